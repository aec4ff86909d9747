import { MONEY_CEILING, type OpenHouse } from '@keyhaven/contract'
import {
  type AnyColumn,
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  ne,
  not,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { containing } from '../db/like.ts'
import type { PageWindow } from '../db/paging.ts'
import {
  offers,
  openHouses,
  PRICE_WIDTH_THRESHOLDS,
  properties,
  propertyPriceChanges,
  users,
} from '../db/schema.ts'
import type { PriceDropColumns } from '../price-drops/price-drop.ts'
import { listingColumns } from './listing-columns.ts'
import type { ListingColumns } from './listing-states.ts'

export type PropertyRow = Awaited<ReturnType<typeof listProperties>>[number]
export type PropertyValues = Omit<
  typeof properties.$inferInsert,
  | 'id'
  | 'agentId'
  | 'verificationStatus'
  | 'isAdvertised'
  | 'createdAt'
  | 'updatedAt'
  | 'listingStage'
  | 'changesRequestedReason'
  | 'listedAt'
  | 'expiryNoticeAt'
  | 'everPublic'
  | keyof PriceDropColumns
>

/** Whether the outer row's property has an offer in this status (correlated subquery). */
export const hasOfferIn = (status: 'accepted' | 'bought') =>
  exists(
    sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} = ${status})`,
  )

/** A property is sold once one of its offers has been paid for. */
export const isSold = hasOfferIn('bought')

/**
 * Whether the outer row's property is let: one of its rental applications is accepted (a trigger keeps the
 * column from rental_applications, migration 0050).
 */
export const isLet = eq(properties.isLet, true)

/**
 * Verified listings of an agent who still has an account and is not marked fraud: the listings whose page anyone
 * may read (isPublicRow's rule in SQL), let ones included. The portal feed answers these.
 */
export const isPublicRecord = and(
  eq(properties.verificationStatus, 'verified'),
  isNotNull(properties.agentId),
  notExists(
    // "users" here is the subquery's own: a page's select also joins users, for the agent's name.
    sql`(select 1 from ${users} where ${users.id} = ${properties.agentId} and ${users.role} = 'fraud')`,
  ),
) as SQL

/**
 * Publicly readable listings (isPublicRecord) that are not let: a let rental leaves every list and search but its
 * page stays readable by direct link (isPublicRow), with its Let badge. A deleted agent's listing has no agent_id
 * (ON DELETE SET NULL), so it stays hidden like a fraud agent's does. The agent is not joined: an anti-join
 * against the few fraud accounts keeps every index on properties usable for the filters and orders, and lets a
 * count read properties alone. The let state is the listing's own column (isLet), which those indexes hold: an
 * anti-join against the accepted applications, one probe per listing passed, cost most of a count.
 */
export const isPubliclyListed = and(isPublicRecord, eq(properties.isLet, false)) as SQL

/** The same rule for a listing already read (PropertyRow), in JavaScript, without the let state: a direct link. */
// A listing with a stage (a draft, withdrawn, expired) is pending, never verified: this rule leaves it out too.
export const isPublicRow = (row: Pick<PropertyRow, 'verificationStatus' | 'agentRole'>) =>
  row.verificationStatus === 'verified' && row.agentRole !== null && row.agentRole !== 'fraud'

/**
 * Whether this caller may read the listing: publicly listed, or their own, or any listing for an admin but a
 * draft, which only its agent sees.
 */
export const isVisibleTo = (
  row: Pick<PropertyRow, 'verificationStatus' | 'agentRole' | 'agentId' | 'listingStage'>,
  caller: { id: string; role: string },
) =>
  (row.agentId !== null && row.agentId === caller.id) ||
  (caller.role === 'admin' && row.listingStage !== 'draft') ||
  isPublicRow(row)

/** Whether the outer row's property is under contract: one of its offers is accepted or bought. */
export const isUnderContract = exists(
  sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} in ('accepted', 'bought'))`,
)

