// The property record's vocabularies and helpers, without zod: the browser's lightest pages (the home page, a
// listing card) use them, and a module that builds schemas would bring zod into their bundle.

/** The unit of every area of one deployment (AREA_UNIT): living area and lot size are whole numbers of it. */
export const AREA_UNITS = ['sqft', 'm2'] as const
export type AreaUnit = (typeof AREA_UNITS)[number]
/** The page's meta tag that tells the browser app the deployment's area unit. */
export const AREA_UNIT_META = 'keyhaven-area-unit'

/**
 * What a home may have, a fixed vocabulary (a search asks for all of the chosen ones). The database keeps a
 * bit per value in this order (db/schema.ts): a new value goes at the end, with a migration.
 */
export const PROPERTY_FEATURES = [
  'garden',
  'balcony',
  'pool',
  'garage',
  'elevator',
  'air_conditioning',
  'fireplace',
  'furnished',
  'pets_allowed',
  'step_free_access',
] as const
export type PropertyFeature = (typeof PROPERTY_FEATURES)[number]
export const PROPERTY_FEATURE_LABELS: Record<PropertyFeature, string> = {
  garden: 'Garden',
  balcony: 'Balcony',
  pool: 'Pool',
  garage: 'Garage',
  elevator: 'Elevator',
  air_conditioning: 'Air conditioning',
  fireplace: 'Fireplace',
  furnished: 'Furnished',
  pets_allowed: 'Pets allowed',
  step_free_access: 'Step-free access',
}

/** The EU energy performance classes. */
export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EnergyRating = (typeof ENERGY_RATINGS)[number]

/** About 500 m: points of an approximate location are rounded to this many degrees. */
export const APPROXIMATE_GRID_DEGREES = 0.005

/** A coordinate rounded to the approximate grid (to 3 decimals, so the JSON shows no float noise). */
export const approximateCoordinate = (degrees: number) =>
  Number((Math.round(degrees / APPROXIMATE_GRID_DEGREES) * APPROXIMATE_GRID_DEGREES).toFixed(3))

/**
 * The display text of a structured address: street and unit (left out when the location is approximate),
 * city, region with postal code, country. Undefined when no city is given.
 */
export function addressText(
  address: {
    street?: string | null | undefined
    unit?: string | null | undefined
    city?: string | null | undefined
    region?: string | null | undefined
    postalCode?: string | null | undefined
    country?: string | null | undefined
  },
  approximate: boolean,
): string | undefined {
  if (!address.city) return undefined
  const street = approximate ? undefined : [address.street, address.unit].filter(Boolean).join(' ')
  const region = [address.region, address.postalCode].filter(Boolean).join(' ')
  return [street, address.city, region, address.country].filter(Boolean).join(', ')
}

/** A listing's review status, as an admin reviews it (the manage properties page lists them in its filter). */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]

/** For sale or to rent: the property form lists them, and every search may ask for one. */
export const LISTING_TYPES = ['sale', 'rent'] as const
export type ListingType = (typeof LISTING_TYPES)[number]

export const PROPERTY_CATEGORIES = ['House', 'Villa', 'Office', 'Apartment'] as const
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number]

/**
 * How far page numbers reach into a public list of listings (home, Rent Properties, All Properties, the map):
 * page × limit at most this. A deeper offset page reads every row above it, and on the embedded database one
 * such request holds up every other; All Properties goes further by its keyset cursor, which costs the same at
 * any depth. People page through far less than this, and narrow a search before they would.
 */
export const LISTING_PAGE_REACH = 1_000

/** The oldest year of construction a listing may state. */
export const MIN_YEAR_BUILT = 1000
