import { z } from 'zod'
import { text } from './common.ts'

// What a listing's history and its agent's figures say: price changes, views, saves, offers, sales by month.

/** One entry of a listing's price history: the range it took, and when. */
export const priceChangeSchema = z
  .object({
    priceRange: z.string().meta({ example: '$5,000 - $7,000' }),
    priceLow: z.number(),
    priceHigh: z.number(),
    changedAt: z.iso.datetime(),
  })
  .meta({ id: 'PriceChange' })
export type PriceChange = z.infer<typeof priceChangeSchema>

/** Whether the view beacon counted a new view (false: already counted today, or not one that counts). */
export const viewRecordedSchema = z.object({ counted: z.boolean() }).meta({ id: 'ViewRecorded' })

/** The most listings one insight request may name: a page of My Added Properties holds fewer. */
export const INSIGHT_MAX_IDS = 50

const IDS_MESSAGE = `ids must be 1 to ${INSIGHT_MAX_IDS} property ids separated by commas`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const listingInsightQuerySchema = z.object({
  ids: text({ error: IDS_MESSAGE })
    .max(INSIGHT_MAX_IDS * 37, { error: IDS_MESSAGE })
    .transform((value, ctx) => {
      const ids = value.split(',').map((id) => id.trim().toLowerCase())
      if (ids.length > INSIGHT_MAX_IDS || !ids.every((id) => UUID.test(id))) {
        ctx.addIssue({ code: 'custom', message: IDS_MESSAGE })
        return z.NEVER
      }
      return [...new Set(ids)]
    }),
})

/** A listing's figures for its agent: views (one per visitor per day), wishlist saves and offers received. */
export const listingInsightSchema = z
  .object({
    propertyId: z.uuid(),
    views: z.number().int(),
    /** Views of today and the six days before (UTC days). */
    viewsLast7Days: z.number().int(),
    saves: z.number().int(),
    offers: z.number().int(),
  })
  .meta({ id: 'ListingInsight' })
export type ListingInsight = z.infer<typeof listingInsightSchema>

/** One month of an agent's sales (bought offers), in UTC months. */
export const salesMonthSchema = z
  .object({
    month: z.string().meta({ example: '2026-11', description: 'YYYY-MM' }),
    count: z.number().int(),
    amount: z.number(),
  })
  .meta({ id: 'SalesMonth' })
export type SalesMonth = z.infer<typeof salesMonthSchema>
