import { and, asc, count, desc, eq, exists, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { offers, properties, propertyPriceChanges, users } from '../db/schema.ts'

export type PropertyRow = Awaited<ReturnType<typeof selectProperties>>[number]
export type PropertyValues = Omit<
  typeof properties.$inferInsert,
  'id' | 'agentId' | 'verificationStatus' | 'isAdvertised' | 'createdAt' | 'updatedAt'
>

/** Whether the outer row's property has an offer in this status (correlated subquery). */
export const hasOfferIn = (status: 'accepted' | 'bought') =>
  exists(
    sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} = ${status})`,
  )

/** A property is sold once one of its offers has been paid for. */
export const isSold = hasOfferIn('bought')

/**
 * Verified listings of an agent who still has an account and is not marked fraud. The agent is joined as
 * `users`: a deleted agent's listing (agent_id set null) finds no row there, so it stays hidden like a fraud
 * agent's does.
 */
export const isPubliclyListed = and(
  eq(properties.verificationStatus, 'verified'),
  isNotNull(users.id),
  ne(users.role, 'fraud'),
) as SQL

/** The same rule for a listing already read (PropertyRow), in JavaScript. */
export const isPublicRow = (row: Pick<PropertyRow, 'verificationStatus' | 'agentRole'>) =>
  row.verificationStatus === 'verified' && row.agentRole !== null && row.agentRole !== 'fraud'

/** Whether this caller may read the listing: publicly listed, or their own, or any listing for an admin. */
export const isVisibleTo = (
  row: Pick<PropertyRow, 'verificationStatus' | 'agentRole' | 'agentId'>,
  caller: { id: string; role: string },
) => caller.role === 'admin' || (row.agentId !== null && row.agentId === caller.id) || isPublicRow(row)

/** Whether the outer row's property is under contract: one of its offers is accepted or bought. */
export const isUnderContract = exists(
  sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} in ('accepted', 'bought'))`,
)

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Case-insensitive substring of the location; the pg_trgm GIN index serves it (for 3+ characters). */
export const locationContains = (text: string) => ilike(properties.location, containing(text))

/**
 * The orders a list can take, each with a unique tie-break on id (stable pages) and an index behind it:
 * (verification_status, price_low, id) and (verification_status, created_at, id). `key` is the sort value as
 * exact text (numeric as written, timestamps to the microsecond) and `after` the keyset condition that
 * continues past a row with that key and id. The key is read for one row only (sortKeyOf): in a select list
 * it would be computed for every row a sort reads, not just the page.
 */
export const ORDERS = {
  asc: {
    orderBy: [asc(properties.priceLow), asc(properties.id)],
    key: sql<string>`${properties.priceLow}::text`,
    after: (key: string, id: string) =>
      sql`(${properties.priceLow}, ${properties.id}) > (${key}::numeric, ${id}::uuid)`,
  },
  desc: {
    orderBy: [desc(properties.priceLow), desc(properties.id)],
    key: sql<string>`${properties.priceLow}::text`,
    after: (key: string, id: string) =>
      sql`(${properties.priceLow}, ${properties.id}) < (${key}::numeric, ${id}::uuid)`,
  },
  newest: {
    orderBy: [desc(properties.createdAt), desc(properties.id)],
    key: sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (key: string, id: string) =>
      sql`(${properties.createdAt}, ${properties.id}) < (${key}::timestamptz, ${id}::uuid)`,
  },
} satisfies Record<string, { orderBy: SQL[]; key: SQL<string>; after: (key: string, id: string) => SQL }>
export type ListOrder = keyof typeof ORDERS

