import type { EstimateAccuracy, ListingType, Property, PropertyEstimate } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { backtest, ClosedHomes, ESTIMATE_RULES, estimateHome } from './estimator.ts'
import { closedHomesSince, closedHomesVersion } from './queries.ts'

const DAY_MS = 86_400_000

const WHY_NOT: Record<ListingType, string> = {
  sale: "Not enough similar homes sold nearby in the last 12 months to estimate this home's value.",
  rent: "Not enough similar homes let nearby in the last 12 months to estimate this home's rent.",
}
const UNLOCATED = "An estimate needs this home's map location and living area."

/** The closed homes of the window ending at `asOf`, and the estimator's measured error on each kind. */
interface Measured {
  key: string
  asOf: Date
  closed: ClosedHomes
  accuracy: Record<ListingType, EstimateAccuracy | null>
}

/** The end of the UTC day of `now`: every instance measures the same day's window on the same homes. */
const endOfUtcDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS)

/**
 * `readListing` answers the listing as GET /properties/{id} does (404 where that would): an estimate is shown
 * to whoever may see the listing.
 */
export function createEstimateService(
  readListing: (caller: Caller, id: string, source: Database) => Promise<Property>,
) {
  // The homes and the backtest, kept while neither the day nor any public listing's state changes (the key:
  // closedHomesVersion). Every instance keeps its own, keyed by exactly what the load read, so two instances
  // answer alike; a change shows on the next request that reads the new version.
  let measured: Measured | undefined

  async function measure(source: Database): Promise<Measured> {
    const asOf = endOfUtcDay(new Date())
    const key = `${asOf.toISOString()} ${await closedHomesVersion(source)}`
    if (measured?.key === key) return measured
    const since = new Date(asOf.getTime() - ESTIMATE_RULES.windowDays * DAY_MS)
    const closed = new ClosedHomes(await closedHomesSince(source, since))
    measured = {
      key,
      asOf,
      closed,
      accuracy: { sale: backtest(closed, 'sale', asOf), rent: backtest(closed, 'rent', asOf) },
    }
    return measured
  }

  return {
    async estimate(caller: Caller, id: string, source: Database): Promise<PropertyEstimate> {
      const listing = await readListing(caller, id, source)
      const { closed, asOf, accuracy } = await measure(source)
      const kind = listing.listingType
      const outcome = estimateHome(
        {
          propertyId: listing._id,
          listingType: kind,
          category: listing.category,
          latitude: listing.latitude,
          longitude: listing.longitude,
          livingArea: listing.livingArea ?? null,
          bedrooms: listing.bedrooms,
        },
        closed,
        asOf,
        accuracy[kind],
      )
      const answer = { propertyId: listing._id, listingType: kind, accuracy: accuracy[kind] }
      if (outcome.kind === 'estimate') {
        const { value, low, high, comparables } = outcome
        return { ...answer, estimate: { value, low, high }, reason: null, comparables }
      }
      return {
        ...answer,
        estimate: null,
        reason: outcome.kind === 'unlocated' ? UNLOCATED : WHY_NOT[kind],
        comparables: [],
      }
    },
  }
}

export type EstimateService = ReturnType<typeof createEstimateService>
