import type { BoundingBox, ListingFilters, PropertyFeature, SearchArea } from '@keyhaven/contract'
import { and, between, eq, exists, gte, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm'
import { featureBit, openHouses, properties } from '../db/schema.ts'
import { type PriceBound, priceCondition } from './price-bounds.ts'
import { isSold, type ListOrder, searchMatches } from './queries.ts'

/**
 * The WHERE of All Properties' filters (every one optional; undefined when none is set). Each has an index
 * behind it (db/schema.ts): trigram GIN on the search text (location and title), composite btrees on listing
 * type and category with each order, one on the high price for a minimum price, and GiST on the point for
 * the map's box (migration 0015). Bedrooms, bathrooms, living area, year built, features (as bits),
 * availability and open houses narrow whatever those found. These btrees and the GiST hold the other filters' columns too (the
 * two btrees over every listing also the search text), so queries.ts reads a page's ids, and counts, from one
 * index alone.
 */
export function listingFilterCondition(
  filters: ListingFilters,
  prices: readonly PriceBound[] | undefined,
): SQL | undefined {
  const { search, listingType, category, minBeds, minBaths, bbox, area } = filters
  const { minArea, maxArea, features, minYear, availableBy, openHouseWithinDays } = filters
  const wanted = featureMask(features)
  return and(
    search ? searchMatches(search) : undefined,
    // For sale means still for sale: a sold home is listed with its badge when no type is asked, not as for sale.
    // (A let rental leaves every list already: isPubliclyListed.)
    listingType === 'sale' ? and(eq(properties.listingType, 'sale'), not(isSold)) : undefined,
    listingType === 'rent' ? eq(properties.listingType, 'rent') : undefined,
    category ? eq(properties.category, category) : undefined,
    prices ? priceCondition(prices) : undefined,
    minBeds ? gte(properties.bedrooms, minBeds) : undefined,
    minBaths ? gte(properties.bathrooms, minBaths) : undefined,
    bbox ? inMapBox(bbox) : undefined,
    area ? inDrawnArea(area) : undefined,
    minArea !== undefined ? gte(properties.livingArea, minArea) : undefined,
    maxArea !== undefined ? lte(properties.livingArea, maxArea) : undefined,
    wanted ? sql`${properties.featureMask} & ${wanted} = ${wanted}` : undefined,
    minYear !== undefined ? gte(properties.yearBuilt, minYear) : undefined,
    // A rental without a date is free now, so on or before any day asked.
    availableBy
      ? and(
          eq(properties.listingType, 'rent'),
          or(isNull(properties.availableFrom), lte(properties.availableFrom, availableBy)),
        )
      : undefined,
    openHouseWithinDays ? hasOpenHouseWithin(openHouseWithinDays) : undefined,
  )
}

/** An open house that has not ended and starts within `days` days (open_houses_property_idx). */
const hasOpenHouseWithin = (days: number) =>
  exists(
    sql`(select 1 from ${openHouses} where ${openHouses.propertyId} = ${properties.id} and ${openHouses.endsAt} > now() and ${openHouses.startsAt} < now() + make_interval(days => ${days}::int))`,
  )

/** Listings in a place's city and region (a place of the place index: its search finds them first). */
export const inPlace = (place: { city: string; region: string | null }) =>
  and(
    eq(properties.city, place.city),
    place.region === null ? isNull(properties.region) : eq(properties.region, place.region),
  ) as SQL

/** The features asked for as the bits of feature_mask (featureBit); 0 when none. */
export const featureMask = (features: readonly PropertyFeature[] | undefined) =>
  (features ?? []).reduce((mask, feature) => mask | featureBit(feature), 0)

/** The order's own condition: the price per area lists only the listings that have one. */
export const orderCondition = (order: ListOrder | undefined) =>
  order === 'pricePerArea' ? isNotNull(properties.pricePerArea) : undefined

/** A box wider or taller than this is asked by the columns' ranges, not through the map's index (inMapBox). */
const WIDE_BOX_DEGREES = 10
const isWideBox = ({ west, south, east, north }: BoundingBox) =>
  east - west >= WIDE_BOX_DEGREES || north - south >= WIDE_BOX_DEGREES

/**
 * Listings on the map inside the box. The planner cannot estimate how many points a box holds through the
 * map's GiST index (it always guesses a few), so for a box over a country or the world it would read every
 * listing inside through that index and sort them all: half a second on the embedded database at 100,000
 * listings, for a person who zoomed the map out. A wide box is asked by latitude and longitude ranges instead,
 * which the planner estimates from the columns' statistics: it then walks the order's index and stops at the
 * page, or reads the whole table at worst. The two forms match the same listings (bounds included).
 */
function inMapBox({ west, south, east, north }: BoundingBox): SQL {
  if (isWideBox({ west, south, east, north })) {
    return and(between(properties.longitude, west, east), between(properties.latitude, south, north)) as SQL
  }
  return sql`point(${properties.longitude}, ${properties.latitude}) <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`
}

/** PostgreSQL's polygon literal of a drawn area's corners, as (x, y) = (longitude, latitude). */
export const polygonLiteral = (area: SearchArea) =>
  `(${area.points.map(({ longitude, latitude }) => `(${longitude},${latitude})`).join(',')})`

/**
 * Listings whose point lies in the drawn area, outline included (docs/decisions/0037): the box around the area
 * first, which reaches the map's index as any box does (inMapBox), then PostgreSQL's own point-in-polygon test
 * on the index's own columns, so a page is still read from that index alone. For a wide area the test is called
 * as its function, not as `<@`: the operator would take the area to the map's GiST index after all, where the
 * planner, guessing a few points, would read every listing of a country through it and sort them.
 */
function inDrawnArea(area: SearchArea): SQL {
  const polygon = sql`${polygonLiteral(area)}::polygon`
  const point = sql`point(${properties.longitude}, ${properties.latitude})`
  return and(
    inMapBox(area),
    isWideBox(area) ? sql`poly_contain_pt(${polygon}, ${point})` : sql`${point} <@ ${polygon}`,
  ) as SQL
}

/**
 * The filter set as text, the same for every page and order of one search (the total cache's key; the price
 * bounds as converted, so new rates make a new key). The search
 * text goes in as sent: the query lower-cases it with PostgreSQL's lower(), which folds text otherwise than
 * JavaScript (a final sigma, a locale), so two texts JavaScript folds alike may match different listings.
 */
export function listingFilterKey(filters: ListingFilters, prices: readonly PriceBound[] | undefined): string {
  const { search, listingType, category, minBeds, minBaths, bbox, area } = filters
  const { minArea, maxArea, features, minYear, availableBy, openHouseWithinDays } = filters
  return JSON.stringify([
    search,
    listingType,
    category,
    prices,
    minBeds,
    minBaths,
    bbox,
    area?.points,
    minArea,
    maxArea,
    features,
    minYear,
    availableBy,
    openHouseWithinDays,
  ])
}
