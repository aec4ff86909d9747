import { and, eq, getTableColumns, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import {
  accounts,
  calendarFeeds,
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
  rentalApplications,
  reviews,
  savedSearches,
  sessions,
  twoFactors,
  uploadOwners,
  uploads,
  users,
  viewingAvailability,
  viewings,
  wishlistItems,
  wishlistNotes,
  wishlistShares,
} from '../db/schema.ts'
import { pagesOf } from '../http/streaming.ts'
import { DELETED_NAME } from '../notifications/messages.ts'

/** Rows of an export section read per statement: a section of any size is written a page at a time. */
const EXPORT_PAGE_ROWS = 500

type ExportRow = Record<string, unknown>
type Section = AsyncIterable<ExportRow[]>

/**
 * One section's rows in id order, a page at a time (`columns` picks what is exported; all of them by default).
 * Dates stay Date objects: JSON writes them as ISO strings.
 */
function section<T extends PgTable & { id: AnyPgColumn }>(
  db: Database,
  table: T,
  where: SQL | undefined,
  columns: Record<string, AnyPgColumn> = getTableColumns(table),
): Section {
  return pagesOf<ExportRow>(
    (after, limit) =>
      db
        .select(columns)
        .from(table as PgTable)
        .where(and(where, after ? gt(table.id, after.id) : undefined))
        .orderBy(table.id)
        .limit(limit),
    EXPORT_PAGE_ROWS,
  )
}

/** A section that is one small read (a person's choices, not a growing list). */
async function* single(rows: Promise<ExportRow[]>): Section {
  yield await rows
}

/**
 * Every row Keyhaven holds about one person, section by section, each read a page at a time as it is written.
 * Secrets are left out: session tokens, a passkey's key material (its credential id and public key), the
 * two-factor secret and backup codes, the calendar feed's token.
 */
export function exportSections(db: Database, userId: string, email: string): Record<string, Section> {
  const myThreads = db
    .select({ id: inquiryThreads.id })
    .from(inquiryThreads)
    .where(eq(inquiryThreads.buyerId, userId))
  return {
    sessions: section(db, sessions, eq(sessions.userId, userId), {
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    }),
    passkeys: section(db, passkeys, eq(passkeys.userId, userId), {
      id: passkeys.id,
      name: passkeys.name,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
      createdAt: passkeys.createdAt,
    }),
    twoFactor: single(
      db
        .select({
          enabled: users.twoFactorEnabled,
          enrolled: sql<boolean>`${twoFactors.id} is not null`,
          verified: twoFactors.verified,
          lockedUntil: twoFactors.lockedUntil,
        })
        .from(users)
        .leftJoin(twoFactors, eq(twoFactors.userId, users.id))
        .where(eq(users.id, userId)),
    ),
    calendarFeed: single(
      db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId)),
    ),
    wishlist: section(db, wishlistItems, eq(wishlistItems.userId, userId)),
    // Without the digest of an invitation link's secret.
    wishlistSharing: section(
      db,
      wishlistShares,
      or(
        eq(wishlistShares.ownerId, userId),
        eq(wishlistShares.partnerId, userId),
        eq(wishlistShares.partnerEmail, email),
      ),
      {
        id: wishlistShares.id,
        ownerId: wishlistShares.ownerId,
        partnerEmail: wishlistShares.partnerEmail,
        partnerId: wishlistShares.partnerId,
        acceptedAt: wishlistShares.acceptedAt,
        createdAt: wishlistShares.createdAt,
      },
    ),
    wishlistNotes: section(db, wishlistNotes, eq(wishlistNotes.authorId, userId)),
    offers: section(db, offers, or(eq(offers.buyerId, userId), eq(offers.agentId, userId))),
    payments: section(db, payments, eq(payments.userId, userId)),
    rentalApplications: section(db, rentalApplications, eq(rentalApplications.renterId, userId)),
    viewings: section(db, viewings, or(eq(viewings.buyerId, userId), eq(viewings.agentId, userId))),
    viewingAvailability: single(
      db.select().from(viewingAvailability).where(eq(viewingAvailability.agentId, userId)),
    ),
    reviews: section(db, reviews, eq(reviews.userId, userId)),
    inquiries: section(db, inquiryThreads, eq(inquiryThreads.buyerId, userId)),
    inquiryMessages: section(
      db,
      inquiryMessages,
      or(eq(inquiryMessages.authorId, userId), inArray(inquiryMessages.threadId, myThreads)),
    ),
    notifications: section(db, notifications, eq(notifications.userId, userId)),
    emailOptOuts: single(
      db
        .select({ kind: notificationMailOptOuts.kind })
        .from(notificationMailOptOuts)
        .where(eq(notificationMailOptOuts.userId, userId)),
    ),
    savedSearches: section(db, savedSearches, eq(savedSearches.userId, userId)),
    listings: section(db, properties, eq(properties.agentId, userId)),
    uploads: single(
      db
        .select({ url: uploads.url, uploadedAt: uploads.createdAt })
        .from(uploadOwners)
        .innerJoin(uploads, eq(uploads.key, uploadOwners.key))
        .where(eq(uploadOwners.userId, userId)),
    ),
    newsletter: single(
      db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ),
  }
}

export async function profileOf(db: Database, userId: string) {
  const [profile] = await db.select().from(users).where(eq(users.id, userId))
  return profile
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

/**
 * What is kept after the account goes (offers, sales, payments, accepted rental applications, messages in
 * others' conversations, others' notifications) keeps no name, e-mail or words of it; the rows themselves are
 * set loose by their foreign keys (ON DELETE SET NULL). See docs/decisions/0023-leaving-and-fair-use.md.
 */
export async function anonymiseKeptRecords(tx: Transaction, userId: string, email: string): Promise<void> {
  await tx.update(offers).set({ buyerName: DELETED_NAME, buyerEmail: '' }).where(eq(offers.buyerId, userId))
  await tx.update(offers).set({ agentName: DELETED_NAME, agentEmail: null }).where(eq(offers.agentId, userId))
  await tx.update(payments).set({ userName: DELETED_NAME, email: '' }).where(eq(payments.userId, userId))
  await tx
    .update(inquiryMessages)
    .set({ authorName: DELETED_NAME, phone: null })
    .where(eq(inquiryMessages.authorId, userId))
  await tx
    .update(notifications)
    .set({ body: sql`${notifications.bodyWithoutThem}`, bodyWithoutThem: null, aboutUserId: null })
    .where(eq(notifications.aboutUserId, userId))
  // An accepted application is the record that the rental is let: it stays, without the renter's words or
  // income. An open or closed one is a wish, and goes with the account.
  await tx
    .update(rentalApplications)
    .set({ message: '', monthlyIncome: null })
    .where(and(eq(rentalApplications.renterId, userId), eq(rentalApplications.status, 'accepted')))
  await tx
    .delete(rentalApplications)
    .where(and(eq(rentalApplications.renterId, userId), ne(rentalApplications.status, 'accepted')))
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  // Sharing ends with either person's account: their own sharing and notes go by their foreign keys, and an
  // invitation to this address, not yet answered, goes here.
  await tx.delete(wishlistShares).where(eq(wishlistShares.partnerEmail, email))
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
