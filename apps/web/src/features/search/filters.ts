import {
  LISTING_SORTS,
  type ListingSort,
  listingFiltersSchema,
  PROPERTY_FEATURE_LABELS,
  PROPERTY_FEATURES,
  type PropertyFeature,
  SAVED_SEARCH_PARAMETERS,
} from '@keyhaven/contract'
import { formatArea } from '../../lib/area-unit.ts'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'

export type FilterKey = (typeof SAVED_SEARCH_PARAMETERS)[number]

/** All Properties' filters as the URL spells them; a value the contract would refuse is left out. */
export type SearchFilters = Partial<Record<FilterKey, string>>

const isValid = (key: FilterKey, value: string) =>
  key === 'sort'
    ? (LISTING_SORTS as readonly string[]).includes(value)
    : listingFiltersSchema.shape[key].safeParse(value).success

/** The filters in the URL's query, valid values only (a hand-edited URL never makes the API refuse). */
export function readFilters(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {}
  for (const key of SAVED_SEARCH_PARAMETERS) {
    const value = params.get(key)?.trim()
    if (value && isValid(key, value)) filters[key] = value
  }
  for (const key of maximumsBelowTheirMinimum(filters)) delete filters[key]
  return filters
}

/**
 * The maximums that lie below their minimum (a hand-edited or shared URL): they match nothing and the API refuses
 * them, so the maximum gives way, and the page takes it out of the URL saying so.
 */
export function maximumsBelowTheirMinimum(filters: SearchFilters): ('maxPrice' | 'maxArea')[] {
  const below = (min: string | undefined, max: string | undefined) => min && max && Number(max) < Number(min)
  return [
    ...(below(filters.minPrice, filters.maxPrice) ? (['maxPrice'] as const) : []),
    ...(below(filters.minArea, filters.maxArea) ? (['maxArea'] as const) : []),
  ]
}

/** The filters as one query string, in the contract's order (the form a saved search keeps). */
export function filtersToQuery(filters: SearchFilters): string {
  const params = new URLSearchParams()
  for (const key of SAVED_SEARCH_PARAMETERS) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  return params.toString()
}

/** The spec's words for the price sort; newest first is what no price sort means. */
export const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest first',
  asc: 'Low to High',
  desc: 'High to Low',
  pricePerArea: 'Price per area',
}

/** The features of a `features` filter value (garden,pool), in the vocabulary's order. */
export const featuresOf = (value: string | undefined): PropertyFeature[] => {
  const asked = (value ?? '').split(',')
  return PROPERTY_FEATURES.filter((feature) => asked.includes(feature))
}

/** The open-house windows the filter bar offers (any 1-30 from a URL works too). */
export const OPEN_HOUSE_WINDOWS = [
  { value: '7', label: 'Open house this week' },
  { value: '14', label: 'Open house within 2 weeks' },
  { value: '30', label: 'Open house within 30 days' },
]
const openHouseLabel = (days: string) =>
  OPEN_HOUSE_WINDOWS.find((window) => window.value === days)?.label ?? `Open house within ${days} days`

const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * The name a saved search of these filters is offered: their labels, the searched text bare (the chip's quotes
 * would be quoted again wherever the name is quoted), without the sort.
 */
export function suggestedSearchName(filters: SearchFilters): string {
  return describeFilters(filters)
    .filter((chip) => chip.key !== 'sort')
    .map((chip) => (chip.key === 'search' ? (filters.search ?? '') : chip.label))
    .join(', ')
}

/** One readable label per filter set (chips, saved searches), in the contract's order. */
export function describeFilters(filters: SearchFilters): { key: FilterKey; label: string }[] {
  const labels: { key: FilterKey; label: string }[] = []
  const add = (key: FilterKey, label: string) => labels.push({ key, label })
  if (filters.search) add('search', `“${filters.search}”`)
  if (filters.listingType) add('listingType', filters.listingType === 'rent' ? 'For rent' : 'For sale')
  if (filters.category) add('category', filters.category)
  if (filters.minPrice)
    add('minPrice', `From ${formatAmount(Number(filters.minPrice), configuredCurrency())}`)
  if (filters.maxPrice)
    add('maxPrice', `Up to ${formatAmount(Number(filters.maxPrice), configuredCurrency())}`)
  if (filters.minBeds) add('minBeds', `${filters.minBeds}+ beds`)
  if (filters.minBaths) add('minBaths', `${filters.minBaths}+ baths`)
  if (filters.bbox) add('bbox', 'Map area')
  if (filters.area) add('area', 'Drawn area')
  if (filters.minArea) add('minArea', `From ${formatArea(Number(filters.minArea))}`)
  if (filters.maxArea) add('maxArea', `Up to ${formatArea(Number(filters.maxArea))}`)
  if (filters.features) {
    add(
      'features',
      featuresOf(filters.features)
        .map((feature) => PROPERTY_FEATURE_LABELS[feature])
        .join(' + '),
    )
  }
  if (filters.minYear) add('minYear', `Built ${filters.minYear} or later`)
  if (filters.availableBy) add('availableBy', `Free by ${dayText(filters.availableBy)}`)
  if (filters.openHouseWithinDays) add('openHouseWithinDays', openHouseLabel(filters.openHouseWithinDays))
  if (filters.sort) add('sort', SORT_LABELS[filters.sort as ListingSort])
  return labels
}
