import { z } from 'zod'
import { paginationQuerySchema, text, uploadedImageField } from './common.ts'
import { parsePriceRange } from './price-range.ts'

export const LISTING_TYPES = ['sale', 'rent'] as const
export const listingTypeSchema = z.enum(LISTING_TYPES, { error: 'listingType must be sale or rent' })
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
    /** An offer on it is accepted or bought: it can no longer be deleted or re-priced. */
    underContract: z.boolean(),
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

export const PRICE_SORTS = ['asc', 'desc'] as const

/** All Properties: search on location (case-insensitive substring) and sort on the low price, in SQL. */
export const propertySearchQuerySchema = paginationQuerySchema.extend({
  search: text().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
  sort: z.enum(PRICE_SORTS, { error: 'sort must be asc or desc' }).optional(),
})
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>

/** Manage Properties and Advertise (admin): every listing, optionally of one status. */
export const adminPropertyQuerySchema = paginationQuerySchema.extend({
  status: verificationStatusSchema.optional(),
  search: text().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
})

export const propertyListSchema = z.object({ data: z.array(propertySchema) }).meta({ id: 'PropertyList' })

const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} cannot be negative` })
    .max(max, { error: `${field} must be at most ${max}` })
    .nullable()
    .optional()

export const priceRangeField = text({ error: 'Price range is required' })
  .trim()
  .min(1, { error: 'Price range is required' })
  .superRefine((value, ctx) => {
    const parsed = parsePriceRange(value)
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
  })

/**
 * What an agent sends to add or update a listing. Status, advertised flag and agent identity are never read
 * from it (the server sets them); extra fields such as agentEmail or verificationStatus are ignored.
 */
export const propertyInputSchema = z
  .object({
    title: text({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(120, {
      error: 'Title must be at most 120 characters',
    }),
    location: text({ error: 'Location is required' })
      .trim()
      .min(1, { error: 'Location is required' })
      .max(200, { error: 'Location must be at most 200 characters' }),
    image: uploadedImageField({
      required: 'Image is required',
      invalid: 'Image must be a picture uploaded to Keyhaven (/uploads/...)',
    }),
    priceRange: priceRangeField,
    description: text({ multiline: true })
      .trim()
      .max(4000, { error: 'Description must be at most 4000 characters' })
      .optional()
      .default(''),
    listingType: listingTypeSchema.default('sale'),
    category: propertyCategorySchema.default('House'),
    bedrooms: count('bedrooms', 100),
    bathrooms: count('bathrooms', 100),
    areaSqft: count('areaSqft', 10_000_000),
  })
  .meta({ id: 'PropertyInput' })
export type PropertyInput = z.input<typeof propertyInputSchema>

export const REJECTION_REASON_MAX = 500

/** An admin's decision on a pending listing; a rejection tells the agent why (they are notified with it). */
export const verifyPropertySchema = z
  .object({
    status: z.enum(['verified', 'rejected'], { error: 'status must be verified or rejected' }),
    reason: text({ multiline: true, error: 'reason must be text' })
      .trim()
      .max(REJECTION_REASON_MAX, { error: `must be at most ${REJECTION_REASON_MAX} characters` })
      .optional(),
  })
  .superRefine((decision, context) => {
    if (decision.status === 'rejected' && !decision.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'is required when rejecting a property' })
    }
  })
  .meta({ id: 'VerifyProperty' })
export type VerifyProperty = z.infer<typeof verifyPropertySchema>

export const insertedIdSchema = z.object({ insertedId: z.string() }).meta({ id: 'InsertedId' })

/** What an update did: a verified listing whose fields changed went back to review (pending, not advertised). */
export const propertyUpdateResultSchema = z
  .object({
    modifiedCount: z.number().int(),
    verificationStatus: verificationStatusSchema,
    returnedToReview: z.boolean(),
  })
  .meta({ id: 'PropertyUpdateResult' })
export type PropertyUpdateResult = z.infer<typeof propertyUpdateResultSchema>

export const UNDER_CONTRACT = 'This property is under contract.'
export const PRICE_UNDER_CONTRACT =
  'This property is under contract: its price range cannot change while an offer on it is accepted or bought.'
