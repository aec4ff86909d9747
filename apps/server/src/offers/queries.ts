import type { Offer } from '@keyhaven/contract'
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, not, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { offers, paymentIntents, properties, users } from '../db/schema.ts'
import { isLet, isPubliclyListed, isSold, isUnderContract } from '../properties/queries.ts'

export type OfferRow = typeof offers.$inferSelect

/** An offer as listed: with its agent's current photo (the offer keeps the agent's name as it was). */
export type ListedOfferRow = OfferRow & { agentImage: string | null }

export function toOffer(row: ListedOfferRow): Offer {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    title: row.title,
    location: row.location,
    image: row.image,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    agentImage: row.agentImage,
    offerAmount: row.offerAmount,
    currency: row.currency,
    buyerEmail: row.buyerEmail,
    buyerName: row.buyerName,
    buyingDate: row.buyingDate,
    status: row.status,
    transactionId: row.transactionId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The listing an offer is made on, with what decides whether it takes offers. The row is locked FOR SHARE until
 * the transaction ends: offers can be made side by side, but an accept (FOR NO KEY UPDATE) waits for them, and
 * they wait for it, so no offer slips in beside an accept and stays pending on a property no longer for sale.
 * The state is read by a second statement, after the lock is held: under READ COMMITTED that statement sees
 * what an accept committed while this one waited, where the locking statement's own subqueries would not.
 */
export async function lockListingForOffer(tx: Transaction, propertyId: string) {
  const [locked] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('share')
  if (!locked) return undefined
  const [row] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      location: properties.location,
      image: properties.image,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      currency: properties.currency,
      listingType: properties.listingType,
      agentId: properties.agentId,
      agentName: users.name,
      agentEmail: users.email,
      isPublic: sql<boolean>`coalesce(${isPubliclyListed}, false)`,
      verificationStatus: properties.verificationStatus,
      listingStage: properties.listingStage,
      isSold: sql<boolean>`${isSold}`,
      isLet: sql<boolean>`${isLet}`,
      underContract: sql<boolean>`${isUnderContract}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(eq(properties.id, propertyId))
  return row
}

export async function insertOffer(tx: Transaction, values: typeof offers.$inferInsert): Promise<string> {
  const [row] = await tx.insert(offers).values(values).returning({ id: offers.id })
  if (!row) throw new Error('insert into offers returned no row')
  return row.id
}

/** The offer with the current agent of its property (null when the property was deleted). */
export async function findOfferWithOwner(db: Database | Transaction, offerId: string) {
  const [row] = await db
    .select({ offer: offers, propertyAgentId: properties.agentId })
    .from(offers)
    .leftJoin(properties, eq(properties.id, offers.propertyId))
    .where(eq(offers.id, offerId))
  return row
}

/**
 * Locks the property row (FOR NO KEY UPDATE: rows that merely reference it, such as wishlist entries, are not
 * held up): accepts on one property run one after another, and after the offers being made on it.
 */
export async function lockPropertyForAccept(tx: Transaction, propertyId: string) {
  const [row] = await tx
    .select({ id: properties.id, agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('no key update')
  return row
}

/** What the parties of a decided offer are told (see notifications/messages.ts). */
const decidedOffer = {
  id: offers.id,
  agentId: offers.agentId,
  buyerId: offers.buyerId,
  buyerName: offers.buyerName,
  title: offers.title,
  offerAmount: offers.offerAmount,
  currency: offers.currency,
}

/**
 * pending → accepted (with its payment deadline) or rejected in one statement: an offer already decided is left
 * as it is (none returned).
 */
export async function decidePendingOffer(
  db: Database | Transaction,
  offerId: string,
  decision: { status: 'accepted'; paymentDueAt: Date } | { status: 'rejected' },
) {
  return db
    .update(offers)
    .set(decision)
    .where(and(eq(offers.id, offerId), eq(offers.status, 'pending')))
    .returning(decidedOffer)
}

/** Rejects every other pending offer on the property. */
export async function rejectOtherPendingOffers(tx: Transaction, propertyId: string, acceptedOfferId: string) {
  return tx
    .update(offers)
    .set({ status: 'rejected' })
    .where(
      and(eq(offers.propertyId, propertyId), eq(offers.status, 'pending'), ne(offers.id, acceptedOfferId)),
    )
    .returning(decidedOffer)
}

/**
 * Rejects every pending offer on the agent's listings, after locking those listings (FOR NO KEY UPDATE): an
 * offer being made on one of them (which holds it FOR SHARE) finishes first and is rejected here, and one made
 * after waits for this transaction and then sees the agent gone or marked fraud.
 */
export async function rejectPendingOffersOfAgent(tx: Transaction, agentId: string) {
  const listings = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agentId, agentId))
    .for('no key update')
  if (listings.length === 0) return []
  return tx
    .update(offers)
    .set({ status: 'rejected' })
    .where(
      and(
        eq(offers.status, 'pending'),
        inArray(
          offers.propertyId,
          listings.map((listing) => listing.id),
        ),
      ),
    )
    .returning(decidedOffer)
}

/** What the parties of an expired offer are told: the decided offer's facts and its deadline. */
const expiredOffer = { ...decidedOffer, paymentDueAt: offers.paymentDueAt }

/** A payment the built-in test gateway took for the offer (Stripe's are recorded through its webhook). */
const gatewayTookPayment = sql`exists (select 1 from ${paymentIntents} where ${paymentIntents.offerId} = ${offers.id} and ${paymentIntents.status} = 'succeeded')`

/**
 * accepted → expired for the offers `which` selects, unless paid. The rows are locked first (FOR NO KEY UPDATE,
 * in id order, so two expiries never wait on each other crosswise), as a payment locks its offer while it
 * charges and records it; the update is a second statement, so under READ COMMITTED it sees what a payment that
 * held the lock committed: a bought offer, or a test-gateway charge not yet recorded, is left as it is.
 */
export async function expireAcceptedOffers(tx: Transaction, which: SQL, limit?: number) {
  const candidates = tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.status, 'accepted'), not(gatewayTookPayment), which))
    .orderBy(asc(offers.id))
  const locked = await (limit === undefined ? candidates : candidates.limit(limit)).for('no key update')
  if (locked.length === 0) return []
  return tx
    .update(offers)
    .set({ status: 'expired' })
    .where(
      and(
        inArray(
          offers.id,
          locked.map((row) => row.id),
        ),
        eq(offers.status, 'accepted'),
        not(gatewayTookPayment),
      ),
    )
    .returning(expiredOffer)
}

/** Deletes the buyer's own offer while it is pending; 0 when it is not theirs, not pending or gone. */
export async function deletePendingOfferOfBuyer(db: Database, offerId: string, buyerId: string) {
  const deleted = await db
    .delete(offers)
    .where(and(eq(offers.id, offerId), eq(offers.buyerId, buyerId), eq(offers.status, 'pending')))
    .returning({ id: offers.id })
  return deleted.length
}

/** One page of offers, newest first (or soonest payment deadline first), with the total across pages. */
export function listOffers(db: Database, where: SQL, page: PageWindow, order: 'newest' | 'due' = 'newest') {
  return readPage(
    db
      .select({ ...getTableColumns(offers), agentImage: users.image })
      .from(offers)
      .leftJoin(users, eq(users.id, offers.agentId))
      .where(where)
      .orderBy(
        ...(order === 'due'
          ? [asc(offers.paymentDueAt), asc(offers.id)]
          : [desc(offers.createdAt), desc(offers.id)]),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(offers).where(where),
  )
}
