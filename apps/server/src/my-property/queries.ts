import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { inquiryThreads, offers, reviews, wishlistItems } from '../db/schema.ts'

/**
 * The caller's own rows about one listing, each found through its unique (or partial unique) index: at most one
 * wishlist entry, one review, one pending offer and one conversation per person and listing.
 */
export async function findMyRows(db: Database, userId: string, propertyId: string) {
  const [[wishlist], [review], [pendingOffer], [thread]] = await Promise.all([
    db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.propertyId, propertyId))),
    db
      .select({ id: reviews.id, description: reviews.description })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.propertyId, propertyId))),
    db
      .select({
        id: offers.id,
        offerAmount: offers.offerAmount,
        buyingDate: offers.buyingDate,
        createdAt: offers.createdAt,
      })
      .from(offers)
      .where(
        and(eq(offers.buyerId, userId), eq(offers.propertyId, propertyId), eq(offers.status, 'pending')),
      ),
    db
      .select({ id: inquiryThreads.id })
      .from(inquiryThreads)
      .where(and(eq(inquiryThreads.buyerId, userId), eq(inquiryThreads.propertyId, propertyId))),
  ])
  return { wishlist, review, pendingOffer, thread }
}
