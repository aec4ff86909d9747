import {
  type AreaUnit,
  FEED_PROPERTY_FIELDS,
  FEED_STANDARD_STATUSES,
  type FeedEntry,
  type FeedKey,
  type FeedPage,
  type FeedProperty,
  type FeedQuery,
  type FeedRemoval,
  type FeedSelectedProperty,
  type IssuedFeedKey,
  LISTING_RESO_FIELDS,
  LISTING_RESO_NAMES,
  type ListingResoField,
  type ResoNameOf,
} from '@keyhaven/contract'
import { recordAudit } from '../audit/record.ts'
import { digestOfBearerSecret, newBearerSecret } from '../auth/bearer-secret.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { type FeedOptions, readFeedOptions } from './odata-query.ts'
import {
  countFeedEntries,
  type FeedKeyRow,
  type FeedRow,
  findFeedKey,
  insertFeedKey,
  listFeedKeys,
  listFeedPage,
  pruneFeedRemovals,
  recordFeedKeyUse,
  revokeFeedKey,
} from './queries.ts'
import { decodeSkiptoken, encodeSkiptoken } from './skiptoken.ts'

/** Every feed key starts so: a person's token or a stray secret is told apart before any lookup. */
export const FEED_KEY_PREFIX = 'khfeed_'

/** The OData service root of the feed: its $metadata and its Property entity set are beneath it. */
export const FEED_ROOT = '/api/feed'
/** The entity set's path as first published; a replicator configured with it keeps working. */
export const FEED_LEGACY_PATH = `${FEED_ROOT}/properties`

const PROPERTY_SUB_TYPE: Record<string, FeedProperty['PropertySubType']> = {
  House: 'SingleFamilyResidence',
  Villa: 'SingleFamilyResidence',
  Apartment: 'Apartment',
  Office: 'Office',
}

const AREA_UNITS: Record<AreaUnit, FeedProperty['LivingAreaUnits']> = {
  sqft: 'SquareFeet',
  m2: 'SquareMeters',
}

const LISTING_STATUSES = new Set<string>(FEED_STANDARD_STATUSES)

/** The listing's fields the feed answers as stored, under their RESO names (LISTING_RESO_NAMES). */
const resoNamed = (listing: Pick<NonNullable<FeedRow['listing']>, ListingResoField>) =>
  Object.fromEntries(LISTING_RESO_FIELDS.map((name) => [LISTING_RESO_NAMES[name], listing[name]])) as {
    [K in ListingResoField as ResoNameOf<K>]: (typeof listing)[K]
  }

const toFeedKey = (row: FeedKeyRow): FeedKey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
})

/** Whether the order is the stream's own (modification time, then key), which pages by $skiptoken. */
const isStreamOrder = (orderBy: FeedOptions['orderBy']) =>
  orderBy.every((item, index) => !item.descending && item.column === (['modified_at', 'id'] as const)[index])

