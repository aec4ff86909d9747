import { and, eq } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { offers, payments, properties, users } from '../db/schema.ts'

export type OfferRow = typeof offers.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export async function findOffer(db: Database, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId))
  return row
}

/**
 * The role of the agent a payment for this offer would go to: the current agent of the offer's listing, or
 * null when the listing or the agent's account is gone. Inside a recording transaction the agent's row is
 * locked FOR SHARE, so a fraud mark or an account deletion waits until the payment is recorded, and a
 * payment recorded after them sees them.
 */
export async function payeeRole(db: Database | Transaction, offerId: string, lock = false) {
  const query = db
    .select({ role: users.role })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(users, eq(users.id, properties.agentId))
    .where(eq(offers.id, offerId))
  const [row] = lock ? await query.for('share', { of: users }) : await query
  return row?.role ?? null
}

/** The offer, locked until the transaction ends: recordings of one offer run one after another. */
export async function lockOffer(tx: Transaction, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('no key update')
  return row
}

export async function findPaymentOfOffer(db: Database | Transaction, offerId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.offerId, offerId))
  return row
}

/** Inserts the payment unless the offer already has one (unique offer_id); undefined when it had. */
export async function insertPayment(
  tx: Transaction,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.offerId })
    .returning()
  return row
}

/** accepted → bought with the transaction id; 0 when the offer was not accepted. */
export async function markOfferBought(
  tx: Transaction,
  offerId: string,
  transactionId: string,
): Promise<number> {
  const updated = await tx
    .update(offers)
    .set({ status: 'bought', transactionId })
    .where(and(eq(offers.id, offerId), eq(offers.status, 'accepted')))
    .returning({ id: offers.id })
  return updated.length
}
