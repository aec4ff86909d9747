import { randomUUID } from 'node:crypto'
import { DEFAULT_OFFER_PAYMENT_DAYS } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { offers, properties, reviews, users } from '../db/schema.ts'
import { publicUrlFor } from '../media/storage.ts'
import { recordUpload } from '../media/tracking.ts'
import { priceOf } from '../properties/queries.ts'

// Rows inserted straight through Drizzle, for scenarios the API cannot (yet) build, or builds too slowly.

let sequence = 0
const next = () => ++sequence

type UserRow = typeof users.$inferSelect
type PropertyRow = typeof properties.$inferSelect
type OfferRow = typeof offers.$inferSelect
type ReviewRow = typeof reviews.$inferSelect

export const DAY_MS = 24 * 60 * 60 * 1000

/** A date `days` before now (fractions allowed), for ordering rows precisely. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

export async function insertUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const n = next()
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `Test User ${n}`,
      email: `test-user-${n}-${randomUUID().slice(0, 8)}@example.test`,
      emailVerified: true,
      role: 'user',
      ...values,
    })
    .returning()
  if (!row) throw new Error('insertUser returned nothing')
  return row
}

export const insertAgent = (db: Database, values: Partial<typeof users.$inferInsert> = {}) =>
  insertUser(db, { role: 'agent', ...values })

/**
 * Records `/uploads/<key>` as the user's upload, as POST /api/uploads does (without writing its files): a
 * listing takes only pictures its agent uploaded.
 */
export async function insertUpload(db: Database, uploadedBy: string, key = `test-${next()}.webp`) {
  await recordUpload(db, key, uploadedBy)
  return publicUrlFor(key)
}

export async function insertProperty(
  db: Database,
  values: Partial<typeof properties.$inferInsert> & { agentId: string | null },
): Promise<PropertyRow> {
  const n = next()
  const [row] = await db
    .insert(properties)
    .values({
      title: `Test Property ${n}`,
      description: `Description of test property ${n}`,
      location: `${n} Test Street, Testville`,
      image: '/uploads/test.webp',
      listingType: 'sale',
      category: 'House',
      priceLow: 100_000,
      priceHigh: 120_000,
      currency: 'USD',
      verificationStatus: 'verified',
      ...values,
      images: values.images ?? [values.image ?? '/uploads/test.webp'],
    })
    .returning()
  if (!row) throw new Error('insertProperty returned nothing')
  return row
}

/** An offer with the snapshot fields filled from the property, its agent and the buyer. */
export async function insertOffer(
  db: Database,
  {
    property,
    buyer,
    ...values
  }: { property: PropertyRow; buyer: UserRow } & Partial<typeof offers.$inferInsert>,
): Promise<OfferRow> {
  const [row] = await db
    .insert(offers)
    .values({
      propertyId: property.id,
      title: property.title,
      location: property.location,
      currency: property.currency,
      image: property.image,
      agentId: property.agentId,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      offerAmount: priceOf(property).priceLow,
      buyingDate: '2030-01-01',
      status: 'pending',
      // An accepted offer carries its payment deadline (offers_accepted_payment_due_check).
      ...(values.status === 'accepted' && {
        paymentDueAt: new Date(Date.now() + DEFAULT_OFFER_PAYMENT_DAYS * DAY_MS),
      }),
      ...values,
    })
    .returning()
  if (!row) throw new Error('insertOffer returned nothing')
  return row
}

export async function insertReview(
  db: Database,
  values: Partial<typeof reviews.$inferInsert> & { propertyId: string; userId: string },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({ description: `Review ${next()}`, ...values })
    .returning()
  if (!row) throw new Error('insertReview returned nothing')
  return row
}
