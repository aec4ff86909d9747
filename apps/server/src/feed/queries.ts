import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { feedKeys, feedRemovals, properties, users } from '../db/schema.ts'
import { isLet, isPublicRecord, isSold, isUnderContract } from '../properties/queries.ts'

/** Where a feed page starts: after the entry with this modification time (exact text) and listing id. */
export interface FeedPosition {
  modifiedAt: string
  id: string
}

/** A column of the feed's entries (entriesOf): what a filter or an order names. */
export type EntryColumn =
  | 'id'
  | 'modified_at'
  | 'standard_status'
  | 'property_type'
  | 'list_price'
  | 'bedrooms_total'
  | 'city'
  | 'postal_code'

export interface FeedPageOptions {
  after: FeedPosition | undefined
  modifiedSince: string | undefined
  settleSeconds: number
  /** The $filter, over the entries' columns (entryColumn). */
  filter: SQL | undefined
  /** The order before the stream's own (modification time, then id), which always ends it. */
  orderBy: { column: EntryColumn; descending: boolean }[]
  offset: number
  limit: number
}

export const entryColumn = (column: EntryColumn) => sql`entries.${sql.identifier(column)}`

const PUBLIC = sql`${isPublicRecord}`
/** What an entry answers of a listing while it is public; null once it is a removal (its key, status and time). */
const whilePublic = (value: SQL | AnyPgColumn) => sql`case when ${PUBLIC} then ${value} end`

/**
 * RESO's StandardStatus of a listing: Active, Pending (an accepted offer not yet paid) or Closed (sold or let)
 * while public; once it is not, Withdrawn (its agent withdrew it), Expired, or Delete for any other reason
 * (deleted, rejected or back in review, its agent marked as fraud or deleted), which is no portal's business.
 */
const standardStatus = sql<string>`case
  when ${PUBLIC} then case when ${isSold} or ${isLet} then 'Closed' when ${isUnderContract} then 'Pending' else 'Active' end
  when ${properties.listingStage} = 'withdrawn' then 'Withdrawn'
  when ${properties.listingStage} = 'expired' then 'Expired'
  else 'Delete' end`

const propertyType = sql<string>`case ${properties.listingType}
  when 'rent' then case when ${properties.category} = 'Office' then 'CommercialLease' else 'ResidentialLease' end
  else case when ${properties.category} = 'Office' then 'CommercialSale' else 'Residential' end end`

/**
 * The feed's entries, one statement over its two sources: every listing that has ever been public (as it is now)
 * and every deleted one's tombstone (feed_removals), with the fields a filter or an order names. PostgreSQL
 * flattens the union: a filter and the stream's window are tested in each branch, and the stream's order is a
 * merge of the two (time, id) indexes (properties_feed_idx, feed_removals_removed_idx), walked to a page's worth.
 */
const entries = sql`(
  select ${properties.id} as id, ${properties.updatedAt} as modified_at, ${standardStatus} as standard_status,
    ${whilePublic(propertyType)} as property_type, ${whilePublic(properties.priceHigh)} as list_price,
    ${whilePublic(properties.bedrooms)} as bedrooms_total, ${whilePublic(properties.city)} as city,
    ${whilePublic(properties.postalCode)} as postal_code
  from ${properties} where ${properties.everPublic}
  union all
  select ${feedRemovals.listingId}, ${feedRemovals.removedAt}, 'Delete', null, null, null, null, null
  from ${feedRemovals}
) as entries`

/** The entries within the stream's window and the filter: settled, at or after `modifiedSince`, after `after`. */
function entriesWhere({
  after,
  modifiedSince,
  settleSeconds,
  filter,
}: Omit<FeedPageOptions, 'orderBy' | 'offset' | 'limit'>) {
  const time = entryColumn('modified_at')
  const id = entryColumn('id')
  return and(
    sql`${time} <= now() - make_interval(secs => ${settleSeconds})`,
    modifiedSince ? sql`${time} >= ${modifiedSince}::timestamptz` : undefined,
    after ? sql`(${time}, ${id}) > (${after.modifiedAt}::timestamptz, ${after.id}::uuid)` : undefined,
    filter,
  )
}

/** OData's order: ascending puts null first, descending last; the stream's (time, id) ends every order. */
const orderOf = (orderBy: FeedPageOptions['orderBy']) =>
  sql.join(
    [
      ...orderBy.map(({ column, descending }) =>
        descending
          ? sql`${entryColumn(column)} desc nulls last`
          : sql`${entryColumn(column)} asc nulls first`,
      ),
      sql`${entryColumn('modified_at')} asc`,
      sql`${entryColumn('id')} asc`,
    ],
    sql`, `,
  )

export interface FeedRow {
  id: string
  /**
   * The modification time to the microsecond, as text: a JavaScript Date keeps milliseconds, and a cursor that
   * lost the rest would repeat or pass entries modified within the same millisecond.
   */
  modifiedAt: string
  standardStatus: string
  /** Null for a removal: it answers nothing else. */
  listing: {
    listingType: 'sale' | 'rent'
    propertyType: string
    category: string
    priceLow: number
    priceHigh: number
    bedrooms: number | null
    bathrooms: number | null
    livingArea: number | null
    lotSize: number | null
    yearBuilt: number | null
    location: string
    city: string | null
    region: string | null
    postalCode: string | null
    country: string | null
    latitude: number | null
    longitude: number | null
    description: string
    images: string[]
    agentId: string
    agentName: string
    agentEmail: string
  } | null
}

