import { z } from 'zod'
import { emailQueryField, paginationQuerySchema, text } from './common.ts'
import { emailField } from './newsletter.ts'
import { verificationStatusSchema } from './properties.ts'
import { listingTypeSchema, priceDropSchema, propertyCategorySchema } from './property-record.ts'

export const wishlistItemSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    userEmail: z.string(),
    title: z.string(),
    image: z.string(),
    location: z.string(),
    priceRange: z.string(),
    priceLow: z.number(),
    priceHigh: z.number(),
    /** ISO 4217: the listing's currency. */
    currency: z.string().meta({ example: 'USD' }),
    /** A recent fall of its price (null when none). */
    priceDrop: priceDropSchema.nullable(),
    category: propertyCategorySchema,
    listingType: listingTypeSchema,
    agentName: z.string().nullable(),
    agentEmail: z.string().nullable(),
    agentImage: z.string().nullable(),
    verificationStatus: verificationStatusSchema,
    isSold: z.boolean(),
    /** An offer on it is accepted or bought: it takes no new offers. */
    underContract: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WishlistItem' })
export type WishlistItem = z.infer<typeof wishlistItemSchema>

/** Only the property's id is read; the summary shown in the list always comes from the listing itself. */
export const wishlistInputSchema = z
  .object({ propertyId: z.uuid({ error: 'propertyId must be a property id' }) })
  .meta({ id: 'WishlistInput' })

export const wishlistQuerySchema = paginationQuerySchema.extend({
  email: emailQueryField('email'),
})

// Searching with a partner: a buyer shares their wishlist with one other buyer, invited by e-mail.

/** The longest note a partner may leave on a home of a shared wishlist. */
export const WISHLIST_NOTE_MAX_LENGTH = 500
/** How many notes one home of a shared wishlist holds at most (both partners together). */
export const WISHLIST_NOTES_PER_HOME = 50

export const wishlistShareInputSchema = z.object({ email: emailField }).meta({ id: 'WishlistShareInput' })
export type WishlistShareInput = z.infer<typeof wishlistShareInputSchema>

/** The secret of an invitation's e-mailed link, sent back by the buyer who opened it. */
export const wishlistInvitationLinkSchema = z
  .object({
    secret: text({ error: 'secret is required' })
      .min(1, { error: 'secret is required' })
      .max(100, { error: 'secret is not an invitation link' }),
  })
  .meta({ id: 'WishlistInvitationLink' })

export const WISHLIST_SHARE_STATUSES = ['pending', 'accepted'] as const

export const wishlistShareSchema = z
  .object({
    _id: z.uuid(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    /** The address invited; the partner's account name once they accepted. */
    partnerEmail: z.string(),
    partnerName: z.string().nullable(),
    status: z.enum(WISHLIST_SHARE_STATUSES),
    createdAt: z.iso.datetime(),
    acceptedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WishlistShare' })
export type WishlistShare = z.infer<typeof wishlistShareSchema>

/** The caller's sharing: the invitation they sent (one per wishlist), and those sent to them. */
export const wishlistSharingSchema = z
  .object({
    outgoing: wishlistShareSchema.nullable(),
    incoming: z.array(wishlistShareSchema),
  })
  .meta({ id: 'WishlistSharing' })
export type WishlistSharing = z.infer<typeof wishlistSharingSchema>

export const wishlistNoteInputSchema = z
  .object({
    text: text({ multiline: true, error: 'Write a note' })
      .trim()
      .min(1, { error: 'Write a note' })
      .max(WISHLIST_NOTE_MAX_LENGTH, {
        error: `A note is at most ${WISHLIST_NOTE_MAX_LENGTH} characters`,
      }),
  })
  .meta({ id: 'WishlistNoteInput' })

export const wishlistNoteSchema = z
  .object({
    _id: z.uuid(),
    authorName: z.string(),
    /** Whether the caller wrote it (only its writer may delete it). */
    mine: z.boolean(),
    text: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WishlistNote' })
export type WishlistNote = z.infer<typeof wishlistNoteSchema>

export const sharedWishlistItemSchema = wishlistItemSchema
  .extend({ notes: z.array(wishlistNoteSchema) })
  .meta({ id: 'SharedWishlistItem' })
export type SharedWishlistItem = z.infer<typeof sharedWishlistItemSchema>
