import { z } from 'zod'
import { paginationQuerySchema, text, uploadedImageField } from './common.ts'
import { isCurrencyCode, MONEY_CEILING } from './money.ts'
import { openHouseSchema, openHouseWithinDaysField } from './open-houses.ts'
import { parsePriceRange } from './price-range.ts'
import {
  calendarDate,
  listingAnswerShape,
  listingInputShape,
  listingTypeSchema,
  MAX_AREA,
  propertyCategorySchema,
} from './property-record.ts'
import {
  MIN_YEAR_BUILT,
  PROPERTY_FEATURES,
  type PropertyFeature,
  VERIFICATION_STATUSES,
} from './property-vocabulary.ts'
import { decodeSearchArea, MAX_AREA_POINTS, MIN_AREA_POINTS, type SearchArea } from './search-area.ts'
import { LISTING_SORTS } from './search-vocabulary.ts'

export const MAX_PROPERTY_IMAGES = 12

export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES)

/**
 * Where a listing is in its life, after RESO's StandardStatus: a draft only its agent sees; pending review;
 * changes requested by an admin (the agent edits and submits again); active (publicly listed); under offer (an
 * accepted offer), sold (a bought one) or let (an accepted rental application); withdrawn by its agent or
 * expired (off every public list until submitted, or renewed, and verified again); rejected, which stays.
 * `verificationStatus` is the spec's three-valued view of it: active and on are verified, rejected is rejected,
 * everything else pending.
 */
export const MARKET_STATUSES = [
  'draft',
  'pending',
  'changes_requested',
  'active',
  'under_offer',
  'sold',
  'let',
  'withdrawn',
  'expired',
  'rejected',
] as const
export const marketStatusSchema = z.enum(MARKET_STATUSES)
export type MarketStatus = z.infer<typeof marketStatusSchema>

/** How the screens name each status. */
export const MARKET_STATUS_LABELS: Record<MarketStatus, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  changes_requested: 'Changes requested',
  active: 'Active',
  under_offer: 'Under offer',
  sold: 'Sold',
  let: 'Let',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  rejected: 'Rejected',
}

/** The statuses a listing is sent to review from (POST /properties/{id}/submit). */
export const SUBMITTABLE_STATUSES = ['draft', 'changes_requested', 'withdrawn', 'expired'] as const

export const propertySchema = z
  .object({
    _id: z.uuid(),
    ...listingAnswerShape,
    verificationStatus: verificationStatusSchema,
    marketStatus: marketStatusSchema,
    /** What an admin asked to change (its agent sees it); null unless changes are requested. */
    changesRequestedReason: z.string().nullable(),
    /** When an active listing expires unless renewed; null for any other status. */
    expiresAt: z.iso.datetime().nullable(),
    isAdvertised: z.boolean(),
    isSold: z.boolean(),
    /** An offer on it is accepted or bought: it can no longer be deleted or re-priced. */
    underContract: z.boolean(),
    /** Why an admin rejected it (its agent sees it on their list); null unless rejected. */
    rejectionReason: z.string().nullable(),
    /** A rental whose application was accepted: let, off Rent Properties and search, taking no applications. */
    isLet: z.boolean(),
    /** Its open houses still to end, soonest first. */
    openHouses: z.array(openHouseSchema),
    agentName: z.string().nullable(),
    agentEmail: z.string().nullable(),
    agentImage: z.string().nullable(),
    /** Its agent is marked as fraud: hidden from every public page and never advertised (admins see it). */
    agentMarkedFraud: z.boolean(),
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
    priceLow: true,
    priceHigh: true,
    priceDrop: true,
    currency: true,
    verificationStatus: true,
    listingType: true,
    category: true,
    isSold: true,
    underContract: true,
  })
  .meta({ id: 'AdvertisedProperty' })
export type AdvertisedProperty = z.infer<typeof advertisedPropertySchema>

/** A result on All Properties' map: its pin (price, place) and the card of its popup. */
export const propertyPinSchema = propertySchema
  .pick({
    _id: true,
    title: true,
    location: true,
    image: true,
    priceRange: true,
    priceLow: true,
    currency: true,
    listingType: true,
    latitude: true,
    longitude: true,
  })
  // Pins are public listings, which always have a price.
  .extend({ priceLow: z.number() })
  .meta({ id: 'PropertyPin' })
export type PropertyPin = z.infer<typeof propertyPinSchema>

export const rentListQuerySchema = paginationQuerySchema.extend({
  category: propertyCategorySchema.optional(),
})
export type RentListQuery = z.infer<typeof rentListQuerySchema>

export const PRICE_SORTS = ['asc', 'desc'] as const

