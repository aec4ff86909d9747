import type { Availability, Viewing } from '@keyhaven/contract'
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { calendarFeeds, openHouses, properties, users, viewingAvailability, viewings } from '../db/schema.ts'

/** The statuses that hold a slot (the partial unique index viewings_one_per_slot says the same). */
export const HOLDING_STATUSES = ['requested', 'proposed', 'confirmed'] as const
/** The requests still waiting for an answer: at most MAX_OPEN_VIEWING_REQUESTS per person per listing. */
export const OPEN_REQUEST_STATUSES = ['requested', 'proposed'] as const

const buyers = alias(users, 'buyers')
const agents = alias(users, 'agents')

const viewingColumns = {
  viewing: viewings,
  title: properties.title,
  location: properties.location,
  image: properties.image,
  buyerName: buyers.name,
  buyerEmail: buyers.email,
  agentName: agents.name,
  agentEmail: agents.email,
  timeZone: sql<string>`coalesce(${viewingAvailability.timeZone}, 'UTC')`,
}

const selectViewings = (db: Database | Transaction) =>
  db
    .select(viewingColumns)
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(buyers, eq(buyers.id, viewings.buyerId))
    .innerJoin(agents, eq(agents.id, viewings.agentId))
    .leftJoin(viewingAvailability, eq(viewingAvailability.agentId, viewings.agentId))

export type ViewingRow = NonNullable<Awaited<ReturnType<typeof findViewing>>>

export function toViewing(row: ViewingRow): Viewing {
  const { viewing } = row
  return {
    _id: viewing.id,
    propertyId: viewing.propertyId,
    title: row.title,
    location: row.location,
    image: row.image,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    start: viewing.startsAt.toISOString(),
    end: viewing.endsAt.toISOString(),
    timeZone: row.timeZone,
    status: viewing.status,
    message: viewing.message,
    reason: viewing.reason,
    createdAt: viewing.createdAt.toISOString(),
  }
}

export async function findAvailability(
  db: Database | Transaction,
  agentId: string,
): Promise<Availability | undefined> {
  const [row] = await db.select().from(viewingAvailability).where(eq(viewingAvailability.agentId, agentId))
  return row && { timeZone: row.timeZone, weekly: row.weekly, blockedDates: row.blockedDates }
}

export async function saveAvailability(db: Database, agentId: string, availability: Availability) {
  await db
    .insert(viewingAvailability)
    .values({ agentId, ...availability })
    .onConflictDoUpdate({
      target: viewingAvailability.agentId,
      set: { ...availability, updatedAt: new Date() },
    })
}

/** The starts (epoch ms) of the agent's slots held in [from, to). */
export async function takenStarts(db: Database | Transaction, agentId: string, from: Date, to: Date) {
  const rows = await db
    .select({ startsAt: viewings.startsAt })
    .from(viewings)
    .where(
      and(
        eq(viewings.agentId, agentId),
        inArray(viewings.status, [...HOLDING_STATUSES]),
        gte(viewings.startsAt, from),
        lt(viewings.startsAt, to),
      ),
    )
  return new Set(rows.map((row) => row.startsAt.getTime()))
}

/**
 * Takes a lock on one person's requests for one listing until the transaction ends, so two concurrent bookings
 * of theirs count each other (the limit of open requests cannot be passed by sending them at once).
 */
