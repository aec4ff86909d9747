import {
  LISTING_SORTS,
  type ListingSort,
  PROPERTY_FEATURES,
  type PropertyCategory,
  type PropertyFeature,
  SAVED_SEARCH_PARAMETERS,
} from '@keyhaven/contract'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import type { Translate } from '../../lib/i18n/translator.ts'

export type FilterKey = (typeof SAVED_SEARCH_PARAMETERS)[number]

/** All Properties' filters as the URL spells them. */
export type SearchFilters = Partial<Record<FilterKey, string>>

const isListingSort = (value: string) => (LISTING_SORTS as readonly string[]).includes(value)

/**
 * The filters in the URL's query: a known order, the other values as `valid` finds them (all, unless given), a
 * maximum below its minimum left out (it matches nothing, and the API refuses it).
 */
export function filtersIn(
  params: URLSearchParams,
  valid: (key: Exclude<FilterKey, 'sort'>, value: string) => boolean = () => true,
): SearchFilters {
  const filters: SearchFilters = {}
  for (const key of SAVED_SEARCH_PARAMETERS) {
    const value = params.get(key)?.trim()
    if (value && (key === 'sort' ? isListingSort(value) : valid(key, value))) filters[key] = value
  }
  for (const key of maximumsBelowTheirMinimum(filters)) delete filters[key]
  return filters
}

/**
 * The filters as the URL asks for them, their values unchecked: what All Properties shows until the route's
 * loader, which checks them against the contract (read-filters.ts), has answered for this URL. The page's first
 * scripts carry no zod.
 */
export const askedFilters = (params: URLSearchParams): SearchFilters => filtersIn(params)

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

/** The currency a filter set's prices are written in: the one it names, else the deployment's. */
export const filterPriceCurrency = (filters: SearchFilters) => filters.priceCurrency ?? configuredCurrency()

/**
 * The currency a change of the price filters leaves them in. Bounds already set keep theirs; a first bound is
 * written in the visitor's display currency when they chose one (the API converts it per listing currency),
 * else in the deployment's, which needs no name; with no bound left, none.
 */
export function priceCurrencyAfter(
  filters: SearchFilters,
  changes: SearchFilters,
  displayCurrency: string | null,
): string | undefined {
  const next = { ...filters, ...changes }
  if (!next.minPrice && !next.maxPrice) return undefined
  if (filters.minPrice || filters.maxPrice) return filters.priceCurrency
  return displayCurrency && displayCurrency !== configuredCurrency() ? displayCurrency : undefined
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

/** The search screens' messages (namespace `search`), which the filters' words are written with. */
export type SearchT = Translate<'search'>

/** How many homes match, as the list and the map say it. */
export const countText = (t: SearchT, total: number, capped = false) =>
  t(capped ? 'results.capped' : 'results.count', { count: total })

/** The spec's words for the price sort; newest first is what no price sort means. */
export const sortLabel = (t: SearchT, sort: ListingSort) => t(`sort.${sort}`)

/** The features of a `features` filter value (garden,pool), in the vocabulary's order. */
export const featuresOf = (value: string | undefined): PropertyFeature[] => {
  const asked = (value ?? '').split(',')
  return PROPERTY_FEATURES.filter((feature) => asked.includes(feature))
}

/** The open-house windows the filter bar offers (any 1-30 from a URL works too). */
export const OPEN_HOUSE_WINDOWS = ['7', '14', '30'] as const
const isOfferedWindow = (days: string): days is (typeof OPEN_HOUSE_WINDOWS)[number] =>
  (OPEN_HOUSE_WINDOWS as readonly string[]).includes(days)
export const openHouseLabel = (t: SearchT, days: string) =>
  isOfferedWindow(days) ? t(`openHouse.${days}`) : t('openHouse.days', { days })

/** An area in the configured unit (`unit`, its word in the page's language), in the page's language: 2,400 sq ft. */
export const areaText = (t: SearchT, area: number, unit: string) => t('chip.area', { area, unit })

const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(pageLocale(), { dateStyle: 'medium', timeZone: 'UTC' })

/**
 * The name a saved search of these filters is offered: their labels, the searched text bare (the chip's quotes
 * would be quoted again wherever the name is quoted), without the sort.
 */
export function suggestedSearchName(t: SearchT, filters: SearchFilters, unit: string): string {
  return describeFilters(t, filters, unit)
    .filter((chip) => chip.key !== 'sort')
    .map((chip) => (chip.key === 'search' ? (filters.search ?? '') : chip.label))
    .join(', ')
}

/** One readable label per filter set (chips, saved searches), in the contract's order. */
export function describeFilters(
  t: SearchT,
  filters: SearchFilters,
  unit: string,
): { key: FilterKey; label: string }[] {
  const labels: { key: FilterKey; label: string }[] = []
  const add = (key: FilterKey, label: string) => labels.push({ key, label })
  const price = (amount: string) => formatAmount(Number(amount), filterPriceCurrency(filters))
  if (filters.search) add('search', t('chip.search', { search: filters.search }))
  if (filters.listingType)
    add('listingType', filters.listingType === 'rent' ? t('chip.forRent') : t('chip.forSale'))
  if (filters.category) add('category', t(`category.${filters.category as PropertyCategory}`))
  if (filters.minPrice) add('minPrice', t('chip.from', { amount: price(filters.minPrice) }))
  if (filters.maxPrice) add('maxPrice', t('chip.upTo', { amount: price(filters.maxPrice) }))
  if (filters.minBeds) add('minBeds', t('filters.beds', { count: filters.minBeds }))
  if (filters.minBaths) add('minBaths', t('filters.baths', { count: filters.minBaths }))
  if (filters.bbox) add('bbox', t('chip.mapArea'))
  if (filters.area) add('area', t('chip.drawnArea'))
  if (filters.minArea) add('minArea', t('chip.from', { amount: areaText(t, Number(filters.minArea), unit) }))
  if (filters.maxArea) add('maxArea', t('chip.upTo', { amount: areaText(t, Number(filters.maxArea), unit) }))
  if (filters.features) {
    add(
      'features',
      featuresOf(filters.features)
        .map((feature) => t(`feature.${feature}`))
        .join(' + '),
    )
  }
  if (filters.minYear) add('minYear', t('chip.builtFrom', { year: filters.minYear }))
  if (filters.availableBy) add('availableBy', t('chip.freeBy', { day: dayText(filters.availableBy) }))
  if (filters.openHouseWithinDays) add('openHouseWithinDays', openHouseLabel(t, filters.openHouseWithinDays))
  if (filters.sort) add('sort', sortLabel(t, filters.sort as ListingSort))
  return labels
}
