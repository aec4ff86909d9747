import { PROPERTY_CATEGORIES, propertySchema } from '@keyhaven/contract'
import { fetchPage } from '../../lib/fetch-page.ts'
import { pageOf } from '../../lib/use-page-param.ts'

export const RENT_PAGE_SIZE = 12

/** The category filter and page of Rent Properties, read from its URL (bad values fall back to all, page 1). */
export function rentPageParams(params: URLSearchParams) {
  const category = PROPERTY_CATEGORIES.find((known) => known === params.get('category'))
  const page = pageOf(params)
  return { category, page }
}

/** The page of rentals its URL asks for (Rent Properties' loader reads it). */
export const fetchRentals = (params: URLSearchParams) => {
  const { category, page } = rentPageParams(params)
  return fetchPage('/properties/rent', {
    item: propertySchema,
    query: { category, page, limit: RENT_PAGE_SIZE },
  })
}
