import type {
  ComparableSale,
  EstimateAccuracy,
  EstimateAdjustment,
  ListingType,
  PropertyCategory,
} from '@keyhaven/contract'

// The comparable-sales estimator (docs/decisions/0038-home-estimates.md): pure functions of the homes sold (or
// let) and the home to estimate, so the unit tests, the API and the backtest run the very same method.

/** A home sold (paid for) or let, with what the estimator compares. */
export interface ClosedHome {
  propertyId: string
  title: string
  location: string
  listingType: ListingType
  category: PropertyCategory
  /** ISO 4217, of its price: only homes priced in the same currency are compared. */
  currency: string
  latitude: number
  longitude: number
  livingArea: number
  bedrooms: number | null
  /** The price paid (a rental: the monthly rent it was let at). */
  price: number
  closedAt: Date
}

/** The home to estimate: what the estimator reads of a listing. */
export interface EstimatedHome {
  propertyId: string
  listingType: ListingType
  category: PropertyCategory
  currency: string
  latitude: number | null
  longitude: number | null
  livingArea: number | null
  bedrooms: number | null
}

export const ESTIMATE_RULES = {
  /** Comparables within this distance of the home's pin. */
  radiusKm: 5,
  /** Sold or let within this many days ("the last 12 months"). */
  windowDays: 365,
  /** Fewer comparables than this give no estimate. */
  minComparables: 3,
  /** The most similar this many are used. */
  maxComparables: 6,
  /** A comparable's living area is within this share of the home's. */
  areaTolerance: 0.3,
  /** A comparable has at most this many bedrooms more or fewer. */
  bedroomTolerance: 1,
  /**
   * An area difference is priced at this share of the comparables' median price per unit of area: the land, the
   * kitchen and the bathrooms do not grow with a home's last few square feet.
   */
  marginalAreaShare: 0.5,
  /** A bedroom more or fewer, on top of its area, moves a comparable's price by this share of it. */
  bedroomShare: 0.02,
} as const

const DAY_MS = 86_400_000
const KM_PER_DEGREE_OF_LATITUDE = 111.2
const EARTH_RADIUS_KM = 6371

export type EstimateOutcome =
  | { kind: 'estimate'; value: number; low: number; high: number; comparables: ComparableSale[] }
  | { kind: 'unlocated' }
  | { kind: 'too-few' }

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b[0] - a[0])
  const dLon = radians(b[1] - a[1])
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A round unit for a price: thousands for homes' prices, tens for rents. */
const roundingUnit = (price: number) => (price >= 100_000 ? 1000 : price >= 10_000 ? 100 : 10)
const roundTo = (value: number, unit: number, how: (n: number) => number = Math.round) =>
  how(value / unit) * unit

/**
 * Closed homes by kind (listing type and category), each kind sorted by latitude, so that the homes a home may be
 * compared with are found by a binary search for its kind's band of latitudes instead of measuring every one.
 */
export class ClosedHomes {
  readonly homes: readonly ClosedHome[]
  private readonly byKind = new Map<string, ClosedHome[]>()

  constructor(homes: readonly ClosedHome[]) {
    this.homes = homes
    for (const home of homes) {
      const key = kindOf(home)
      const kind = this.byKind.get(key)
      if (kind) kind.push(home)
      else this.byKind.set(key, [home])
    }
    for (const kind of this.byKind.values()) kind.sort((a, b) => a.latitude - b.latitude)
  }

  /**
   * The homes of the home's kind whose latitude is within `radiusKm` of its own (a superset of those within the
   * radius).
   */
  inBand(
    home: Pick<ClosedHome, 'listingType' | 'category' | 'currency' | 'latitude'>,
    radiusKm: number,
  ): ClosedHome[] {
    const kind = this.byKind.get(kindOf(home)) ?? []
    const span = radiusKm / KM_PER_DEGREE_OF_LATITUDE
    return kind.slice(
      firstAtOrAbove(kind, home.latitude - span),
      firstAtOrAbove(kind, home.latitude + span + 1e-9),
    )
  }
}

const kindOf = (home: Pick<ClosedHome, 'listingType' | 'category' | 'currency'>) =>
  `${home.listingType} ${home.category} ${home.currency}`

/** The index of the first of the homes (sorted by latitude) at or north of `latitude`. */
function firstAtOrAbove(homes: ClosedHome[], latitude: number): number {
  let low = 0
  let high = homes.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((homes[middle]?.latitude ?? 0) < latitude) low = middle + 1
    else high = middle
  }
  return low
}

interface Candidate {
  home: ClosedHome
  distanceKm: number
  score: number
}