export function createFeedService(
  db: Database,
  options: { baseUrl: string; areaUnit: AreaUnit; settleSeconds: number },
) {
  const { baseUrl, areaUnit, settleSeconds } = options
  const absolute = (url: string) => new URL(url, baseUrl).toString()

  /** A public listing in full (or the fields selected); any other entry as a removal: its key, status and time. */
  const toFeedEntry = (row: FeedRow, feedOptions: FeedOptions): FeedEntry => {
    const { listing } = row
    if (!listing || !LISTING_STATUSES.has(row.standardStatus)) {
      return {
        ListingKey: row.id,
        StandardStatus: row.standardStatus as FeedRemoval['StandardStatus'],
        ModificationTimestamp: row.modifiedAt,
      }
    }
    const fields: FeedProperty = {
      ListingKey: row.id,
      StandardStatus: row.standardStatus as FeedProperty['StandardStatus'],
      PropertyType: listing.propertyType as FeedProperty['PropertyType'],
      PropertySubType: PROPERTY_SUB_TYPE[listing.category] ?? 'SingleFamilyResidence',
      ListPrice: listing.priceHigh,
      ListPriceLow: listing.priceLow < listing.priceHigh ? listing.priceLow : null,
      LeaseAmountFrequency: listing.listingType === 'rent' ? 'Monthly' : null,
      LivingAreaUnits: AREA_UNITS[areaUnit],
      LotSizeUnits: listing.lotSize === null ? null : AREA_UNITS[areaUnit],
      // UnparsedAddress is the display text, which leaves out the street of an approximate location (its point
      // is stored rounded).
      ...resoNamed(listing),
      ListAgentKey: listing.agentId,
      ListAgentFullName: listing.agentName,
      ListAgentEmail: listing.agentEmail,
      ModificationTimestamp: row.modifiedAt,
    }
    // In the order of the feed's fields, as its $metadata lists them.
    const full = Object.fromEntries(FEED_PROPERTY_FIELDS.map((name) => [name, fields[name]])) as Record<
      string,
      unknown
    > as FeedProperty
    const { select } = feedOptions
    const entry: FeedSelectedProperty = select
      ? Object.fromEntries([['ListingKey', row.id], ...select.map((field) => [field, full[field]])])
      : full
    if (!feedOptions.expandMedia) return entry
    return {
      ...entry,
      Media: listing.images.map((url, index) => ({
        MediaKey: `${row.id}-${index + 1}`,
        MediaURL: absolute(url),
        MediaCategory: 'Photo' as const,
        Order: index + 1,
      })),
    }
  }

  /** The request's own address with these paging options in place of its own. */
  const link = (path: string, params: URLSearchParams, paging: Record<string, string | undefined>) => {
    const url = new URL(path, baseUrl)
    for (const [name, value] of params) if (!(name in paging)) url.searchParams.set(name, value)
    for (const [name, value] of Object.entries(paging))
      if (value !== undefined) url.searchParams.set(name, value)
    return url.toString()
  }

  /** The context URL: the entity set, with the fields a $select named. */
  const contextOf = (select: FeedOptions['select']) => {
    const fields = select && ['ListingKey', ...select.filter((field) => field !== 'ListingKey')]
    return `${absolute(`${FEED_ROOT}/$metadata`)}#Property${fields ? `(${fields.join(',')})` : ''}`
  }

  return {
    /**
     * One page of the feed: listings and removals, filtered, in the order asked. A full page links to the next
     * by $skiptoken (`@odata.nextLink`): the position after its last entry, so a page deep down costs what the
     * first does and an entry moved by a change between pages is neither repeated nor passed in its order. In
     * the stream's own order the last page links to where the next sync starts (`@odata.deltaLink`), past
     * every entry answered so far; in any other order the last page has no link.
     */
    async page(
      keyId: string,
      request: { path: string; params: URLSearchParams; query: FeedQuery; names: string[] },
    ): Promise<FeedPage> {
      const { query } = request
      const feedOptions = readFeedOptions(query, request.names)
      const stream = isStreamOrder(feedOptions.orderBy)
      const after = query.$skiptoken ? decodeSkiptoken(query.$skiptoken, feedOptions.orderBy) : undefined
      const window = {
        // In the stream's order a position is past modifiedSince already; in another, it still bounds the set.
        modifiedSince: after && stream ? undefined : query.modifiedSince,
        settleSeconds,
        filter: feedOptions.filter,
      }
      const rows = await listFeedPage(db, {
        ...window,
        after,
        orderBy: feedOptions.orderBy,
        offset: query.$skip,
        limit: query.$top + 1,
      })
      const count = feedOptions.count ? await countFeedEntries(db, window) : undefined
      await recordFeedKeyUse(db, keyId)
      const value = rows.slice(0, query.$top).map((row) => toFeedEntry(row, feedOptions))
      const more = rows.length > query.$top
      const head = {
        '@odata.context': contextOf(feedOptions.select),
        ...(count !== undefined && { '@odata.count': count }),
        value,
      }
      const last = rows[Math.min(rows.length, query.$top) - 1]
      // Past the last entry answered; with none, from where this page started.
      const from = last
        ? { $skiptoken: encodeSkiptoken(feedOptions.orderBy, last.position), $skip: undefined }
        : { $skiptoken: query.$skiptoken, $skip: undefined }
      const paging = {
        ...from,
        ...(stream && { modifiedSince: from.$skiptoken ? undefined : query.modifiedSince }),
        $top: String(query.$top),
      }
      if (more) return { ...head, '@odata.nextLink': link(request.path, request.params, paging) }
      return stream ? { ...head, '@odata.deltaLink': link(request.path, request.params, paging) } : head
    },

    listKeys: async (): Promise<FeedKey[]> => (await listFeedKeys(db)).map(toFeedKey),

    /** Issues a key: the answer is the only place it is ever shown. */
    async issueKey(caller: Caller, name: string): Promise<IssuedFeedKey> {
      const key = `${FEED_KEY_PREFIX}${newBearerSecret()}`
      const row = await db.transaction(async (tx) => {
        const inserted = await insertFeedKey(tx, {
          name,
          keyHash: digestOfBearerSecret(key),
          createdBy: caller.id,
        })
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
