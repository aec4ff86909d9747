import { propertyPinSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchPage } from '../../lib/fetch-page.ts'
import type { SearchFilters } from './filters.ts'

/** The map shows this many results of the visible area at most (the list pages through all). */
const MAP_RESULT_LIMIT = 100

/**
 * The map's pins: the first results of the filters (pages would hide pins), as many as a page may hold. Read in
 * the browser as the map moves, with the map's code (map-view.tsx), never with the page's first scripts.
 */
export const mapPinsQuery = (filters: SearchFilters) =>
  queryOptions({
    queryKey: ['properties', 'verified', 'pins', filters],
    queryFn: ({ signal }) =>
      fetchPage('/properties/verified/pins', {
        item: propertyPinSchema,
        query: { ...filters, limit: MAP_RESULT_LIMIT },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