/**
 * A search: the text, case-insensitive, anywhere in the location or the title, with LIKE's pattern characters
 * taken literally. It is looked for in the listing's search text (location and title, lower-cased), lower-cased
 * by PostgreSQL as that text is; the trigram GIN index on it serves a text of 3 characters or more.
 */
export const searchMatches = (text: string) => like(properties.searchText, sql`lower(${containing(text)})`)

/**
 * The orders a list can take, each with a unique tie-break on id (stable pages) and an index behind it:
 * (verification_status, price_low, id), (verification_status, price_per_area, id) and
 * (verification_status, created_at, id). `key` is the sort value as
 * exact text (numeric as written, timestamps to the microsecond) and `after` the keyset condition that
 * continues past a row with that key and id. A page's rows carry their key (listProperties) for the cursor
 * after the last: the lists read their rows in an order's index or by the page's ids, so the key is computed
 * for the page's rows, or few more.
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
  // Only listings with a living area have a price per area: the search adds that condition (orderCondition).
  pricePerArea: {
    orderBy: [asc(properties.pricePerArea), asc(properties.id)],
    key: sql<string>`${properties.pricePerArea}::text`,
    after: (key: string, id: string) =>
      sql`(${properties.pricePerArea}, ${properties.id}) > (${key}::numeric, ${id}::uuid)`,
  },
  newest: {
    orderBy: [desc(properties.createdAt), desc(properties.id)],
    key: sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (key: string, id: string) =>
      sql`(${properties.createdAt}, ${properties.id}) < (${key}::timestamptz, ${id}::uuid)`,
  },
} satisfies Record<string, { orderBy: SQL[]; key: SQL<string>; after: (key: string, id: string) => SQL }>
export type ListOrder = keyof typeof ORDERS

/** A listing's open houses still to end, soonest first, as the API answers them (a page's rows each look once). */
const upcomingOpenHouses = sql<OpenHouse[]>`coalesce((
  select json_agg(json_build_object(
    '_id', ${openHouses.id},
    'start', to_char(${openHouses.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'end', to_char(${openHouses.endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  ) order by ${openHouses.startsAt})
  from ${openHouses}
  where ${openHouses.propertyId} = ${properties.id} and ${openHouses.endsAt} > now()
), '[]'::json)`

/** One page of the listings that meet `where`, in one of the orders (their total: countProperties). */
export function listProperties(db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) {
  return db
    .select({
      id: properties.id,
      ...listingColumns,
      droppedFromLow: properties.droppedFromLow,
      droppedFromHigh: properties.droppedFromHigh,
      priceDroppedAt: properties.priceDroppedAt,
      agentId: properties.agentId,
      verificationStatus: properties.verificationStatus,
      rejectionReason: properties.rejectionReason,
      listingStage: properties.listingStage,
      changesRequestedReason: properties.changesRequestedReason,
      listedAt: properties.listedAt,
      isAdvertised: properties.isAdvertised,
      createdAt: properties.createdAt,
      agentName: users.name,
      agentEmail: users.email,
      agentImage: users.image,
      agentRole: users.role,
      isSold: sql<boolean>`${isSold}`,
      underContract: sql<boolean>`${isUnderContract}`,
      isLet: sql<boolean>`${isLet}`,
      openHouses: upcomingOpenHouses,
      sortKey: ORDERS[order].key,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(pageCondition(db, where, page, order))
    .orderBy(...ORDERS[order].orderBy)
    .limit(page.limit)
}

/**
 * The map's pins: what a pin and its popup show, no more. A hundred full listings were 76 KB of JSON, two
 * lookups in offers per row and a join of the agent; a hundred pins are a fraction of each.
 */
export function listPins(db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      location: properties.location,
      image: properties.image,
      listingType: properties.listingType,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      currency: properties.currency,
      latitude: properties.latitude,
      longitude: properties.longitude,
    })
    .from(properties)
    .where(pageCondition(db, where, page, order))
    .orderBy(...ORDERS[order].orderBy)
    .limit(page.limit)
}