/** A whole number or an amount with cents, from a query string; `field` names it in the message. */
const queryAmount = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} cannot be negative` })
    .max(MONEY_CEILING - 1, { error: `${field} must be at most ${MONEY_CEILING - 1}` })

const queryMinimum = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number from 0 to 100` })
    .int({ error: `${field} must be a whole number from 0 to 100` })
    .min(0, { error: `${field} must be a whole number from 0 to 100` })
    .max(100, { error: `${field} must be a whole number from 0 to 100` })

const queryArea = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number from 0 to ${MAX_AREA}` })
    .int({ error: `${field} must be a whole number from 0 to ${MAX_AREA}` })
    .min(0, { error: `${field} must be a whole number from 0 to ${MAX_AREA}` })
    .max(MAX_AREA, { error: `${field} must be a whole number from 0 to ${MAX_AREA}` })

const FEATURE_FILTER_MESSAGE = `features must be a comma-separated list of ${PROPERTY_FEATURES.join(', ')}`

/** `features=garden,pool`: the listings that have all of them (in the vocabulary's order, each once). */
export const featuresFilterField = text()
  .max(300, { error: FEATURE_FILTER_MESSAGE })
  .transform((value, ctx): PropertyFeature[] => {
    const asked = value.split(',').map((part) => part.trim())
    if (!asked.every((part) => (PROPERTY_FEATURES as readonly string[]).includes(part))) {
      ctx.addIssue({ code: 'custom', message: FEATURE_FILTER_MESSAGE })
      return z.NEVER
    }
    return PROPERTY_FEATURES.filter((feature) => asked.includes(feature))
  })

/** A map's visible area in degrees; `west` < `east` (an area across the date line is asked as two). */
export interface BoundingBox {
  west: number
  south: number
  east: number
  north: number
}

const BBOX_MESSAGE = 'bbox must be west,south,east,north in degrees (longitude -180..180, latitude -90..90)'

export const bboxField = text()
  .max(100, { error: BBOX_MESSAGE })
  .transform((value, ctx): BoundingBox => {
    const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)))
    const [west = Number.NaN, south = Number.NaN, east = Number.NaN, north = Number.NaN] = parts
    const valid =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      [west, east].every((lng) => lng >= -180 && lng <= 180) &&
      [south, north].every((lat) => lat >= -90 && lat <= 90)
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE })
      return z.NEVER
    }
    if (west > east || south > north) {
      ctx.addIssue({ code: 'custom', message: 'bbox: west must not exceed east, nor south north' })
      return z.NEVER
    }
    return { west, south, east, north }
  })

const PRICE_CURRENCY_MESSAGE = 'priceCurrency must be an ISO 4217 currency code such as USD or EUR'

/**
 * The filters of All Properties, every one optional and combinable. A home matches the price filters when
 * its price range overlaps [minPrice, maxPrice]. The same object, as a query string, is a saved search.
 */
/**
 * `area`: the homes whose map pin lies inside the drawn shape or on its outline. Read in longitudes -180..180
 * as drawn: a shape cannot cross the date line.
 */
export const searchAreaField = text()
  .transform((value, ctx): SearchArea => {
    const decoded = decodeSearchArea(value.trim())
    if (decoded.ok) return decoded.area
    ctx.addIssue({ code: 'custom', message: decoded.message })
    return z.NEVER
  })
  .meta({
    description: `A drawn search area: its corners in order as Google's encoded polyline (precision 5, latitude before longitude), ${MIN_AREA_POINTS} to ${MAX_AREA_POINTS} of them, closed implicitly, not crossing itself. A home on the outline is inside.`,
  })

export const listingFiltersSchema = z.object({
  search: text().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
  listingType: listingTypeSchema.optional(),
  category: propertyCategorySchema.optional(),
  minPrice: queryAmount('minPrice').optional(),
  maxPrice: queryAmount('maxPrice').optional(),
  /**
   * The currency minPrice and maxPrice are in (ISO 4217; the deployment's when left out). A listing in another
   * currency is compared with the bounds converted to its own at the loaded exchange rates; with no rate between
   * the two, it does not meet a price filter.
   */
  priceCurrency: z
    .string({ error: PRICE_CURRENCY_MESSAGE })
    .refine(isCurrencyCode, { error: PRICE_CURRENCY_MESSAGE })
    .optional(),
  minBeds: queryMinimum('minBeds').optional(),
  minBaths: queryMinimum('minBaths').optional(),
  bbox: bboxField.optional(),
  area: searchAreaField.optional(),
  /** The living area, in the deployment's unit (areaUnit), at least and at most. */
  minArea: queryArea('minArea').optional(),
  maxArea: queryArea('maxArea').optional(),
  features: featuresFilterField.optional(),
  minYear: z.coerce
    .number({ error: `minYear must be a year from ${MIN_YEAR_BUILT} to 9999` })
    .int({ error: `minYear must be a year from ${MIN_YEAR_BUILT} to 9999` })
    .min(MIN_YEAR_BUILT, { error: `minYear must be a year from ${MIN_YEAR_BUILT} to 9999` })
    .max(9999, { error: `minYear must be a year from ${MIN_YEAR_BUILT} to 9999` })
    .optional(),
  /** Rentals free on or before this day (a rental without an availableFrom is free now). */
  availableBy: calendarDate('availableBy').optional(),
  openHouseWithinDays: openHouseWithinDaysField.optional(),
})
export type ListingFilters = z.infer<typeof listingFiltersSchema>

