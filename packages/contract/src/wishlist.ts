import { z } from 'zod'
import { emailQueryField, paginationQuerySchema } from './common.ts'
import {
  listingTypeSchema,
  priceDropSchema,
  propertyCategorySchema,
  verificationStatusSchema,
} from './properties.ts'

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