/** The condition of a page's rows: beyond the first page, the ids of the page (see pageIds). */
const pageCondition = (db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) =>
  page.offset > 0 ? inArray(properties.id, pageIds(db, where, page, order)) : where

/**
 * The ids of a page, read apart from its columns, where an index can answer the filters and the order alone:
 * the rows a deeper page skips, or a filter passes over, then cost an entry each in an order's index (which
 * holds agent_id for isPubliclyListed, and the filters' columns), not a read of each row; in the map's box,
 * the ids come from the map's index.
 */
function pageIds(db: Database, where: SQL | undefined, page: PageWindow, order: ListOrder) {
  return db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...ORDERS[order].orderBy)
    .limit(page.limit)
    .offset(page.offset)
}

/** Advertised on the home page: publicly listed, advertised and not sold (a sold home leaves it). */
export const isAdvertisedListing = and(isPubliclyListed, eq(properties.isAdvertised, true), not(isSold))

/** Rent Properties: publicly listed rentals, of one category or all. */
export const rentListing = (category?: PropertyRow['category']) =>
  and(
    isPubliclyListed,
    eq(properties.listingType, 'rent'),
    category ? eq(properties.category, category) : undefined,
  )

/** Waiting for an admin's decision: pending, and not a draft, withdrawn, expired or changes-requested. */
export const isInReview = and(
  eq(properties.verificationStatus, 'pending'),
  isNull(properties.listingStage),
) as SQL

/** Not a draft: what only its agent sees is left out of every other list. */
const notDraft = or(isNull(properties.listingStage), ne(properties.listingStage, 'draft')) as SQL

/**
 * Manage Properties / Advertise (admin): every listing of any agent but drafts, of one status or all, maybe
 * searched. Pending is the review queue: what waits for a decision, not a withdrawn, expired or
 * changes-requested listing (pending too, for the spec's three statuses).
 */
export const adminListing = (filter: {
  status?: PropertyRow['verificationStatus'] | undefined
  search?: string | undefined
}) =>
  and(
    notDraft,
    filter.status === 'pending' ? isInReview : undefined,
    filter.status && filter.status !== 'pending'
      ? eq(properties.verificationStatus, filter.status)
      : undefined,
    filter.search ? searchMatches(filter.search) : undefined,
  )

/**
 * One agent's listings of every status, by the agent's e-mail (looked up once, then the agent's index); their
 * drafts only when `withDrafts` (the agent's own list).
 */
export const agentListing = (agentEmail: string, withDrafts: boolean) =>
  and(
    eq(properties.agentId, sql`(select ${users.id} from ${users} where ${users.email} = ${agentEmail})`),
    withDrafts ? undefined : notDraft,
  )

/**
 * How many listings meet `where`, counted up to `cap` + 1 rows only: `capped` says there are more than `cap`.
 * A broad list over a million listings then costs a bounded read instead of a scan of every match. Reads
 * properties alone: every list's condition is on its own columns (isPubliclyListed included).
 */
export async function countProperties(db: Database, where: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(cap + 1)
    .as('matches')
  const [row] = await db.select({ total: count() }).from(matches)
  const total = row?.total ?? 0
  return total > cap ? { total: cap, capped: true } : { total, capped: false }
}
export type CappedCount = Awaited<ReturnType<typeof countProperties>>

export interface VerifiedListing {
  /** The filters' condition (listing-filters.ts), if any. */
  filters: SQL | undefined
  /**
   * The filters' minimum price, when every listing is compared with it as it is (one currency): the cheapest
   * first reads such a page in two parts.
   */
  minPrice?: number | undefined
  /** How many listings meet the filters, when known exactly: a few are gathered whole, then sorted. */
  matches?: number | undefined
  order: ListOrder
  /** Rows to return; one more is read to learn whether another page follows. */
  limit: number
  /** Rows to skip, after the keyset position of a row already seen (`after`) or from the top. */
  from: { offset: number; after?: { key: string; id: string } | undefined }
}

