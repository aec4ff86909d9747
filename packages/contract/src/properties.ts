import { z } from 'zod'
import { paginationQuerySchema } from './common.ts'

export const LISTING_TYPES = ['sale', 'rent'] as const
export const listingTypeSchema = z.enum(LISTING_TYPES)
export type ListingType = z.infer<typeof listingTypeSchema>

export const PROPERTY_CATEGORIES = ['House', 'Villa', 'Office', 'Apartment'] as const
export const propertyCategorySchema = z.enum(PROPERTY_CATEGORIES, {
  error: `category must be one of ${PROPERTY_CATEGORIES.join(', ')}`,
})
export type PropertyCategory = z.infer<typeof propertyCategorySchema>

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES)
export type VerificationStatus = z.infer<typeof verificationStatusSchema>

export const propertySchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    image: z.string(),
    priceRange: z.string().meta({ example: '$5,000 - $7,000' }),
    priceLow: z.number(),
    priceHigh: z.number(),
    listingType: listingTypeSchema,
    category: propertyCategorySchema,
    bedrooms: z.number().int().nullable(),
    bathrooms: z.number().int().nullable(),
    areaSqft: z.number().int().nullable(),
    verificationStatus: verificationStatusSchema,
    isAdvertised: z.boolean(),
    isSold: z.boolean(),
    agentName: z.string().nullable(),
    agentEmail: z.string().nullable(),
    agentImage: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Property' })
export type Property = z.infer<typeof propertySchema>

/** The card of the home page's Advertisement Section. */
export const advertisedPropertySchema = propertySchema
  .pick({
    _id: true,
    image: true,
    title: true,
    location: true,
    priceRange: true,
    verificationStatus: true,
    listingType: true,
    category: true,
  })
  .meta({ id: 'AdvertisedProperty' })
export type AdvertisedProperty = z.infer<typeof advertisedPropertySchema>

export const rentListQuerySchema = paginationQuerySchema.extend({
  category: propertyCategorySchema.optional(),
})
export type RentListQuery = z.infer<typeof rentListQuerySchema>
