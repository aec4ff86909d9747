import { and, eq, inArray, ne, or } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import {
  accounts,
  inquiryMessages,
  inquiryThreads,
  newsletterSubscriptions,
  notificationMailOptOuts,
  notifications,
  offers,
  passkeys,
  paymentIntents,
  payments,
  properties,
  reviews,
  savedSearches,
  sessions,
  users,
  wishlistItems,
} from '../db/schema.ts'

/**
 * Every row Keyhaven holds about one person, by table (secrets such as session tokens left out, and a passkey's
 * key material: its credential id and public key).
 */
export async function readEverythingAbout(db: Database, userId: string, email: string) {
  const threads = await db.select().from(inquiryThreads).where(eq(inquiryThreads.buyerId, userId))
  const threadIds = threads.map((thread) => thread.id)
  const [profile] = await db.select().from(users).where(eq(users.id, userId))
  return {
    profile,
    sessions: await db
      .select({
        id: sessions.id,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    passkeys: await db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        backedUp: passkeys.backedUp,
        createdAt: passkeys.createdAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, userId)),
    wishlist: await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
    offers: await db
      .select()
      .from(offers)
      .where(or(eq(offers.buyerId, userId), eq(offers.agentId, userId))),
    payments: await db.select().from(payments).where(eq(payments.userId, userId)),
    reviews: await db.select().from(reviews).where(eq(reviews.userId, userId)),
    inquiries: threads,
    inquiryMessages: await db
      .select()
      .from(inquiryMessages)
      .where(
        or(
          eq(inquiryMessages.authorId, userId),
          threadIds.length > 0 ? inArray(inquiryMessages.threadId, threadIds) : undefined,
        ),
      ),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    emailOptOuts: await db
      .select({ kind: notificationMailOptOuts.kind })
      .from(notificationMailOptOuts)
      .where(eq(notificationMailOptOuts.userId, userId)),
    savedSearches: await db.select().from(savedSearches).where(eq(savedSearches.userId, userId)),
    listings: await db.select().from(properties).where(eq(properties.agentId, userId)),
    newsletter: await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email)),
  }
}

export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return row?.password ?? null
}

/** Why the account cannot go yet, or null: money or a home still depends on it. */
export async function deletionBlocker(db: Database | Transaction, userId: string): Promise<string | null> {
  const [unpaid] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.buyerId, userId), eq(offers.status, 'accepted')))
    .limit(1)
  if (unpaid) return 'You have an accepted offer that is not paid yet: pay it or ask for its release first.'
  const [underContract] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.agentId, userId), eq(offers.status, 'accepted')))
    .limit(1)
  if (underContract)
    return 'One of your listings is under contract (an accepted offer not paid yet): wait for the payment or its expiry first.'
  const [charged] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .innerJoin(offers, eq(offers.id, paymentIntents.offerId))
    .where(
      and(
        or(eq(offers.buyerId, userId), eq(offers.agentId, userId)),
        eq(paymentIntents.status, 'succeeded'),
        ne(offers.status, 'bought'),
      ),
    )
    .limit(1)
  if (charged) return 'A payment of yours is still being recorded: try again in a few minutes.'
  return null
}

const DELETED_NAME = 'Deleted account'

/**
 * What is kept after the account goes (offers, sales, payments, messages in others' conversations) keeps no
 * name or e-mail of it; the rows themselves are set loose by their foreign keys (ON DELETE SET NULL).
 */
export async function anonymiseKeptRecords(tx: Transaction, userId: string, email: string): Promise<void> {
  await tx.update(offers).set({ buyerName: DELETED_NAME, buyerEmail: '' }).where(eq(offers.buyerId, userId))
  await tx.update(offers).set({ agentName: DELETED_NAME, agentEmail: null }).where(eq(offers.agentId, userId))
  await tx.update(payments).set({ userName: DELETED_NAME, email: '' }).where(eq(payments.userId, userId))
  await tx
    .update(inquiryMessages)
    .set({ authorName: DELETED_NAME, phone: null })
    .where(eq(inquiryMessages.authorId, userId))
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  // The buyer's own conversations go with the account, removed here: left to the cascade from users after
  // their messages were renamed above, PostgreSQL refused the deletion (inquiry_messages' foreign key).
  await tx.delete(inquiryThreads).where(eq(inquiryThreads.buyerId, userId))
  // A pending offer is a wish, not history: it goes with its buyer, as a withdrawal would.
  await tx.delete(offers).where(and(eq(offers.buyerId, userId), eq(offers.status, 'pending')))
}

export async function otherAdminCount(db: Database | Transaction, userId: string): Promise<number> {
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)))
    .limit(1)
  return others.length
}
