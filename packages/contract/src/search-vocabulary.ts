// All Properties' vocabularies, without zod: the page's first scripts read its filters with them, and a module
// that builds schemas would bring zod into its bundle.

/**
 * All Properties' orders: the low price either way, newest first (the default), or the low price per unit of
 * living area, cheapest first (only listings that state a living area have one).
 */
export const LISTING_SORTS = ['asc', 'desc', 'newest', 'pricePerArea'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

/** The parameters of All Properties a saved search keeps (its filters and order; never the page). */
export const SAVED_SEARCH_PARAMETERS = [
  'search',
  'listingType',
  'category',
  'minPrice',
  'maxPrice',
  'priceCurrency',
  'minBeds',
  'minBaths',
  'bbox',
  'area',
  'minArea',
  'maxArea',
  'features',
  'minYear',
  'availableBy',
  'openHouseWithinDays',
  'sort',
] as const
