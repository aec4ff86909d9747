import { listingFiltersSchema } from '@keyhaven/contract'
import { askedFilters, filtersIn, type SearchFilters } from './filters.ts'

/**
 * The filters in the URL's query, valid values only (a hand-edited URL never makes the API refuse). Checked with
 * the contract's schemas, so read where zod loads anyway: All Properties' loader, the map's pins, Saved Searches' loader.
 */
export const readFilters = (params: URLSearchParams): SearchFilters =>
  filtersIn(params, (key, value) => listingFiltersSchema.shape[key].safeParse(value).success)

/** The filters a page of All Properties is searched with: the URL's, its search as settled in the URL. */
export const searchFiltersOf = (params: URLSearchParams): SearchFilters => ({
  ...readFilters(params),
  search: params.get('search')?.trim() || undefined,
})

/**
 * The filters the route's loader read, as the URL asked them and as checked: the page shows the checked ones
 * while the URL still asks for the same (askedFilters), without checking them again in the browser.
 */
export interface FiltersRead {
  asked: SearchFilters
  valid: SearchFilters
}

export const filtersRead = (params: URLSearchParams): FiltersRead => ({
  asked: askedFilters(params),
  valid: searchFiltersOf(params),
})