/**
 * maxPrice below minPrice can match nothing: refused, naming maxPrice. A refinement of the final schema (a
 * refined object can no longer be extended).
 */
export function checkPriceOrder(
  query: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' })
  }
}

/** maxArea below minArea can match nothing: refused, naming maxArea. Refines the final schema like checkPriceOrder. */
export function checkAreaOrder(
  query: { minArea?: number | undefined; maxArea?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.minArea !== undefined && query.maxArea !== undefined && query.maxArea < query.minArea) {
    ctx.addIssue({ code: 'custom', path: ['maxArea'], message: 'maxArea must not be below minArea' })
  }
}

const listingSortField = z
  .enum(LISTING_SORTS, { error: 'sort must be asc, desc, newest or pricePerArea' })
  .optional()

/**
 * All Properties: the filters, an order and a page (the total travels in X-Total-Count). Not refined yet, so
 * the server can extend it with its cursor: refine the result with checkPriceOrder.
 */
export const propertySearchQuerySchema = paginationQuerySchema
  .extend(listingFiltersSchema.shape)
  .extend({ sort: listingSortField })
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>

/** The parameters a saved search keeps: the filters and the order, never the page. */
export const savedSearchFiltersSchema = listingFiltersSchema
  .extend({ sort: listingSortField })
  .superRefine(checkPriceOrder)
  .superRefine(checkAreaOrder)
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>

/** Matches beyond this are not counted (a page can never lie deeper: see the offset limit). */
export const TOTAL_COUNT_CAP = 10_000

/** Manage Properties and Advertise (admin): every listing, optionally of one status. */
/** `status=pending` is the review queue: listings waiting for an admin's decision, nothing else. */
export const adminPropertyQuerySchema = paginationQuerySchema.extend({
  status: verificationStatusSchema.optional(),
  search: text().trim().max(100, { error: 'search must be at most 100 characters' }).optional(),
})

export const propertyListSchema = z.object({ data: z.array(propertySchema) }).meta({ id: 'PropertyList' })

export const priceRangeField = text({ error: 'Price range is required' })
  .trim()
  .min(1, { error: 'Price range is required' })
  .superRefine((value, ctx) => {
    const parsed = parsePriceRange(value)
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
  })

/** A listing's pictures in order, the first being the cover: `least` of them at least. */
const imageList = (least: number) =>
  z
    .array(
      uploadedImageField({
        required: 'Image is required',
        invalid: 'Each image must be a picture uploaded to Keyhaven (/uploads/...)',
      }),
      { error: 'images must be a list of uploaded pictures' },
    )
    .min(least, { error: 'Image is required' })
    .max(MAX_PROPERTY_IMAGES, { error: `A listing holds at most ${MAX_PROPERTY_IMAGES} images` })
    .refine((images) => new Set(images).size === images.length, {
      error: 'The same image is listed twice',
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
    /** The display text; built from the address instead when a city is given (see addressText). */
    location: text({ error: 'Location is required' })
      .trim()
      .max(200, { error: 'Location must be at most 200 characters' })
      .optional()
      .default(''),
    /** The cover picture; alone (without images) it replaces only the cover of an existing listing. */
    image: uploadedImageField({
      required: 'Image is required',
      invalid: 'Image must be a picture uploaded to Keyhaven (/uploads/...)',
    }).optional(),
    /** Every picture in order, the first being the cover; replaces the listing's pictures. */
    images: imageList(1).optional(),
    priceRange: priceRangeField,
    description: text({ multiline: true })
      .trim()
      .max(4000, { error: 'Description must be at most 4000 characters' })
      .optional()
      .default(''),
    ...listingInputShape,
  })
  .meta({ id: 'PropertyInput' })
export type PropertyInput = z.input<typeof propertyInputSchema>

/**
 * A listing names its pictures by `images` (the first is the cover) or, as the original screens do, by
 * `image` alone. When both come, the cover must be the same. A refinement of the final body schemas.
 */
