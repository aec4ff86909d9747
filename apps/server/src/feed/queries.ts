import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { feedKeys, feedRemovals, properties } from '../db/schema.ts'
import { isLet, isPublicRecord, isSold, isUnderContract } from '../properties/queries.ts'

/** Where a feed page starts: after the entry with this modification time (exact text) and listing id. */
export interface FeedPosition {
  modifiedAt: string
  id: string
}

interface FeedPageOptions {
  after: FeedPosition | undefined
  modifiedSince: string | undefined
  settleSeconds: number
  limit: number
}

/**
 * The feed's window over one of its two sources, by (time, id): settled (`settleSeconds` old), at or after
 * `modifiedSince`, after `after`.
 */
function streamWindow(
  time: AnyPgColumn,
  id: AnyPgColumn,
  { after, modifiedSince, settleSeconds }: Omit<FeedPageOptions, 'limit'>,
) {
  return and(
    sql`${time} <= now() - make_interval(secs => ${settleSeconds})`,
    modifiedSince ? sql`${time} >= ${modifiedSince}::timestamptz` : undefined,
    after ? sql`(${time}, ${id}) > (${after.modifiedAt}::timestamptz, ${after.id}::uuid)` : undefined,
  )
}

/**
 * One page of the feed, in one statement (one snapshot), in modification order, then listing id, after `after`
 * or from `modifiedSince`, modified at least `settleSeconds` ago: every listing that has ever been public (its
 * state now, public or not) and every deleted one's removal (feed_removals). Each source is walked on its own
 * (time, id) index to `limit` entries, the two are merged, and only the page's listings are read. A removal's
 * `listing` is null: its row is gone.
 */
export function listFeedPage(db: Database, { limit, ...window }: FeedPageOptions) {
  const page = unionAll(
    db
      .select({ id: properties.id, modifiedAt: properties.updatedAt })
      .from(properties)
      .where(and(properties.everPublic, streamWindow(properties.updatedAt, properties.id, window)))
      .orderBy(asc(properties.updatedAt), asc(properties.id))
      .limit(limit),
    db
      .select({ id: feedRemovals.listingId, modifiedAt: feedRemovals.removedAt })
      .from(feedRemovals)
      .where(streamWindow(feedRemovals.removedAt, feedRemovals.listingId, window))
      .orderBy(asc(feedRemovals.removedAt), asc(feedRemovals.listingId))
      .limit(limit),
  )
    // The union's columns bear the first select's names: updated_at and id.
    .orderBy(asc(properties.updatedAt), asc(properties.id))
    .limit(limit)
    .as('page')
  return db
    .select({
      id: page.id,
      // The modification time to the microsecond, as text: a JavaScript Date keeps milliseconds, and a cursor
      // that lost the rest would repeat or pass entries modified within the same millisecond.
      modifiedAt: sql<string>`to_char(${page.modifiedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      listing: {
        title: properties.title,
        description: properties.description,
        location: properties.location,
        images: properties.images,
        listingType: properties.listingType,
        category: properties.category,
        priceLow: properties.priceLow,
        priceHigh: properties.priceHigh,
        bedrooms: properties.bedrooms,
        bathrooms: properties.bathrooms,
        livingArea: properties.livingArea,
        lotSize: properties.lotSize,
        yearBuilt: properties.yearBuilt,
        city: properties.city,
        region: properties.region,
        postalCode: properties.postalCode,
        country: properties.country,
        latitude: properties.latitude,
        longitude: properties.longitude,
        listingStage: properties.listingStage,
      },
      isPublic: sql<boolean>`${isPublicRecord}`,
      isSold: sql<boolean>`${isSold}`,
      underContract: sql<boolean>`${isUnderContract}`,
      isLet: sql<boolean>`${isLet}`,
    })
    .from(page)
    .leftJoin(properties, eq(properties.id, page.id))
    .orderBy(asc(page.modifiedAt), asc(page.id))
}
export type FeedRow = Awaited<ReturnType<typeof listFeedPage>>[number]

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