/** The comparables of a home: same kind, near, of similar size and bedrooms, recent; the most similar first. */
function comparablesOf(
  home: EstimatedHome & { latitude: number; longitude: number; livingArea: number },
  closed: ClosedHomes,
  now: Date,
): Candidate[] {
  const rules = ESTIMATE_RULES
  const since = now.getTime() - rules.windowDays * DAY_MS
  const candidates: Candidate[] = []
  for (const other of closed.inBand(home, rules.radiusKm)) {
    if (other.propertyId === home.propertyId) continue
    if (other.closedAt.getTime() < since) continue
    const age = Math.max(0, now.getTime() - other.closedAt.getTime())
    const areaGap = Math.abs(other.livingArea - home.livingArea) / home.livingArea
    if (areaGap > rules.areaTolerance) continue
    const bedroomGap = Math.abs((other.bedrooms ?? 0) - (home.bedrooms ?? 0))
    if ((other.bedrooms === null) !== (home.bedrooms === null) || bedroomGap > rules.bedroomTolerance)
      continue
    const distance = distanceKm([home.latitude, home.longitude], [other.latitude, other.longitude])
    if (distance > rules.radiusKm) continue
    // Each gap as a share of what the rules allow, so none outweighs the others by its unit.
    const score =
      distance / rules.radiusKm +
      areaGap / rules.areaTolerance +
      bedroomGap / (rules.bedroomTolerance + 1) +
      age / (rules.windowDays * DAY_MS)
    candidates.push({ home: other, distanceKm: distance, score })
  }
  return candidates
    .sort((a, b) => a.score - b.score || a.home.propertyId.localeCompare(b.home.propertyId))
    .slice(0, rules.maxComparables)
}

/** A comparable's price adjusted to the home: what its differences in area and bedrooms are worth. */
function adjust(
  home: { livingArea: number; bedrooms: number | null },
  comparable: ClosedHome,
  pricePerArea: number,
): { adjustments: EstimateAdjustment[]; adjustedPrice: number } {
  const adjustments: EstimateAdjustment[] = []
  const areaDifference = home.livingArea - comparable.livingArea
  if (areaDifference !== 0) {
    adjustments.push({
      kind: 'livingArea',
      difference: areaDifference,
      amount: Math.round(areaDifference * pricePerArea * ESTIMATE_RULES.marginalAreaShare),
    })
  }
  const bedroomDifference = (home.bedrooms ?? 0) - (comparable.bedrooms ?? 0)
  if (bedroomDifference !== 0) {
    adjustments.push({
      kind: 'bedrooms',
      difference: bedroomDifference,
      amount: Math.round(bedroomDifference * comparable.price * ESTIMATE_RULES.bedroomShare),
    })
  }
  const adjustedPrice = comparable.price + adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0)
  return { adjustments, adjustedPrice }
}

/**
 * The estimate of a home from the closed homes: the comparables' adjusted prices averaged with the nearer ones
 * counting more, rounded; the range spans the adjusted prices, and at least the measured median error either
 * side of the estimate when it is known.
 */
export function estimateHome(
  home: EstimatedHome,
  closed: ClosedHomes,
  now: Date,
  accuracy: EstimateAccuracy | null = null,
): EstimateOutcome {
  const { latitude, longitude, livingArea } = home
  if (latitude === null || longitude === null || livingArea === null) return { kind: 'unlocated' }
  const chosen = comparablesOf({ ...home, latitude, longitude, livingArea }, closed, now)
  if (chosen.length < ESTIMATE_RULES.minComparables) return { kind: 'too-few' }
  const pricePerArea = median(chosen.map(({ home: other }) => other.price / other.livingArea))
  const comparables: ComparableSale[] = chosen.map(({ home: other, distanceKm: distance }) => ({
    propertyId: other.propertyId,
    title: other.title,
    location: other.location,
    price: other.price,
    closedAt: other.closedAt.toISOString(),
    distanceKm: Math.round(distance * 100) / 100,
    livingArea: other.livingArea,
    bedrooms: other.bedrooms,
    ...adjust({ livingArea, bedrooms: home.bedrooms }, other, pricePerArea),
  }))
  // Nearer comparables count more; the half kilometre keeps one on the same spot from counting alone.
  const weights = chosen.map(({ distanceKm: distance }) => 1 / (distance + 0.5))
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0)
  const mean =
    comparables.reduce(
      (sum, comparable, index) => sum + comparable.adjustedPrice * (weights[index] ?? 0),
      0,
    ) / totalWeight
  const unit = roundingUnit(mean)
  const value = roundTo(mean, unit)
  const spread = accuracy ? (value * accuracy.medianErrorPercent) / 100 : 0
  const adjusted = comparables.map((comparable) => comparable.adjustedPrice)
  return {
    kind: 'estimate',
    value,
    low: roundTo(Math.min(...adjusted, value - spread), unit, Math.floor),
    high: roundTo(Math.max(...adjusted, value + spread), unit, Math.ceil),
    comparables,
  }
}

/**
 * The estimator's median error on the homes of one kind: each closed home estimated from the others (held out
 * of its own comparables) and compared with its price; the homes too few others resemble are left out of the
 * measure, and counted out of it.
 */
export function backtest(closed: ClosedHomes, listingType: ListingType, now: Date): EstimateAccuracy | null {
  const errors: number[] = []
  for (const home of closed.homes) {
    if (home.listingType !== listingType) continue
    const outcome = estimateHome(home, closed, now)
    if (outcome.kind === 'estimate') errors.push(Math.abs(outcome.value - home.price) / home.price)
  }
  if (errors.length === 0) return null
  return { medianErrorPercent: Math.round(median(errors) * 1000) / 10, homesMeasured: errors.length }
}
