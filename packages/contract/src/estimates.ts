import { z } from 'zod'
import { idSchema } from './common.ts'
import { listingTypeSchema } from './property-record.ts'

// What a home is worth: a Keyhaven estimate from comparable sold (or let) homes, each comparable with the
// adjustments for how it differs, and the estimator's median error measured on the homes sold (or let) so far.

export const ESTIMATE_ADJUSTMENT_KINDS = ['livingArea', 'bedrooms'] as const

/** What one difference between a comparable and the home is worth: added to the comparable's price. */
export const estimateAdjustmentSchema = z
  .object({
    kind: z.enum(ESTIMATE_ADJUSTMENT_KINDS),
    /** The home's figure less the comparable's (area in the server's AREA_UNIT, or bedrooms). */
    difference: z.number(),
    amount: z.number().meta({ description: 'Added to the price of the comparable (negative: taken off)' }),
  })
  .meta({ id: 'EstimateAdjustment' })
export type EstimateAdjustment = z.infer<typeof estimateAdjustmentSchema>

/** A home sold (or let) nearby that the estimate is made from. */
export const comparableSaleSchema = z
  .object({
    propertyId: idSchema,
    title: z.string(),
    location: z.string(),
    price: z
      .number()
      .meta({ description: 'The price it sold for (a rental: the monthly rent it was let at)' }),
    closedAt: z.iso.datetime().meta({ description: 'When it was sold (paid for) or let' }),
    distanceKm: z.number(),
    livingArea: z.number(),
    bedrooms: z.number().int().nullable(),
    adjustments: z.array(estimateAdjustmentSchema),
    adjustedPrice: z.number(),
  })
  .meta({ id: 'ComparableSale' })
export type ComparableSale = z.infer<typeof comparableSaleSchema>

/** The estimator's error, measured by estimating each home sold (or let) from the others. */
export const estimateAccuracySchema = z
  .object({
    medianErrorPercent: z.number().meta({ example: 6.1 }),
    homesMeasured: z.number().int().positive().meta({ example: 48 }),
  })
  .meta({ id: 'EstimateAccuracy' })
export type EstimateAccuracy = z.infer<typeof estimateAccuracySchema>

export const propertyEstimateSchema = z
  .object({
    propertyId: idSchema,
    listingType: listingTypeSchema,
    estimate: z
      .object({ value: z.number(), low: z.number(), high: z.number() })
      .nullable()
      .meta({ description: 'Null when too few comparable homes exist (reason says why)' }),
    reason: z.string().nullable().meta({
      example: "Not enough similar homes sold nearby in the last 12 months to estimate this home's value.",
    }),
    comparables: z.array(comparableSaleSchema),
    accuracy: estimateAccuracySchema
      .nullable()
      .meta({ description: 'Null until at least one home of this kind could be estimated from the others' }),
  })
  .meta({ id: 'PropertyEstimate' })
export type PropertyEstimate = z.infer<typeof propertyEstimateSchema>
