import { createHash, randomBytes } from 'node:crypto'
import type {
  AreaUnit,
  FeedEntry,
  FeedKey,
  FeedPage,
  FeedProperty,
  FeedQuery,
  FeedRemoval,
  IssuedFeedKey,
} from '@keyhaven/contract'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import {
  type FeedKeyRow,
  type FeedPosition,
  type FeedRow,
  findFeedKey,
  insertFeedKey,
  listFeedKeys,
  listFeedPage,
  pruneFeedRemovals,
  recordFeedKeyUse,
  revokeFeedKey,
} from './queries.ts'

/** Every feed key starts so: a person's token or a stray secret is told apart before any lookup. */
export const FEED_KEY_PREFIX = 'khfeed_'

/** The stored form of a key: keys are 256 random bits, so a plain SHA-256 cannot be reversed by guessing. */
export const hashFeedKey = (key: string) => createHash('sha256').update(key).digest('hex')

const FEED_PATH = '/api/feed/properties'

type FeedListing = NonNullable<FeedRow['listing']>

const standardStatusOf = (row: FeedRow): FeedProperty['StandardStatus'] =>
  row.isSold || row.isLet ? 'Closed' : row.underContract ? 'Pending' : 'Active'

/**
 * Why a listing that was public no longer is, in RESO's words: its agent withdrew it, or it expired; anything
 * else (deleted, rejected or back in review, its agent marked as fraud or deleted) is a plain Delete, since the
 * portal must take it down and the reason is no portal's business.
 */
const removalStatusOf = (listing: FeedListing | null): FeedRemoval['StandardStatus'] =>
  listing?.listingStage === 'withdrawn'
    ? 'Withdrawn'
    : listing?.listingStage === 'expired'
      ? 'Expired'
      : 'Delete'

const propertyTypeOf = (listing: FeedListing): FeedProperty['PropertyType'] => {
  const commercial = listing.category === 'Office'
  if (listing.listingType === 'rent') return commercial ? 'CommercialLease' : 'ResidentialLease'
  return commercial ? 'CommercialSale' : 'Residential'
}

const PROPERTY_SUB_TYPE: Record<FeedListing['category'], FeedProperty['PropertySubType']> = {
  House: 'SingleFamilyResidence',
  Villa: 'SingleFamilyResidence',
  Apartment: 'Apartment',
  Office: 'Office',
}

const AREA_UNITS: Record<AreaUnit, FeedProperty['LivingAreaUnits']> = {
  sqft: 'SquareFeet',
  m2: 'SquareMeters',
}

// A $skiptoken is the position after an entry (its modification time to the microsecond and its id), opaque
// to readers: base64url of "time|id".
const SKIPTOKEN_PATTERN = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/

const encodeSkiptoken = ({ modifiedAt, id }: FeedPosition) =>
  Buffer.from(`${modifiedAt}|${id}`).toString('base64url')

function decodeSkiptoken(token: string): FeedPosition {
  const match = SKIPTOKEN_PATTERN.exec(Buffer.from(token, 'base64url').toString('utf8'))
  if (!match?.[1] || !match[2]) throw fieldError('$skiptoken', 'is not one this feed gave')
  return { modifiedAt: match[1], id: match[2] }
}

const toFeedKey = (row: FeedKeyRow): FeedKey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
})

