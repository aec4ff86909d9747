import { PROPERTY_CATEGORIES, type PropertyCategory } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchPage } from '../../lib/fetch-page.ts'
import { pageOf } from '../../lib/use-page-param.ts'

export const RENT_PAGE_SIZE = 12

export const rentPropertiesQuery = (category: PropertyCategory | undefined, page: number) =>
  queryOptions({
    queryKey: ['properties', 'rent', { category, page }],
    queryFn: ({ signal }) =>
      fetchPage('/properties/rent', {
        item: async () => (await import('./schemas.ts')).propertySchema,
        query: { category, page, limit: RENT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

/** The category filter and page of Rent Properties, read from its URL (bad values fall back to all, page 1). */
export function rentPageParams(params: URLSearchParams) {
  const category = PROPERTY_CATEGORIES.find((known) => known === params.get('category'))
  const page = pageOf(params)
  return { category, page }
}

export const rentPageQuery = (params: URLSearchParams) => {
  const { category, page } = rentPageParams(params)
  return rentPropertiesQuery(category, page)
}
