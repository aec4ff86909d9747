import {
  ERROR_CODES,
  formatPriceRange,
  type Page,
  type PaginationQuery,
  type WishlistItem,
} from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { priceDropOf } from '../price-drops/price-drop.ts'
import { priceOf } from '../properties/queries.ts'
import {
  deleteWishlistItem,
  findListing,
  insertWishlistItem,
  listWishlist,
  type WishlistRow,
} from './queries.ts'

export function createWishlistService(db: Database) {
  const toItem = (
    row: WishlistRow,
    userEmail: string,
    { priceLow, priceHigh } = priceOf(row),
  ): WishlistItem => ({
    _id: row.id,
    propertyId: row.propertyId,
    userEmail,
    title: row.title,
    image: row.image,
    location: row.location,
    priceRange: formatPriceRange(priceLow, priceHigh, row.currency),
    priceLow,
    priceHigh,
    currency: row.currency,
    priceDrop: priceDropOf(row),
    category: row.category,
    listingType: row.listingType,
    agentName: row.agentName,
    agentEmail: row.agentEmail,
    agentImage: row.agentImage,
    verificationStatus: row.verificationStatus,
    isSold: Boolean(row.isSold),
    underContract: Boolean(row.underContract),
    createdAt: row.createdAt.toISOString(),
  })

  /** One page of an owner's list (the caller's own, or the one shared with them). */
  async function entriesOf(
    owner: { id: string; email: string },
    query: PaginationQuery,
  ): Promise<Page<WishlistItem>> {
    const page = await listWishlist(db, owner.id, offsetPage(query))
    return mapPage(page, (row) => toItem(row, owner.email))
  }

  return {
    /**
     * Adds to `ownerId`'s list (the caller's own, or the one shared with them). Only the property id is the
     * client's: the summary is always read live from the listing.
     */
    async add(ownerId: string, propertyId: string): Promise<{ insertedId: string }> {
      const listing = await findListing(db, propertyId)
      if (!listing?.isPublic) throw new ApiError(404, 'No property with this id')
      if (listing.isSold) throw new ApiError(409, 'This property is already sold')
      const insertedId = await insertWishlistItem(db, { userId: ownerId, propertyId: listing.id })
      if (!insertedId) throw new ApiError(409, 'Already in your wishlist', ERROR_CODES.alreadyInWishlist)
      return { insertedId }
    },

    /** The caller's own wishlist only: another e-mail is refused, admins included. */
    async list(caller: Caller, query: PaginationQuery & { email: string }): Promise<Page<WishlistItem>> {
      if (query.email !== caller.email) {
        throw new ApiError(403, 'You can only see your own wishlist')
      }
      return entriesOf(caller, query)
    },

    entriesOf,

    /** Someone else's entry answers 404 like a missing one, so ids of other wishlists are not confirmed. */
    async remove(ownerId: string, id: string): Promise<{ deletedCount: number }> {
      const deletedCount = await deleteWishlistItem(db, id, ownerId)
      if (deletedCount === 0) throw new ApiError(404, 'No wishlist entry with this id')
      return { deletedCount }
    },
  }
}