export function checkImages(
  input: { image?: string | undefined; images?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  if (input.image === undefined && input.images === undefined) {
    ctx.addIssue({ code: 'custom', path: ['image'], message: 'Image is required' })
  } else if (input.image !== undefined && input.images !== undefined && input.images[0] !== input.image) {
    ctx.addIssue({
      code: 'custom',
      path: ['image'],
      message: 'image must be the first of images (the cover)',
    })
  }
}

/**
 * A point needs both coordinates: one alone would put the listing nowhere. A refinement of the final body
 * schemas (a refined object can no longer be extended).
 */
export function checkCoordinatePair(
  input: { latitude?: number | null | undefined; longitude?: number | null | undefined },
  ctx: z.RefinementCtx,
) {
  if ((input.latitude == null) !== (input.longitude == null)) {
    ctx.addIssue({
      code: 'custom',
      path: [input.latitude == null ? 'latitude' : 'longitude'],
      message: 'latitude and longitude are set together (or both left empty)',
    })
  }
}

/**
 * A listing is placed by its location text or by an address with a city (whose text then stands in for the
 * location). A refinement of the final body schemas.
 */
export function checkPlace(
  input: { location?: string | undefined; city?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (!input.location && !input.city) {
    ctx.addIssue({ code: 'custom', path: ['location'], message: 'Location is required' })
  }
}

/** A new listing sent to review: every field rule of the spec's Add Property. */
export const newPropertySchema = propertyInputSchema
  .superRefine(checkCoordinatePair)
  .superRefine(checkImages)
  .superRefine(checkPlace)
  .meta({ id: 'NewProperty' })
export type NewProperty = z.infer<typeof newPropertySchema>

/**
 * A draft: the same fields, each checked for its type and size only; any may be missing. A price range, when
 * given, must still read as one (it is kept as two amounts), and pictures must be uploaded ones.
 */
export const propertyDraftSchema = propertyInputSchema
  .partial()
  .extend({
    title: text({ error: 'Title must be text' })
      .trim()
      .max(120, { error: 'Title must be at most 120 characters' })
      .optional(),
    priceRange: text({ error: 'Price range must be text' })
      .trim()
      .superRefine((value, ctx) => {
        const parsed = parsePriceRange(value)
        if (value && !parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message })
      })
      .optional(),
    images: imageList(0).optional(),
  })
  .superRefine(checkCoordinatePair)
export type PropertyDraft = z.infer<typeof propertyDraftSchema>

/**
 * POST /properties: with `draft: true` the listing is saved as a draft (only its agent sees it; only types are
 * checked); otherwise it goes to review and every rule of newPropertySchema applies.
 */
/**
 * What a create or update body must hold, as JSON Schema says it for the OpenAPI document (the refinements of
 * the body schemas, which it cannot read): `draft: true`, or every field a listing sent to review needs (a
 * title, a price range, a picture, a place).
 */
export const LISTING_BODY_REQUIRES = {
  anyOf: [
    { title: 'A draft', required: ['draft'], properties: { draft: { const: true } } },
    {
      title: 'A listing sent to review',
      required: ['title', 'priceRange'],
      allOf: [
        { anyOf: [{ required: ['image'] }, { required: ['images'] }] },
        { anyOf: [{ required: ['location'] }, { required: ['city'] }] },
      ],
    },
  ],
}

export const createPropertyBodySchema = propertyDraftSchema
  .extend({
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.draft) return
    const full = newPropertySchema.safeParse(body)
    if (!full.success) for (const issue of full.error.issues) ctx.addIssue({ ...issue, input: undefined })
  })
  .meta({ id: 'PropertyCreate', ...LISTING_BODY_REQUIRES })
export type PropertyCreate = z.input<typeof createPropertyBodySchema>

export const CHANGES_REASON_MAX = 500

/** An admin's request for changes to a pending listing: what to change, for its agent. */
export const requestChangesSchema = z
  .object({
    reason: text({ multiline: true, error: 'reason is required' })
      .trim()
      .min(1, { error: 'reason is required' })
      .max(CHANGES_REASON_MAX, { error: `reason must be at most ${CHANGES_REASON_MAX} characters` }),
  })
  .meta({ id: 'RequestChanges' })
export type RequestChanges = z.infer<typeof requestChangesSchema>

/** What a lifecycle action did: the listing's status afterwards. */
export const lifecycleResultSchema = z
  .object({ marketStatus: marketStatusSchema, verificationStatus: verificationStatusSchema })
  .meta({ id: 'LifecycleResult' })
export type LifecycleResult = z.infer<typeof lifecycleResultSchema>

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
/** A bought listing is a finished sale: what it was when it sold stays as it was. */
export const SOLD_NOT_EDITABLE = 'This property is sold: a sold listing cannot be edited.'
/** A buyer agreed to the listing as it was when their offer was accepted: none of it changes until the sale ends. */
export const UNDER_CONTRACT_NOT_EDITABLE =
  'This property is under contract: what its buyer agreed to (title, location, price and every other detail) cannot change while an offer on it is accepted.'