function selectProperties(db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      description: properties.description,
      location: properties.location,
      image: properties.image,
      images: properties.images,
      listingType: properties.listingType,
      category: properties.category,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      latitude: properties.latitude,
      longitude: properties.longitude,
      agentId: properties.agentId,
      verificationStatus: properties.verificationStatus,
      isAdvertised: properties.isAdvertised,
      createdAt: properties.createdAt,
      agentName: users.name,
      agentEmail: users.email,
      agentImage: users.image,
      agentRole: users.role,
      isSold: sql<boolean>`${isSold}`,
      underContract: sql<boolean>`${isUnderContract}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(where)
    .orderBy(...ORDERS[order].orderBy)
    .limit(page.limit)
    .offset(page.offset)
}

function listPage(db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) {
  return readPage(
    selectProperties(db, where, page, order),
    db
      .select({ total: count() })
      .from(properties)
      .leftJoin(users, eq(users.id, properties.agentId))
      .where(where),
  )
}

export function listAdvertisedProperties(db: Database, page: PageWindow) {
  return listPage(db, and(isPubliclyListed, eq(properties.isAdvertised, true)), page, 'newest')
}

export function listRentProperties(db: Database, page: PageWindow, category?: PropertyRow['category']) {
  const where = and(
    isPubliclyListed,
    eq(properties.listingType, 'rent'),
    category ? eq(properties.category, category) : undefined,
  )
  return listPage(db, where, page, 'newest')
}

/**
 * How many publicly listed properties meet the filters, counted up to `cap` + 1 rows only: `capped` says
 * there are more than `cap`. A broad filter over a million listings then costs a bounded read instead of a
 * scan of every match.
 */
export async function countVerifiedProperties(db: Database, filters: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(and(isPubliclyListed, filters))
    .limit(cap + 1)
    .as('matches')
  const [row] = await db.select({ total: count() }).from(matches)
  const total = row?.total ?? 0
  return total > cap ? { total: cap, capped: true } : { total, capped: false }
}
export type VerifiedCount = Awaited<ReturnType<typeof countVerifiedProperties>>

export interface VerifiedListing {
  /** The filters' condition (listing-filters.ts), if any. */
  filters: SQL | undefined
  order: ListOrder
  /** Rows to return; one more is read to learn whether another page follows. */
  limit: number
  /** An offset page, or the keyset position of the last row already seen. */
  from: { offset: number } | { after: { key: string; id: string } }
}

/**
 * All Properties: one page of the publicly listed properties that meet the filters, in one of the orders.
 * A keyset page (`after`) costs the same at any depth.
 */
export function listVerifiedProperties(db: Database, listing: VerifiedListing) {
  const where = and(isPubliclyListed, listing.filters)
  const { order, from, limit } = listing
  return 'after' in from
    ? selectProperties(
        db,
        and(where, ORDERS[order].after(from.after.key, from.after.id)),
        { limit, offset: 0 },
        order,
      )
    : selectProperties(db, where, { limit, offset: from.offset }, order)
}

/** Whether this listing is publicly listed and meets the filters (a saved search's alert). */
export async function propertyMatches(db: Database, id: string, filters: SQL | undefined) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(and(eq(properties.id, id), isPubliclyListed, filters))
  return row !== undefined
}

/** Manage Properties / Advertise (admin): every listing of any status and agent, newest first. */
export function listAllProperties(
  db: Database,
  filter: { status?: PropertyRow['verificationStatus'] | undefined; search?: string | undefined },
  page: PageWindow,
) {
  const where = and(
    filter.status ? eq(properties.verificationStatus, filter.status) : undefined,
    filter.search
      ? or(locationContains(filter.search), ilike(properties.title, containing(filter.search)))
      : undefined,
  )
  return listPage(db, where, page, 'newest')
}

/** One agent's listings of every status, newest first. */
export function listAgentProperties(db: Database, agentEmail: string, page: PageWindow) {
  return listPage(db, eq(users.email, agentEmail), page, 'newest')
}

/** The exact sort key of one listing in this order, for the cursor after it. */
export async function sortKeyOf(db: Database, order: ListOrder, id: string): Promise<string | undefined> {
  const [row] = await db.select({ key: ORDERS[order].key }).from(properties).where(eq(properties.id, id))
  return row?.key
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await selectProperties(db, eq(properties.id, id), { limit: 1, offset: 0 }, 'newest')
  return row
}

/** A new listing with the first entry of its price history, in the caller's transaction. */
export async function insertProperty(
  tx: Transaction,
  agentId: string,
  values: PropertyValues,
): Promise<string> {
  const [row] = await tx
    .insert(properties)
    .values({ ...values, agentId, verificationStatus: 'pending', isAdvertised: false })
    .returning({ id: properties.id, priceLow: properties.priceLow, priceHigh: properties.priceHigh })
  if (!row) throw new Error('insert into properties returned no row')
  await recordPrices(tx, [{ ...row, changedAt: undefined }])
  return row.id
}

/** Adds entries to the listings' price history (`changedAt` unset: now). */
export async function recordPrices(
  db: Pick<Database, 'insert'>,
  entries: { id: string; priceLow: number; priceHigh: number; changedAt: Date | undefined }[],
) {
  if (entries.length === 0) return
  await db.insert(propertyPriceChanges).values(
    entries.map(({ id, priceLow, priceHigh, changedAt }) => ({
      propertyId: id,
      priceLow,
      priceHigh,
      ...(changedAt && { changedAt }),
    })),
  )
}

/** A listing's price history, oldest first. */
export function listPriceChanges(db: Database, propertyId: string) {
  return db
    .select({
      priceLow: propertyPriceChanges.priceLow,
      priceHigh: propertyPriceChanges.priceHigh,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(asc(propertyPriceChanges.changedAt), asc(propertyPriceChanges.id))
}

/**
 * The listing's row, locked until the transaction ends: FOR NO KEY UPDATE for an edit (an accept, which takes
 * the same lock, and offers being made, which hold it FOR SHARE, run before or after it, never beside it),
 * FOR UPDATE for a deletion.
 */
export async function lockProperty(tx: Transaction, id: string, strength: 'update' | 'no key update') {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for(strength)
  return row
}

/**
 * Whether the listing is under contract (an accepted or bought offer) and whether it has offers at all (pending
 * included). Read by a statement of its own after the lock is held, so it sees what a concurrent accept or
 * offer committed while the lock was awaited.
 */
export async function offerStateOf(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      underContract: sql<boolean>`${isUnderContract}`,
      hasOpenOffers: exists(
        sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} <> 'rejected')`,
      ),
    })
    .from(properties)
    .where(eq(properties.id, id))
  return { underContract: Boolean(row?.underContract), hasOpenOffers: Boolean(row?.hasOpenOffers) }
}