/**
 * All Properties: one page of the publicly listed properties that meet the filters, in one of the orders.
 * A keyset page (`after`) costs the same at any depth.
 */
export function listVerifiedProperties<Row>(
  db: Database,
  listing: VerifiedListing,
  read: ReadListing<Row>,
): PromiseLike<Row[]> {
  const { order, from, limit, minPrice } = listing
  const where = and(
    isPubliclyListed,
    listing.filters,
    from.after ? ORDERS[order].after(from.after.key, from.after.id) : undefined,
  )
  const page = { limit, offset: from.offset }
  const firstRows = { limit, offset: 0 }
  if (listing.matches !== undefined && listing.matches < GATHER_BELOW) {
    return read(db, gathered(where, order, page), firstRows, order)
  }
  if (minPrice !== undefined && order === 'asc') {
    return read(db, cheapestFrom(db, where, minPrice, page), firstRows, order)
  }
  // The page's ids first, from an index alone, then only the page's rows. An order's index holds every filter
  // (migration 0018), so the listings a filter skips are tested there, not read. The box of a dense city holds
  // tens of thousands of listings, about one per heap page: its ids are sorted out of the map's index, which
  // holds the filters and the orders' keys too (migration 0015).
  return read(db, inArray(properties.id, pageIds(db, where, page, order)), firstRows, order)
}

/** Reads the rows of a page in an order: a listing's columns (listProperties) or a pin's (listPins). */
export type ReadListing<Row> = (
  db: Database,
  where: SQL | undefined,
  page: PageWindow,
  order: ListOrder,
) => PromiseLike<Row[]>

/** Fewer matches than this are read by gathering them all (an index per filter), then sorting. */
const GATHER_BELOW = 1_000

/**
 * The page of a list with few matches, as a condition on id. Walking an order's index until a page is full
 * passes over every listing that does not match, and when the filters are correlated the planner cannot know
 * how many that is: for a search and filters that match nothing, it is the whole table. With the count known to
 * be small, the matches are gathered first (OFFSET 0 keeps the planner from merging the order into that read,
 * so it uses the filters' indexes), then sorted.
 */
function gathered(where: SQL | undefined, order: ListOrder, page: PageWindow) {
  const sorts: Record<ListOrder, [AnyColumn, 'asc' | 'desc']> = {
    newest: [properties.createdAt, 'desc'],
    asc: [properties.priceLow, 'asc'],
    desc: [properties.priceLow, 'desc'],
    pricePerArea: [properties.pricePerArea, 'asc'],
  }
  const [sortKey, direction] = sorts[order]
  const matches = sql`select ${properties.id} as id, ${sortKey} as sort_key from ${properties} where ${where ?? sql`true`} offset 0`
  return sql`${properties.id} in (select id from (${matches}) as matches
    order by sort_key ${sql.raw(direction)}, id ${sql.raw(direction)} limit ${page.limit} offset ${page.offset})`
}

/**
 * The page of the cheapest first under a minimum price, as a condition on id. A listing meets the minimum when
 * its range ends at or above it (price_high), but this order walks the low price: from the cheapest, that walk
 * would pass every listing that ends below the minimum first (nearly all of them, for a high minimum; the
 * planner cannot know, as the two prices are correlated). So the page is the head of ordered index ranges,
 * merged: the listings that start at or above the minimum (the order's btree), and those whose range straddles
 * it, one width class at a time (PRICE_WIDTH_THRESHOLDS). A listing narrower than w that reaches the minimum
 * starts above (minimum - w), so each class's walk starts there and passes at most its class's listings that end
 * short of the minimum in that window, where reading every straddling listing to sort them (60,000 for a
 * minimum of 2.9M at a million listings) cost 40-60 ms. (High to low needs none of this: from the top, every
 * listing meets the minimum until the walk reaches it.)
 */