export async function lockRequestsOf(tx: Transaction, buyerId: string, propertyId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`viewings:${buyerId}:${propertyId}`}, 0))`,
  )
}

export async function countOpenRequests(tx: Transaction, buyerId: string, propertyId: string) {
  const [row] = await tx
    .select({ open: count() })
    .from(viewings)
    .where(
      and(
        eq(viewings.buyerId, buyerId),
        eq(viewings.propertyId, propertyId),
        inArray(viewings.status, [...OPEN_REQUEST_STATUSES]),
      ),
    )
  return row?.open ?? 0
}

export async function insertViewing(tx: Transaction, values: typeof viewings.$inferInsert): Promise<string> {
  const [row] = await tx.insert(viewings).values(values).returning({ id: viewings.id })
  if (!row) throw new Error('insert into viewings returned no row')
  return row.id
}

export async function findViewing(db: Database | Transaction, viewingId: string) {
  const [row] = await selectViewings(db).where(eq(viewings.id, viewingId))
  return row
}

/**
 * Moves the viewing from one of `from` to the change, in one statement that also raises its calendar sequence
 * (and notes a confirmation's time); false when it was no longer there.
 */
export async function moveViewing(
  tx: Transaction,
  viewingId: string,
  from: readonly (typeof viewings.$inferSelect)['status'][],
  change: Pick<typeof viewings.$inferInsert, 'status'> &
    Partial<Pick<typeof viewings.$inferInsert, 'reason' | 'startsAt' | 'endsAt'>>,
) {
  const [row] = await tx
    .update(viewings)
    .set({
      ...change,
      sequence: sql`${viewings.sequence} + 1`,
      ...(change.status === 'confirmed' && { confirmedAt: sql`now()` }),
    })
    .where(and(eq(viewings.id, viewingId), inArray(viewings.status, [...from])))
    .returning({ id: viewings.id })
  return row !== undefined
}

/** One page of viewings, soonest first, with the total across pages. */
export function listViewings(db: Database, where: SQL, page: PageWindow) {
  return readPage(
    selectViewings(db)
      .where(where)
      .orderBy(viewings.startsAt, desc(viewings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(viewings).where(where),
  )
}

export const ofBuyer = (buyerId: string) => eq(viewings.buyerId, buyerId)
export const ofAgent = (agentId: string) => eq(viewings.agentId, agentId)

/**
 * Claims the confirmed viewings that start by `until` (and after `now`) and were not reminded yet: one
 * statement sets remindedAt, so each is claimed once, whichever instance runs the job.
 */
export async function claimDueReminders(tx: Transaction, now: Date, until: Date) {
  const claimed = await tx
    .update(viewings)
    .set({ remindedAt: now })
    .where(
      and(
        eq(viewings.status, 'confirmed'),
        sql`${viewings.remindedAt} is null`,
        gte(viewings.startsAt, now),
        lte(viewings.startsAt, until),
      ),
    )
    .returning({ id: viewings.id })
  if (claimed.length === 0) return []
  return selectViewings(tx).where(
    inArray(
      viewings.id,
      claimed.map((row) => row.id),
    ),
  )
}

/** When the person made their calendar feed, if they have one. */
export async function findFeedMadeAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return row?.createdAt
}

/** Gives the person this feed token's digest, replacing theirs (the old address stops in the same statement). */
export async function replaceFeedToken(db: Database, userId: string, tokenDigest: string): Promise<Date> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenDigest })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenDigest, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt })
  if (!row) throw new Error('The calendar feed was not stored')
  return row.createdAt
}

export async function findFeedOwner(db: Database, tokenDigest: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenDigest, tokenDigest))
  return row?.userId
}

/**
 * The person's viewings that are or were on calendars, as buyer and as agent, from `since` on, soonest first (at
 * most `limit`): the confirmed ones, and those cancelled after they were confirmed.
 */
export function calendarViewingsOf(db: Database, userId: string, since: Date, limit: number) {
  return selectViewings(db)
    .where(
      and(
        or(eq(viewings.buyerId, userId), eq(viewings.agentId, userId)),
        or(
          eq(viewings.status, 'confirmed'),
          and(eq(viewings.status, 'cancelled'), isNotNull(viewings.confirmedAt)),
        ),
        gte(viewings.startsAt, since),
      ),
    )
    .orderBy(viewings.startsAt, viewings.id)
    .limit(limit)
}

/** The open houses of the agent's listings from `since` on, soonest first (at most `limit`). */
export function openHousesOf(db: Database, agentId: string, since: Date, limit: number) {
  return db
    .select({
      openHouse: openHouses,
      propertyId: properties.id,
      title: properties.title,
      location: properties.location,
      agentName: users.name,
      agentEmail: users.email,
    })
    .from(openHouses)
    .innerJoin(properties, eq(properties.id, openHouses.propertyId))
    .innerJoin(users, eq(users.id, properties.agentId))
    .where(and(eq(properties.agentId, agentId), gte(openHouses.startsAt, since)))
    .orderBy(openHouses.startsAt, openHouses.id)
    .limit(limit)
}
export type OpenHouseRow = Awaited<ReturnType<typeof openHousesOf>>[number]
