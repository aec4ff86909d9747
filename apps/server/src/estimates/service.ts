import type { EstimateAccuracy, ListingType, Property, PropertyEstimate } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { backtest, ClosedHomes, ESTIMATE_RULES, estimateHome } from './estimator.ts'
import { type ClosedHomesVersion, closedHomesSince, closedHomesVersion } from './queries.ts'

const DAY_MS = 86_400_000
/**
 * A change is stamped when its transaction makes it, not when it commits: one that commits after a later-stamped
 * change was read leaves the latest stamp as it was. Homes measured within this long of the latest change are
 * measured again once it has passed, which takes in every such transaction shorter than it (as the portal
 * feed's FEED_SETTLE_SECONDS does, docs/decisions/0020).
 */
const SETTLE_MICROSECONDS = 5_000_000n

const WHY_NOT: Record<ListingType, string> = {
  sale: "Not enough similar homes sold nearby in the last 12 months to estimate this home's value.",
  rent: "Not enough similar homes let nearby in the last 12 months to estimate this home's rent.",
}
const UNLOCATED = "An estimate needs this home's map location and living area."

/** The closed homes of the window ending at `asOf`, and the estimator's measured error on each kind. */
interface Measured {
  asOf: Date
  version: ClosedHomesVersion
  /** When to measure again though the version stays (database time, microseconds); null: never. */
  settlesAt: bigint | null
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
  // The homes and the backtest, kept while neither the day nor any public listing's state changes (the
  // version: closedHomesVersion). Every instance keeps its own, keyed by the day and the version the load read,
  // so two instances that read the same version answer alike; a change shows on the next request that reads it.
  let measured: Measured | undefined
  // A measurement under way: requests that come together after a change wait for it instead of each loading
  // the homes and running the backtest again.
  let measuring: Promise<Measured> | undefined

  /** Whether the kept measure is of this day, of this version or a newer one, and settled or within its wait. */
  const stillCurrent = (kept: Measured, asOf: Date, version: ClosedHomesVersion) =>
    kept.asOf.getTime() === asOf.getTime() &&
    kept.version.listings >= version.listings &&
    kept.version.removals >= version.removals &&
    (kept.settlesAt === null || version.readAt < kept.settlesAt)

  async function measure(source: Database): Promise<Measured> {
    const asOf = endOfUtcDay(new Date())
    const version = await closedHomesVersion(source)
    // A replica that lags may read an older version than the one measured from the primary: the newer homes
    // answer it too, rather than measuring again at every change of source.
    if (measured && stillCurrent(measured, asOf, version)) return measured
    if (measuring) {
      const shared = await measuring
      if (stillCurrent(shared, asOf, version)) return shared
    }
    const mine = load(source, asOf, version)
    measuring = mine
    try {
      measured = await mine
      return measured
    } finally {
      if (measuring === mine) measuring = undefined
    }
  }

  async function load(source: Database, asOf: Date, version: ClosedHomesVersion): Promise<Measured> {
    const since = new Date(asOf.getTime() - ESTIMATE_RULES.windowDays * DAY_MS)
    const closed = new ClosedHomes(await closedHomesSince(source, since))
    const latest = version.listings > version.removals ? version.listings : version.removals
    return {
      asOf,
      version,
      settlesAt: version.readAt - latest < SETTLE_MICROSECONDS ? latest + SETTLE_MICROSECONDS : null,
      closed,
      accuracy: { sale: backtest(closed, 'sale', asOf), rent: backtest(closed, 'rent', asOf) },
    }
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
          currency: listing.currency,
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
