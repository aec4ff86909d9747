import type { MyPropertyState } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { findMyRows } from './queries.ts'

/**
 * What the caller has done about a listing. Only their own rows are read, so the answer says nothing about the
 * listing or anyone else: an id of no listing answers the same as a listing they never touched.
 */
export function createMyPropertyService(db: Database) {
  return {
    async state(caller: Caller, propertyId: string): Promise<MyPropertyState> {
      const { wishlist, review, pendingOffer, thread } = await findMyRows(db, caller.id, propertyId)
      return {
        wishlistEntryId: wishlist?.id ?? null,
        review: review ? { _id: review.id, description: review.description } : null,
        pendingOffer: pendingOffer
          ? {
              _id: pendingOffer.id,
              offerAmount: pendingOffer.offerAmount,
              buyingDate: pendingOffer.buyingDate,
              createdAt: pendingOffer.createdAt.toISOString(),
            }
          : null,
        inquiryId: thread?.id ?? null,
      }
    },
  }
}
