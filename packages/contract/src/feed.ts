import { z } from 'zod'
import { text } from './common.ts'

// The portal feed (GET /api/feed/properties): public listings in the RESO Data Dictionary's Property names, and
// the removals of those that no longer are, shaped as an OData collection, for portals that sync with a feed key.
// docs/decisions/0020.

/** Entries per feed page unless `$top` says otherwise, and the most it may ask for. */
export const FEED_PAGE_DEFAULT = 100
export const FEED_PAGE_MAX = 500

/** RESO StandardStatus values of a listing the feed answers in full (open, under offer, sold or let). */
export const FEED_STANDARD_STATUSES = ['Active', 'Pending', 'Closed'] as const
/**
 * RESO StandardStatus values of a removal: a listing that was public and no longer is, withdrawn by its agent,
 * expired, or anything else a portal must take down (deleted, rejected or back in review, its agent's account
 * deleted or marked as fraud).
 */
export const FEED_REMOVAL_STATUSES = ['Withdrawn', 'Expired', 'Delete'] as const
/** RESO PropertyType values: homes for sale and rentals, and offices as commercial. */
export const FEED_PROPERTY_TYPES = [
  'Residential',
  'ResidentialLease',
  'CommercialSale',
  'CommercialLease',
] as const
/** RESO PropertySubType values of Keyhaven's categories. */
export const FEED_PROPERTY_SUB_TYPES = ['SingleFamilyResidence', 'Apartment', 'Office'] as const
/** RESO LivingAreaUnits values of the deployment's area units. */
export const FEED_AREA_UNITS = ['SquareFeet', 'SquareMeters'] as const

const timestampMessage = 'must be a date and time with its offset, e.g. 2026-11-20T08:00:00Z'

export const feedQuerySchema = z.object({
  modifiedSince: text()
    .pipe(z.iso.datetime({ offset: true, error: `modifiedSince ${timestampMessage}` }))
    .optional()
    .meta({
      description:
        'Only entries modified at or after this time (ModificationTimestamp of the last entry already read)',
    }),
  $top: z.coerce
    .number({ error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .int({ error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .min(1, { error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .max(FEED_PAGE_MAX, { error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .default(FEED_PAGE_DEFAULT)
    .meta({ description: `Entries per page (default ${FEED_PAGE_DEFAULT})` }),
  $skiptoken: text()
    .max(200, { error: '$skiptoken is not one this feed gave' })
    .optional()
    .meta({ description: 'Where the next page starts: take it from @odata.nextLink or @odata.deltaLink' }),
})
export type FeedQuery = z.infer<typeof feedQuerySchema>

export const feedPropertySchema = z
  .object({
    ListingKey: z.string(),
    StandardStatus: z.enum(FEED_STANDARD_STATUSES),
    PropertyType: z.enum(FEED_PROPERTY_TYPES),
    PropertySubType: z.enum(FEED_PROPERTY_SUB_TYPES),
    /** The low end of the listing's price range. */
    ListPrice: z.number(),
    /** Keyhaven's extension: the high end of the price range (equal to ListPrice for a single price). */
    Keyhaven_ListPriceHigh: z.number(),
    BedroomsTotal: z.number().int().nullable(),
    BathroomsTotalInteger: z.number().int().nullable(),
    LivingArea: z.number().nullable(),
    LivingAreaUnits: z.enum(FEED_AREA_UNITS),
    LotSizeArea: z.number().nullable(),
    YearBuilt: z.number().int().nullable(),
    UnparsedAddress: z.string(),
    City: z.string().nullable(),
    StateOrProvince: z.string().nullable(),
    PostalCode: z.string().nullable(),
    Country: z.string().nullable(),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    PublicRemarks: z.string(),
    Media: z.array(z.object({ MediaURL: z.string(), Order: z.number().int() })),
    ModificationTimestamp: z.string(),
  })
  .meta({ id: 'FeedProperty' })
export type FeedProperty = z.infer<typeof feedPropertySchema>

/** A listing that left the public set: its key, why (in RESO's words) and when, and nothing else about it. */
export const feedRemovalSchema = z
  .strictObject({
    ListingKey: z.string(),
    StandardStatus: z.enum(FEED_REMOVAL_STATUSES),
    ModificationTimestamp: z.string(),
  })
  .meta({
    id: 'FeedRemoval',
    description: 'A listing that was public and no longer is: the portal takes it down',
  })
export type FeedRemoval = z.infer<typeof feedRemovalSchema>

/** One entry of the feed: a public listing in full, or a removal (told apart by StandardStatus). */
export const feedEntrySchema = z.union([feedPropertySchema, feedRemovalSchema])
export type FeedEntry = z.infer<typeof feedEntrySchema>

export const feedPageSchema = z
  .object({
    value: z.array(feedEntrySchema),
    '@odata.nextLink': z.string().optional(),
    '@odata.deltaLink': z.string().optional(),
  })
  .meta({ id: 'FeedPage' })
export type FeedPage = z.infer<typeof feedPageSchema>

// Feed keys, which admins issue and revoke.

export const createFeedKeySchema = z
  .object({
    name: text({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name is required' })
      .max(100, { error: 'name must be at most 100 characters' }),
  })
  .meta({ id: 'CreateFeedKey' })
export type CreateFeedKey = z.input<typeof createFeedKeySchema>

export const feedKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'FeedKey' })
export type FeedKey = z.infer<typeof feedKeySchema>

/** A key as issued: the only answer that holds the key itself. */
export const issuedFeedKeySchema = feedKeySchema
  .extend({ key: z.string().meta({ description: 'The key, shown this once: Keyhaven keeps only its hash' }) })
  .meta({ id: 'IssuedFeedKey' })
export type IssuedFeedKey = z.infer<typeof issuedFeedKeySchema>
