import { LISTING_RESO_FIELDS, type ListingResoField } from '@keyhaven/contract'
import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { feedEntries, feedKeys, feedRemovals, nullsFirstKeys, properties, users } from '../db/schema.ts'

/** A column of the feed's entries (feed_entries): what a filter or an order names. */
export type EntryColumn =
  | 'id'
  | 'modified_at'
  | 'standard_status'
  | 'property_type'
  | 'list_price'
  | 'bedrooms_total'
  | 'city'
  | 'postal_code'

/** Each column, and for one that may be null the value its order key puts in place of null (nullsFirstKeys). */
const ENTRY_COLUMNS: Record<EntryColumn, { column: AnyPgColumn; none?: SQL; type?: string }> = {
  id: { column: feedEntries.id, type: 'uuid' },
  modified_at: { column: feedEntries.modifiedAt, type: 'timestamptz' },
  standard_status: { column: feedEntries.standardStatus },
  property_type: { column: feedEntries.propertyType, none: sql`''` },
  list_price: { column: feedEntries.listPrice, none: sql`0`, type: 'numeric' },
  bedrooms_total: { column: feedEntries.bedroomsTotal, none: sql`0`, type: 'integer' },
  city: { column: feedEntries.city, none: sql`''` },
  postal_code: { column: feedEntries.postalCode, none: sql`''` },
}

export const ENTRY_COLUMN_NAMES = Object.keys(ENTRY_COLUMNS) as EntryColumn[]

export const entryColumn = (column: EntryColumn) => ENTRY_COLUMNS[column].column

/** One field of a page's order. */
export interface OrderItem {
  column: EntryColumn
  descending: boolean
}

/**
 * Where a page starts: after the entry with these values (as text, exact: a time to the microsecond) of its
 * order's columns (pageOrder).
 */
export type FeedPosition = Partial<Record<EntryColumn, string | null>>

/**
 * A page's whole order: the fields asked, then the stream's (modification time, then id) in the direction of
 * the last field asked, each column once and none after the id, which is unique. Every entry has its one place,
 * so a page can start after any entry, and a single-field order is one of feed_entries' indexes read forward or
 * backward.
 */
export function pageOrder(orderBy: OrderItem[]): OrderItem[] {
  const items: OrderItem[] = []
  for (const item of orderBy) {
    if (items.some(({ column }) => column === item.column)) continue
    items.push(item)
    if (item.column === 'id') return items
  }
  const descending = items.at(-1)?.descending ?? false
  for (const column of ['modified_at', 'id'] as const)
    if (!items.some((item) => item.column === column)) items.push({ column, descending })
  return items
}

/** The order's keys over these columns (none of them null: nullsFirstKeys), each with its direction. */
const orderKeys = (order: OrderItem[], columnOf: (column: EntryColumn) => AnyPgColumn | SQL) =>
  order.flatMap(({ column, descending }) => {
    const { none } = ENTRY_COLUMNS[column]
    const keys = none ? nullsFirstKeys(columnOf(column), none) : [columnOf(column)]
    return keys.map((key) => ({ key, descending }))
  })

/** The values of the order's keys at a position, as bound parameters. */
const positionKeys = (order: OrderItem[], position: FeedPosition) =>
  order.flatMap(({ column }) => {
    const { none, type } = ENTRY_COLUMNS[column]
    const value = position[column] ?? null
    const bound = type ? sql`${value}::${sql.raw(type)}` : sql`${value}`
    if (!none) return [bound]
    return value === null ? [sql`false`, none] : [sql`true`, bound]
  })

/**
 * The entries after the position in the order: one row comparison when every key goes one way (the index's
 * range starts there), else the lexicographic comparison spelled out.
 */
function afterPosition(order: OrderItem[], position: FeedPosition): SQL {
  const keys = orderKeys(order, entryColumn)
  const values = positionKeys(order, position)
  const beyond = (descending: boolean) => sql.raw(descending ? '<' : '>')
  if (keys.every(({ descending }) => descending === keys[0]?.descending)) {
    return sql`(${sql.join(
      keys.map(({ key }) => key),
      sql`, `,
    )}) ${beyond(keys[0]?.descending ?? false)} (${sql.join(values, sql`, `)})`
  }
  return sql`(${sql.join(
    keys.map(({ key, descending }, index) =>
      and(
        ...keys.slice(0, index).map((earlier, before) => sql`${earlier.key} = ${values[before]}`),
        sql`${key} ${beyond(descending)} ${values[index]}`,
      ),
    ),
    sql` or `,
  )})`
}

const orderBySql = (keys: ReturnType<typeof orderKeys>) =>
  sql.join(
    keys.map(({ key, descending }) => (descending ? sql`${key} desc` : sql`${key} asc`)),
    sql`, `,
  )