function cheapestFrom(db: Database, where: SQL | undefined, minPrice: number, page: PageWindow) {
  const walk = (from: SQL) =>
    db
      .select({ id: properties.id, priceLow: properties.priceLow })
      .from(properties)
      .where(and(where, from))
      .orderBy(...ORDERS.asc.orderBy)
      .limit(page.offset + page.limit)
  const startsAbove = walk(gte(properties.priceLow, minPrice))
  // One walk per width class, planned once (a lateral join over the classes): planning a walk per class cost
  // more than the walks. The widest class has no bound of its own; money's ceiling stands in for it.
  const narrowerThan = [...PRICE_WIDTH_THRESHOLDS, MONEY_CEILING]
  const widthClasses = sql.raw(
    `unnest(array[${narrowerThan.map((_, widthClass) => widthClass).join(',')}]::smallint[], array[${narrowerThan.join(',')}]::numeric[]) as classes(width_class, narrower_than)`,
  )
  const straddling = walk(
    and(
      sql`${properties.priceWidthClass} = classes.width_class`,
      sql`${properties.priceLow} > ${minPrice}::numeric - classes.narrower_than`,
      lt(properties.priceLow, minPrice),
      gte(properties.priceHigh, minPrice),
    ) as SQL,
  )
  return sql`${properties.id} in (select id from (
    (${startsAbove}) union all (select straddling.* from ${widthClasses} cross join lateral (${straddling}) as straddling)
  ) as parts order by price_low, id limit ${page.limit} offset ${page.offset})`
}

/** Of these picture URLs, the ones a listing of the agent's shows (any listing of theirs, of any status). */
export async function picturesOnListingsOf(
  db: Database,
  agentId: string,
  urls: string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const rows = await db
    .select({ images: properties.images })
    .from(properties)
    .where(and(eq(properties.agentId, agentId), arrayOverlaps(properties.images, urls)))
  const wanted = new Set(urls)
  return new Set(rows.flatMap((row) => row.images).filter((url) => wanted.has(url)))
}

export async function findProperty(db: Database, id: string): Promise<PropertyRow | undefined> {
  const [row] = await listProperties(db, eq(properties.id, id), { limit: 1, offset: 0 }, 'newest')
  return row
}

/**
 * New listings of one agent, pending review or drafts, each with the first entry of its price history (when it
 * has a price), in the caller's transaction; their ids in the order given.
 */
