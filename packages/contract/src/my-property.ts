import { z } from 'zod'

/**
 * What the caller has already done about one listing, so its details page picks up where they left off: the
 * wishlist entry (Remove instead of Add), their review (Edit instead of a second one), their pending offer
 * (shown with Withdraw instead of a form) and their conversation with its agent (opened instead of a new one).
 * Each is null when there is none.
 */
export const myPropertyStateSchema = z
  .object({
    wishlistEntryId: z.uuid().nullable(),
    review: z.object({ _id: z.uuid(), description: z.string() }).nullable(),
    pendingOffer: z
      .object({
        _id: z.uuid(),
        offerAmount: z.number(),
        buyingDate: z.iso.date(),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
    inquiryId: z.uuid().nullable(),
  })
  .meta({ id: 'MyPropertyState' })
export type MyPropertyState = z.infer<typeof myPropertyStateSchema>