export interface FeedWindow {
  modifiedSince: string | undefined
  settleSeconds: number
  /** The $filter, over the entries' columns (entryColumn). */
  filter: SQL | undefined
}

export interface FeedPageOptions extends FeedWindow {
  after: FeedPosition | undefined
  /** The fields asked to order by; pageOrder completes it. */
  orderBy: OrderItem[]
  offset: number
  limit: number
}

/** The entries within the stream's window and the filter: settled, at or after `modifiedSince`. */
function windowWhere({ modifiedSince, settleSeconds, filter }: FeedWindow) {
  return and(
    sql`${feedEntries.modifiedAt} <= now() - make_interval(secs => ${settleSeconds})`,
    modifiedSince ? sql`${feedEntries.modifiedAt} >= ${modifiedSince}::timestamptz` : undefined,
    filter,
  )
}

export interface FeedRow {
  id: string
  /**
   * The modification time to the microsecond, as text: a JavaScript Date keeps milliseconds, and a cursor that
   * lost the rest would repeat or pass entries modified within the same millisecond.
   */
  modifiedAt: string
  standardStatus: string
  /** Where the page after this entry starts. */
  position: FeedPosition
  /** Null for a removal: it answers nothing else. */
  listing:
    | ({
        listingType: 'sale' | 'rent'
        propertyType: string
        category: string
        priceLow: number
        priceHigh: number
        images: string[]
        agentId: string
        agentName: string
        agentEmail: string
      } & Pick<typeof properties.$inferSelect, ListingResoField>)
    | null
}

/** The columns the feed answers as stored (LISTING_RESO_NAMES), each under its field's name. */
const resoColumns = sql.join(
  LISTING_RESO_FIELDS.map((name) => sql`${properties[name]} as ${sql.identifier(name)}`),
  sql`, `,
)

interface RawFeedRow extends Omit<NonNullable<FeedRow['listing']>, 'priceLow' | 'priceHigh'> {
  id: string
  modifiedAt: string
  standardStatus: string
  position: FeedPosition
  public: boolean
  priceLow: number | string
  priceHigh: number | string
}

const MICROSECOND_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`

/**
 * One page of the feed in one statement (one snapshot): the entries in the window and the filter, after the
 * position, in the order asked, `offset` left out, `limit` answered, read from feed_entries' indexes; only the
 * page's public listings are then read in full, with their agent.
 */
export async function listFeedPage(db: Database, options: FeedPageOptions): Promise<FeedRow[]> {
  const order = pageOrder(options.orderBy)
  const entries = (column: EntryColumn) => sql`entries.${sql.identifier(column)}`
  const time = sql.raw(MICROSECOND_TIME)
  const position = sql.join(
    ENTRY_COLUMN_NAMES.map((column) =>
      column === 'modified_at'
        ? sql`${sql.raw(`'${column}'`)}, to_char(entries.modified_at at time zone 'UTC', ${time})`
        : sql`${sql.raw(`'${column}'`)}, ${entries(column)}::text`,
    ),
    sql`, `,
  )
  const result = (await db.execute(sql`
    select entries.id, entries.standard_status as "standardStatus",
      to_char(entries.modified_at at time zone 'UTC', ${time}) as "modifiedAt",
      json_build_object(${position}) as position,
      entries.standard_status in ('Active', 'Pending', 'Closed') as public,
      ${properties.listingType} as "listingType", entries.property_type as "propertyType", ${properties.category} as category,
      ${properties.priceLow} as "priceLow", ${properties.priceHigh} as "priceHigh", ${properties.images} as images,
      ${resoColumns},
      ${users.id} as "agentId", ${users.name} as "agentName", ${users.email} as "agentEmail"
    from (
      select * from ${feedEntries}
      where ${and(windowWhere(options), options.after && afterPosition(order, options.after))}
      order by ${orderBySql(orderKeys(order, entryColumn))} limit ${options.limit} offset ${options.offset}
    ) as entries
    left join ${properties} on ${properties.id} = entries.id
    left join ${users} on ${users.id} = ${properties.agentId}
    order by ${orderBySql(orderKeys(order, entries))}`)) as unknown as { rows: RawFeedRow[] }
  return result.rows.map(({ id, modifiedAt, standardStatus, position, public: isPublic, ...listing }) => ({
    id,
    modifiedAt,
    standardStatus,
    position,
    listing: isPublic
      ? { ...listing, priceLow: Number(listing.priceLow), priceHigh: Number(listing.priceHigh) }
      : null,
  }))
}

/** How many entries are in the window and the filter, wherever a page starts. */
export async function countFeedEntries(db: Database, window: FeedWindow): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from ${feedEntries} where ${windowWhere(window)}`,
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