/** How many drafts the agent holds, read under a lock of theirs that the transaction keeps to its end. */
export async function lockedDraftCount(tx: Transaction, agentId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`drafts:${agentId}`}, 0))`)
  const [row] = await tx
    .select({ drafts: count() })
    .from(properties)
    .where(and(eq(properties.agentId, agentId), eq(properties.listingStage, 'draft')))
  return row?.drafts ?? 0
}

export async function insertProperties(
  tx: Transaction,
  agentId: string,
  listings: PropertyValues[],
  { draft }: { draft: boolean },
): Promise<string[]> {
  if (listings.length === 0) return []
  const rows = await tx
    .insert(properties)
    .values(
      listings.map((values) => ({
        ...values,
        agentId,
        verificationStatus: 'pending' as const,
        listingStage: draft ? ('draft' as const) : null,
        isAdvertised: false,
      })),
    )
    .returning({ id: properties.id, priceLow: properties.priceLow, priceHigh: properties.priceHigh })
  if (rows.length !== listings.length) throw new Error('insert into properties returned too few rows')
  await recordPrices(
    tx,
    rows.flatMap((row) => pricedEntry(row)),
  )
  return rows.map((row) => row.id)
}

/**
 * The price of a listing that has been out of draft: only a draft may lack one (properties_priced_check), so
 * the lists that never hold drafts (wishlist, offers) read it here.
 */
export function priceOf(row: { priceLow: number | null; priceHigh: number | null }) {
  if (row.priceLow === null || row.priceHigh === null)
    throw new Error('a listing out of draft has no price range')
  return { priceLow: row.priceLow, priceHigh: row.priceHigh }
}

/** A price history entry of now, for a listing that has a price. */
export const pricedEntry = (row: { id: string; priceLow: number | null; priceHigh: number | null }) =>
  row.priceLow === null || row.priceHigh === null
    ? []
    : [{ id: row.id, priceLow: row.priceLow, priceHigh: row.priceHigh, changedAt: undefined }]

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
 * Whether the listing is under contract (an accepted or bought offer), sold, let, and whether it has offers at
 * all (pending included). Read by a statement of its own after the lock is held, so it sees what a concurrent accept or
 * offer committed while the lock was awaited.
 */
export async function offerStateOf(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      underContract: sql<boolean>`${isUnderContract}`,
      isSold: sql<boolean>`${isSold}`,
      isLet: sql<boolean>`${isLet}`,
      hasOpenOffers: exists(
        sql`(select 1 from ${offers} where ${offers.propertyId} = ${properties.id} and ${offers.status} <> 'rejected')`,
      ),
    })
    .from(properties)
    .where(eq(properties.id, id))
  return {
    underContract: Boolean(row?.underContract),
    isSold: Boolean(row?.isSold),
    isLet: Boolean(row?.isLet),
    hasOpenOffers: Boolean(row?.hasOpenOffers),
  }
}

/**
 * Changes the listing's own fields, never its agent (and, with a new price, what its price-drop columns keep);
 * `moved` are the columns of a move it makes at the same time (back to review, listing-states.ts). Runs inside
 * the transaction holding the row's lock (lockProperty).
 */
export async function updatePropertyFields(
  tx: Transaction,
  id: string,
  values: PropertyValues & Partial<PriceDropColumns>,
  moved?: ListingColumns,
): Promise<number> {
  const updated = await tx
    .update(properties)
    .set({ ...values, ...moved })
    .where(eq(properties.id, id))
    .returning({ id: properties.id })
  return updated.length
}

export async function deleteProperty(tx: Transaction, id: string) {
  const deleted = await tx.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id })
  return deleted.length
}

/**
 * A move made in one statement: the listing gets `columns` only where `from` holds (the states the move is
 * allowed from), so of two concurrent moves only the first applies. The moved listing (its agent is told), or
 * undefined if it was elsewhere.
 */
export async function moveListing(
  db: Pick<Database, 'update'>,
  id: string,
  from: SQL,
  columns: ListingColumns,
) {
  const [moved] = await db
    .update(properties)
    .set(columns)
    .where(and(eq(properties.id, id), from))
    .returning({
      id: properties.id,
      agentId: properties.agentId,
      title: properties.title,
      currency: properties.currency,
    })
  return moved
}

/** The listing whose advertising changed, for telling its agent. */
export type AdvertisingChange = { agentId: string | null; title: string } | undefined

/** Advertises a verified, unsold listing of a non-fraud agent not advertised yet; undefined when nothing changed. */
export async function advertise(db: Database | Transaction, id: string): Promise<AdvertisingChange> {
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
        not(isSold),
      ),
    )
    .returning({ agentId: properties.agentId, title: properties.title })
  return updated[0]
}

/** Withdraws an advertisement; undefined when the listing was not advertised. */
export async function withdrawAdvertisement(
  db: Database | Transaction,
  id: string,
): Promise<AdvertisingChange> {
  const updated = await db
    .update(properties)
    .set({ isAdvertised: false })
    .where(and(eq(properties.id, id), eq(properties.isAdvertised, true)))
    .returning({ agentId: properties.agentId, title: properties.title })
  return updated[0]
}
