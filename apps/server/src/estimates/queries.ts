import { and, desc, eq, gte, isNotNull, lte, max, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  feedRemovals,
  offers,
  payments,
  properties,
  propertyPriceChanges,
  rentalApplications,
} from '../db/schema.ts'
import { isPublicRecord } from '../properties/queries.ts'
import type { ClosedHome } from './estimator.ts'

// Homes sold or let, as the estimator compares them. Only listings whose page anyone may read (isPublicRecord:
// verified, of an agent with an account not marked as fraud) are comparables: their title, address and price
// are public already, and a fraud agent's sales are not to be trusted.

const comparable = and(
  isPublicRecord,
  isNotNull(properties.latitude),
  isNotNull(properties.longitude),
  isNotNull(properties.livingArea),
)

const homeColumns = {
  propertyId: properties.id,
  title: properties.title,
  location: properties.location,
  category: properties.category,
  currency: properties.currency,
  latitude: properties.latitude,
  longitude: properties.longitude,
  livingArea: properties.livingArea,
  bedrooms: properties.bedrooms,
}

/**
 * Homes sold since `since`: the price is what the buyer paid (the payment of the bought offer, which is the
 * accepted offer's amount), the date when they paid.
 */
async function soldHomes(db: Database, since: Date): Promise<ClosedHome[]> {
  const rows = await db
    .select({ ...homeColumns, price: payments.amount, closedAt: payments.createdAt })
    .from(properties)
    .innerJoin(offers, and(eq(offers.propertyId, properties.id), eq(offers.status, 'bought')))
    .innerJoin(payments, eq(payments.offerId, offers.id))
    .where(and(comparable, eq(properties.listingType, 'sale'), gte(payments.createdAt, since)))
  return rows.map((row) => ({ ...located(row), listingType: 'sale' }))
}

/**
 * Rentals let since `since`: when their application was accepted, at the low end of the asking rent in force
 * then (its price history: a rental's rent is not negotiated through an offer).
 */
async function letHomes(db: Database, since: Date): Promise<ClosedHome[]> {
  const rentThen = db
    .select({ rent: propertyPriceChanges.priceLow })
    .from(propertyPriceChanges)
    .where(
      and(
        eq(propertyPriceChanges.propertyId, properties.id),
        lte(propertyPriceChanges.changedAt, rentalApplications.updatedAt),
      ),
    )
    .orderBy(desc(propertyPriceChanges.changedAt), desc(propertyPriceChanges.id))
    .limit(1)
  const rows = await db
    .select({
      ...homeColumns,
      price: sql<number>`coalesce((${rentThen}), ${properties.priceLow})`.mapWith(Number),
      closedAt: rentalApplications.updatedAt,
    })
    .from(properties)
    .innerJoin(
      rentalApplications,
      and(eq(rentalApplications.propertyId, properties.id), eq(rentalApplications.status, 'accepted')),
    )
    .where(and(comparable, eq(properties.listingType, 'rent'), gte(rentalApplications.updatedAt, since)))
  return rows.map((row) => ({ ...located(row), listingType: 'rent' }))
}

type Row = Omit<ClosedHome, 'listingType' | 'latitude' | 'longitude' | 'livingArea'> & {
  latitude: number | null
  longitude: number | null
  livingArea: number | null
}

/** The query's where clause keeps only located homes with an area; this tells TypeScript so. */
const located = (row: Row): Omit<ClosedHome, 'listingType'> => ({
  ...row,
  latitude: row.latitude ?? 0,
  longitude: row.longitude ?? 0,
  livingArea: row.livingArea ?? 0,
})

export async function closedHomesSince(db: Database, since: Date): Promise<ClosedHome[]> {
  return [...(await soldHomes(db, since)), ...(await letHomes(db, since))]
}

/**
 * When the listings that comparables are read from last changed, and the database's time of the reading, in
 * microseconds since 1970 (0: never).
 */
export interface ClosedHomesVersion {
  listings: bigint
  removals: bigint
  readAt: bigint
}

const microseconds = (latest: SQL) =>
  sql<string>`(coalesce((extract(epoch from (${latest})) * 1000000)::bigint, 0))::text`

/**
 * What changes when a home is sold or let, or a comparable changes or leaves the public pages: the latest
 * change of a listing that has ever been public (0031's triggers stamp updated_at on every change of the listing,
 * of its offers' and applications' states and of its agent's fraud mark) and the latest deletion of one (0033's
 * tombstones). Two probes of indexes (properties_ever_public_changed_idx, feed_removals_removed_idx).
 */
export async function closedHomesVersion(db: Database): Promise<ClosedHomesVersion> {
  const [row] = await db
    .select({
      listings: microseconds(
        sql`${db
          .select({ at: max(properties.updatedAt) })
          .from(properties)
          .where(sql`${properties.everPublic}`)}`,
      ),
      removals: microseconds(sql`${db.select({ at: max(feedRemovals.removedAt) }).from(feedRemovals)}`),
      readAt: microseconds(sql`clock_timestamp()`),
    })
    .from(sql`(select 1) as one`)
  return {
    listings: BigInt(row?.listings ?? 0),
    removals: BigInt(row?.removals ?? 0),
    readAt: BigInt(row?.readAt ?? 0),
  }
}