export function createFeedService(
  db: Database,
  options: { baseUrl: string; areaUnit: AreaUnit; settleSeconds: number },
) {
  const { baseUrl, areaUnit, settleSeconds } = options
  const absolute = (url: string) => new URL(url, baseUrl).toString()

  /** A public listing in full; any other entry as a removal, which says nothing but its key, status and time. */
  const toFeedEntry = (row: FeedRow): FeedEntry => {
    const { listing } = row
    if (!listing || !row.isPublic) {
      return {
        ListingKey: row.id,
        StandardStatus: removalStatusOf(listing),
        ModificationTimestamp: row.modifiedAt,
      }
    }
    // Only a draft lacks a price range (properties_priced_check), and a draft is never verified.
    if (listing.priceLow === null || listing.priceHigh === null)
      throw new Error(`listing ${row.id} has no price`)
    return {
      ListingKey: row.id,
      StandardStatus: standardStatusOf(row),
      PropertyType: propertyTypeOf(listing),
      PropertySubType: PROPERTY_SUB_TYPE[listing.category],
      ListPrice: listing.priceLow,
      Keyhaven_ListPriceHigh: listing.priceHigh,
      BedroomsTotal: listing.bedrooms,
      BathroomsTotalInteger: listing.bathrooms,
      LivingArea: listing.livingArea,
      LivingAreaUnits: AREA_UNITS[areaUnit],
      LotSizeArea: listing.lotSize,
      YearBuilt: listing.yearBuilt,
      // The display text, which leaves out the street of an approximate location (its point is stored rounded).
      UnparsedAddress: listing.location,
      City: listing.city,
      StateOrProvince: listing.region,
      PostalCode: listing.postalCode,
      Country: listing.country,
      Latitude: listing.latitude,
      Longitude: listing.longitude,
      PublicRemarks: listing.description,
      Media: listing.images.map((url, index) => ({ MediaURL: absolute(url), Order: index + 1 })),
      ModificationTimestamp: row.modifiedAt,
    }
  }

  const link = (top: number, query: { $skiptoken?: string; modifiedSince?: string }) => {
    const url = new URL(FEED_PATH, baseUrl)
    url.searchParams.set('$top', String(top))
    if (query.$skiptoken) url.searchParams.set('$skiptoken', query.$skiptoken)
    else if (query.modifiedSince) url.searchParams.set('modifiedSince', query.modifiedSince)
    return url.toString()
  }

  return {
    /**
     * One page of the feed: listings and removals. A full page links to the next (`@odata.nextLink`); the last
     * links to where the next sync starts (`@odata.deltaLink`), past every entry answered so far.
     */
    async page(keyId: string, query: FeedQuery): Promise<FeedPage> {
      const after = query.$skiptoken ? decodeSkiptoken(query.$skiptoken) : undefined
      const rows = await listFeedPage(db, {
        after,
        modifiedSince: after ? undefined : query.modifiedSince,
        settleSeconds,
        limit: query.$top + 1,
      })
      await recordFeedKeyUse(db, keyId)
      const value = rows.slice(0, query.$top).map(toFeedEntry)
      const last = rows[Math.min(rows.length, query.$top) - 1]
      const from = last ? { $skiptoken: encodeSkiptoken(last) } : query
      return {
        value,
        ...(rows.length > query.$top
          ? { '@odata.nextLink': link(query.$top, from) }
          : { '@odata.deltaLink': link(query.$top, from) }),
      }
    },

    listKeys: async (): Promise<FeedKey[]> => (await listFeedKeys(db)).map(toFeedKey),

    /** Issues a key: the answer is the only place it is ever shown. */
    async issueKey(caller: Caller, name: string): Promise<IssuedFeedKey> {
      const key = `${FEED_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
      const row = await db.transaction(async (tx) => {
        const inserted = await insertFeedKey(tx, { name, keyHash: hashFeedKey(key), createdBy: caller.id })
        await recordAudit(tx, caller, 'feed_key.issued', inserted.id, {
          changes: { name: { from: null, to: name } },
        })
        return inserted
      })
      return { ...toFeedKey(row), key }
    },

    /** Revokes a key; revoking a revoked key changes nothing and is not recorded again. */
    async revokeKey(caller: Caller, id: string): Promise<FeedKey> {
      const row = await db.transaction(async (tx) => {
        const revoked = await revokeFeedKey(tx, id)
        if (revoked) await recordAudit(tx, caller, 'feed_key.revoked', id)
        return revoked ?? (await findFeedKey(tx, id))
      })
      if (!row) throw new ApiError(404, 'No such feed key')
      return toFeedKey(row)
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>

/**
 * Forgets, hourly, the removals of listings deleted more than `removalsDays` ago: a portal whose last sync is
 * older than that reads the whole feed again (docs/api.md).
 */
export function feedRemovalsPruneJob(db: Database, removalsDays: number): PeriodicJob {
  return {
    name: 'feed-removals-prune',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const pruned = await pruneFeedRemovals(db, removalsDays)
      return pruned > 0 ? { pruned } : undefined
    },
  }
}
