import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { properties, users, wishlistItems } from '../db/schema.ts'
import { isPubliclyListed, isSold, isUnderContract } from '../properties/queries.ts'

/** The listing with whether the public may see it and whether it is sold; undefined when there is none. */
export async function findListing(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      isPublic: sql<boolean>`${isPubliclyListed}`,
      isSold: sql<boolean>`${isSold}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(eq(properties.id, propertyId))
  return row && { id: row.id, isPublic: Boolean(row.isPublic), isSold: Boolean(row.isSold) }
}

/** Adds the entry unless the user already has this property (the unique index decides, race-free). */
export async function insertWishlistItem(
  db: Database,
  values: { userId: string; propertyId: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(wishlistItems)
    .values(values)
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.propertyId] })
    .returning({ id: wishlistItems.id })
  return row?.id
}

export type WishlistRow = Awaited<ReturnType<typeof selectWishlist>>[number]

function selectWishlist(db: Database, where: SQL | undefined, page: PageWindow) {
  return db
    .select({
      id: wishlistItems.id,
      createdAt: wishlistItems.createdAt,
      propertyId: properties.id,
      title: properties.title,
      image: properties.image,
      location: properties.location,
      category: properties.category,
      listingType: properties.listingType,
      priceLow: properties.priceLow,
      priceHigh: properties.priceHigh,
      currency: properties.currency,
      droppedFromLow: properties.droppedFromLow,
      droppedFromHigh: properties.droppedFromHigh,
      priceDroppedAt: properties.priceDroppedAt,
      verificationStatus: properties.verificationStatus,
      agentName: users.name,
      agentEmail: users.email,
      agentImage: users.image,
      isSold: sql<boolean>`${isSold}`,
      underContract: sql<boolean>`${isUnderContract}`,
    })
    .from(wishlistItems)
    .innerJoin(properties, eq(properties.id, wishlistItems.propertyId))
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(where)
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .limit(page.limit)
    .offset(page.offset)
}

/**
 * A user's wishlist, the summary joined live from each listing and its agent. Entries whose listing the public
 * can no longer see (rejected, or its agent marked fraud) are left out of the list and the total, not deleted.
 */
export function listWishlist(db: Database, userId: string, page: PageWindow) {
  const where = and(eq(wishlistItems.userId, userId), isPubliclyListed)
  return readPage(
    selectWishlist(db, where, page),
    db
      .select({ total: count() })
      .from(wishlistItems)
      .innerJoin(properties, eq(properties.id, wishlistItems.propertyId))
      .leftJoin(users, eq(users.id, properties.agentId))
      .where(where),
  )
}

export async function deleteWishlistItem(db: Database, id: string, userId: string): Promise<number> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id })
  return deleted.length
}