interface RawFeedRow extends Omit<NonNullable<FeedRow['listing']>, 'priceLow' | 'priceHigh'> {
  id: string
  modifiedAt: string
  standardStatus: string
  public: boolean
  priceLow: number | string
  priceHigh: number | string
}

/**
 * One page of the feed in one statement (one snapshot): the entries in the window and the filter, in the order
 * asked, `offset` left out, `limit` answered; only the page's public listings are then read in full, with their
 * agent.
 */
export async function listFeedPage(db: Database, options: FeedPageOptions): Promise<FeedRow[]> {
  const order = orderOf(options.orderBy)
  const result = (await db.execute(sql`
    select entries.id, entries.standard_status as "standardStatus",
      to_char(entries.modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "modifiedAt",
      entries.standard_status in ('Active', 'Pending', 'Closed') as public,
      ${properties.listingType} as "listingType", entries.property_type as "propertyType", ${properties.category} as category,
      ${properties.priceLow} as "priceLow", ${properties.priceHigh} as "priceHigh",
      ${properties.bedrooms} as bedrooms, ${properties.bathrooms} as bathrooms,
      ${properties.livingArea} as "livingArea", ${properties.lotSize} as "lotSize",
      ${properties.yearBuilt} as "yearBuilt", ${properties.location} as location, ${properties.city} as city,
      ${properties.region} as region, ${properties.postalCode} as "postalCode", ${properties.country} as country,
      ${properties.latitude} as latitude, ${properties.longitude} as longitude,
      ${properties.description} as description, ${properties.images} as images,
      ${users.id} as "agentId", ${users.name} as "agentName", ${users.email} as "agentEmail"
    from (
      select * from ${entries} where ${entriesWhere(options)}
      order by ${order} limit ${options.limit} offset ${options.offset}
    ) as entries
    left join ${properties} on ${properties.id} = entries.id
    left join ${users} on ${users.id} = ${properties.agentId}
    order by ${order}`)) as unknown as { rows: RawFeedRow[] }
  return result.rows.map(({ id, modifiedAt, standardStatus, public: isPublic, ...listing }) => ({
    id,
    modifiedAt,
    standardStatus,
    listing: isPublic
      ? { ...listing, priceLow: Number(listing.priceLow), priceHigh: Number(listing.priceHigh) }
      : null,
  }))
}

/** How many entries are in the window and the filter, wherever a page starts. */
export async function countFeedEntries(
  db: Database,
  options: Omit<FeedPageOptions, 'after' | 'orderBy' | 'offset' | 'limit'>,
): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from ${entries} where ${entriesWhere({ ...options, after: undefined })}`,
  )) as unknown as { rows: { count: number }[] }
  return result.rows[0]?.count ?? 0
}

/** Forgets the removals of listings deleted more than `days` ago (by the database's clock, as they were written). */
export async function pruneFeedRemovals(db: Database, days: number): Promise<number> {
  const pruned = await db
    .delete(feedRemovals)
    .where(lt(feedRemovals.removedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: feedRemovals.listingId })
  return pruned.length
}

const keyColumns = {
  id: feedKeys.id,
  name: feedKeys.name,
  createdAt: feedKeys.createdAt,
  lastUsedAt: feedKeys.lastUsedAt,
  revokedAt: feedKeys.revokedAt,
}
export type FeedKeyRow = {
  id: string
  name: string
  createdAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
}

export async function insertFeedKey(
  tx: Transaction,
  values: { name: string; keyHash: string; createdBy: string },
): Promise<FeedKeyRow> {
  const [row] = await tx.insert(feedKeys).values(values).returning(keyColumns)
  if (!row) throw new Error('insert into feed_keys returned no row')
  return row
}

/** Every key, newest first (revoked ones too: the list shows when each was revoked). */
export function listFeedKeys(db: Database): Promise<FeedKeyRow[]> {
  return db.select(keyColumns).from(feedKeys).orderBy(desc(feedKeys.createdAt), desc(feedKeys.id))
}

/** The key not revoked whose hash this is. */
export async function findLiveFeedKey(db: Database, keyHash: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: feedKeys.id })
    .from(feedKeys)
    .where(and(eq(feedKeys.keyHash, keyHash), isNull(feedKeys.revokedAt)))
  return row
}

/** Revokes the key, in one statement; the key as revoked now, or undefined when it already was (or is none). */
export async function revokeFeedKey(tx: Transaction, id: string): Promise<FeedKeyRow | undefined> {
  const [row] = await tx
    .update(feedKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(feedKeys.id, id), isNull(feedKeys.revokedAt)))
    .returning(keyColumns)
  return row
}

export async function findFeedKey(db: Database | Transaction, id: string): Promise<FeedKeyRow | undefined> {
  const [row] = await db.select(keyColumns).from(feedKeys).where(eq(feedKeys.id, id))
  return row
}

/** Records a use of the key, at most once a minute: a feed read is a few pages in a row. */
export async function recordFeedKeyUse(db: Database, id: string): Promise<void> {
  const stale: SQL | undefined = or(
    isNull(feedKeys.lastUsedAt),
    lt(feedKeys.lastUsedAt, sql`now() - interval '1 minute'`),
  )
  await db
    .update(feedKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(feedKeys.id, id), stale))
}