/**
 * Changes the listing's own fields, never its agent; `returnToReview` also sends it back to pending and out of
 * the advertisement. Runs inside the transaction holding the row's lock (lockProperty).
 */
export async function updatePropertyFields(
  tx: Transaction,
  id: string,
  values: PropertyValues,
  returnToReview: boolean,
): Promise<number> {
  const updated = await tx
    .update(properties)
    .set(returnToReview ? { ...values, verificationStatus: 'pending', isAdvertised: false } : values)
    .where(eq(properties.id, id))
    .returning({ id: properties.id })
  return updated.length
}

export async function deleteProperty(tx: Transaction, id: string) {
  const deleted = await tx.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id })
  return deleted.length
}

/** pending → verified or rejected, in one statement: of two concurrent decisions only the first applies. */
/** pending → verified or rejected; the decided listing (its agent is told), or undefined if it was not pending. */
export async function decidePending(
  db: Pick<Database, 'update'>,
  id: string,
  status: 'verified' | 'rejected',
) {
  const [decided] = await db
    .update(properties)
    .set({ verificationStatus: status })
    .where(and(eq(properties.id, id), eq(properties.verificationStatus, 'pending')))
    .returning({ id: properties.id, agentId: properties.agentId, title: properties.title })
  return decided
}

/** Advertises a verified listing of a non-fraud agent that is not advertised yet; 0 when nothing changed. */
export async function advertise(db: Database, id: string): Promise<number> {
  const agentIsFraud = exists(
    sql`(select 1 from ${users} where ${users.id} = ${properties.agentId} and ${users.role} = 'fraud')`,
  )
  const updated = await db
    .update(properties)
    .set({ isAdvertised: true })
    .where(
      and(
        eq(properties.id, id),
        eq(properties.verificationStatus, 'verified'),
        eq(properties.isAdvertised, false),
        sql`not ${agentIsFraud}`,
      ),
    )
    .returning({ id: properties.id })
  return updated.length
}

export async function withdrawAdvertisement(db: Database, id: string): Promise<number> {
  const updated = await db
    .update(properties)
    .set({ isAdvertised: false })
    .where(and(eq(properties.id, id), eq(properties.isAdvertised, true)))
    .returning({ id: properties.id })
  return updated.length
}
