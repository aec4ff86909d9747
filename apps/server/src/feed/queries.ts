import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { feedKeys, properties } from '../db/schema.ts'
import { isLet, isPublicRecord, isSold, isUnderContract } from '../properties/queries.ts'

/** Where a feed page starts: after the listing with this modification time (exact text) and id. */
export interface FeedPosition {
  modifiedAt: string
  id: string
}

// The modification time to the microsecond, as text: a JavaScript Date keeps milliseconds, and a cursor that
// lost the rest would repeat or pass listings modified within the same millisecond.
const modifiedAtText = sql<string>`to_char(${properties.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * One page of the feed: publicly readable listings (let ones included) in modification order, then id, after
 * `after` or from `modifiedSince`, modified at least `settleSeconds` ago. Walks properties_modified_idx.
 */
export function listFeedPage(
  db: Database,
  options: {
    after: FeedPosition | undefined
    modifiedSince: string | undefined
    settleSeconds: number
    limit: number
  },
) {
  const { after, modifiedSince, settleSeconds, limit } = options
  return db
    .select({
      id: properties.id,
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
      isSold: sql<boolean>`${isSold}`,
      underContract: sql<boolean>`${isUnderContract}`,
      isLet: sql<boolean>`${isLet}`,
      modifiedAt: modifiedAtText,
    })
    .from(properties)
    .where(
      and(
        isPublicRecord,
        sql`${properties.updatedAt} <= now() - make_interval(secs => ${settleSeconds})`,
        modifiedSince ? sql`${properties.updatedAt} >= ${modifiedSince}::timestamptz` : undefined,
        after
          ? sql`(${properties.updatedAt}, ${properties.id}) > (${after.modifiedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(properties.updatedAt), asc(properties.id))
    .limit(limit)
}
export type FeedRow = Awaited<ReturnType<typeof listFeedPage>>[number]

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
