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

/** RESO LeaseAmountFrequency of a rental: Keyhaven's rents are monthly. */
export const FEED_LEASE_FREQUENCIES = ['Monthly'] as const

/** The Property fields a $filter may name (the ones portals filter on). */
export const FEED_FILTERABLE_FIELDS = [
  'StandardStatus',
  'PropertyType',
  'ListPrice',
  'BedroomsTotal',
  'City',
  'PostalCode',
  'ModificationTimestamp',
] as const
/** The Property fields an $orderby may name. */
export const FEED_ORDERABLE_FIELDS = [...FEED_FILTERABLE_FIELDS, 'ListingKey'] as const

const timestampMessage = 'must be a date and time with its offset, e.g. 2026-11-20T08:00:00Z'

const odataOption = (description: string) => text().max(2000).optional().meta({ description })

export const feedQuerySchema = z.object({
  modifiedSince: text()
    .pipe(z.iso.datetime({ offset: true, error: `modifiedSince ${timestampMessage}` }))
    .optional()
    .meta({
      description:
        'Only entries modified at or after this time (ModificationTimestamp of the last entry already read)',
    }),
  $filter: odataOption(
    `OData filter: eq, ne, gt, ge, lt, le, in, and, or, not and parentheses on ${FEED_FILTERABLE_FIELDS.join(', ')}; text in single quotes, times as 2026-11-20T08:00:00Z, null for none`,
  ),
  $select: odataOption(
    'Comma-separated Property fields to answer (ListingKey is always answered); * for all',
  ),
  $orderby: odataOption(
    `Comma-separated fields of ${FEED_ORDERABLE_FIELDS.join(', ')}, each optionally followed by asc or desc (default ModificationTimestamp asc, ListingKey asc)`,
  ),
  $expand: odataOption("Media: answer each listing's pictures in Media"),
  $count: z
    .enum(['true', 'false'], { error: '$count must be true or false' })
    .optional()
    .meta({ description: 'true: answer @odata.count, the number of entries the query matches in all' }),
  $top: z.coerce
    .number({ error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .int({ error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .min(1, { error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .max(FEED_PAGE_MAX, { error: `$top must be a whole number from 1 to ${FEED_PAGE_MAX}` })
    .default(FEED_PAGE_DEFAULT)
    .meta({ description: `Entries per page (default ${FEED_PAGE_DEFAULT})` }),
  $skip: z.coerce
    .number({ error: '$skip must be a whole number, 0 or more' })
    .int({ error: '$skip must be a whole number, 0 or more' })
    .min(0, { error: '$skip must be a whole number, 0 or more' })
    .default(0)
    .meta({ description: 'Entries to leave out before the first one answered' }),
  $skiptoken: text()
    .max(2000, { error: '$skiptoken is not one this feed gave' })
    .optional()
    .meta({ description: 'Where the next page starts: take it from @odata.nextLink or @odata.deltaLink' }),
})
export type FeedQuery = z.infer<typeof feedQuerySchema>

export const feedMediaSchema = z
  .object({
    MediaKey: z.string(),
    MediaURL: z.string(),
    MediaCategory: z.literal('Photo'),
    Order: z.number().int(),
  })
  .meta({ id: 'FeedMedia' })
export type FeedMedia = z.infer<typeof feedMediaSchema>

export const feedPropertySchema = z
  .object({
    ListingKey: z.string(),
    StandardStatus: z.enum(FEED_STANDARD_STATUSES),
    PropertyType: z.enum(FEED_PROPERTY_TYPES),
    PropertySubType: z.enum(FEED_PROPERTY_SUB_TYPES),
    /** The high end of the listing's price range (RESO's value range pricing), the rent for a lease. */
    ListPrice: z.number(),
    /** The low end of the price range; null for a single price. */
    ListPriceLow: z.number().nullable(),
    LeaseAmountFrequency: z.enum(FEED_LEASE_FREQUENCIES).nullable(),
    BedroomsTotal: z.number().int().nullable(),
    BathroomsTotalInteger: z.number().int().nullable(),
    LivingArea: z.number().nullable(),
    LivingAreaUnits: z.enum(FEED_AREA_UNITS),
    LotSizeArea: z.number().nullable(),
    LotSizeUnits: z.enum(FEED_AREA_UNITS).nullable(),
    YearBuilt: z.number().int().nullable(),
    UnparsedAddress: z.string(),
    City: z.string().nullable(),
    StateOrProvince: z.string().nullable(),
    PostalCode: z.string().nullable(),
    Country: z.string().nullable(),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    PublicRemarks: z.string(),
    /** The listing agent as the listing's page shows them: their key, name and e-mail. */
    ListAgentKey: z.string(),
    ListAgentFullName: z.string(),
    ListAgentEmail: z.string(),
    ModificationTimestamp: z.string(),
    /** Only with $expand=Media. */
    Media: z.array(feedMediaSchema).optional(),
  })
  .meta({ id: 'FeedProperty' })
export type FeedProperty = z.infer<typeof feedPropertySchema>

/** The Property fields, in the order the feed answers them ($select picks among them). */
export const FEED_PROPERTY_FIELDS = Object.keys(feedPropertySchema.shape).filter(
  (field) => field !== 'Media',
) as (keyof Omit<FeedProperty, 'Media'>)[]

/** A listing with only the fields $select named (and its ListingKey). */
export const feedSelectedPropertySchema = feedPropertySchema
  .partial()
  .required({ ListingKey: true })
  .meta({ id: 'FeedSelectedProperty', description: 'A listing with the fields $select named' })
export type FeedSelectedProperty = z.infer<typeof feedSelectedPropertySchema>

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
export const feedEntrySchema = z.union([feedPropertySchema, feedRemovalSchema, feedSelectedPropertySchema])
export type FeedEntry = z.infer<typeof feedEntrySchema>

export const feedPageSchema = z
  .object({
    '@odata.context': z.string(),
    '@odata.count': z.number().int().optional(),
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
