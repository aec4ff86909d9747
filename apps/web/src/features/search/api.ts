import { MATCHED_PLACE_HEADER, type Property, propertySchema, savedSearchSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import type { SearchFilters } from './filters.ts'

export const SEARCH_PAGE_SIZE = 12

/**
 * Where a page of All Properties starts: the first page, an offset page (`?page=`, an old or hand-made link) or,
 * past the first, the keyset cursor of the page before it (`?cursor=`), which every server answers alike and
 * which a listing entering above does not shift.
 */
export interface ListPosition {
  page: number
  cursor?: string | undefined
}

export const listPositionOf = (params: URLSearchParams): ListPosition => ({
  page: pageOf(params),
  cursor: params.get('cursor') ?? undefined,
})

/** A page of All Properties: its listings, the total (counted on offset pages only) and the next page's cursor. */
export interface SearchPage {
  items: Property[]
  total: number | null
  capped: boolean
  next: string | null
  /** The place shown instead of a search that found nothing as typed ("Chicago, IL" for "Chicgo"). */
  matchedPlace: string | null
}

/** The place the server read a search as, from its percent-encoded header; null when it searched as typed. */
const matchedPlaceOf = (headers: Headers) => {
  const header = headers.get(MATCHED_PLACE_HEADER)
  return header === null ? null : decodeURIComponent(header)
}

/** The page of All Properties that the filters and position ask for (the route's loader reads it). */
export async function searchProperties(
  filters: SearchFilters,
  { page, cursor }: ListPosition,
): Promise<SearchPage> {
  const { data, total, totalCapped, headers } = await apiRequest('/properties/verified', {
    schema: z.array(propertySchema),
    query: { ...filters, ...(cursor ? { cursor } : { page }), limit: SEARCH_PAGE_SIZE },
  })
  return {
    items: data,
    total,
    capped: totalCapped,
    next: headers.get('X-Next-Cursor'),
    matchedPlace: matchedPlaceOf(headers),
  }
}

/** The caller's saved searches (the Saved Searches route's loader reads them). */
export const fetchSavedSearches = async () =>
  (await apiRequest('/saved-searches', { schema: z.array(savedSearchSchema) })).data
