import { z } from 'zod'
import { emailQueryField, paginationQuerySchema, text } from './common.ts'
import { formatMoney, MONEY_STEP } from './money.ts'

/**
 * `expired`: an accepted offer that was not paid by its payment deadline, was released by an admin, or whose
 * buyer's account was deleted; the home takes offers again.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'bought', 'expired'] as const
export const offerStatusSchema = z.enum(OFFER_STATUSES)
export type OfferStatus = z.infer<typeof offerStatusSchema>

export const offerSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid().nullable(),
    title: z.string(),
    location: z.string(),
    image: z.string(),
    agentName: z.string().nullable(),
    agentEmail: z.string().nullable(),
    /** The agent's current photo, as every other screen shows it. */
    agentImage: z.string().nullable(),
    offerAmount: z.number(),
    /** ISO 4217: the listing's currency, which the amount is in. */
    currency: z.string().meta({ example: 'USD' }),
    buyerEmail: z.string(),
    buyerName: z.string(),
    buyingDate: z.iso.date(),
    status: offerStatusSchema,
    transactionId: z.string().nullable(),
    /** The accepted offer's payment deadline (set when it is accepted); past it, the offer expires. */
    paymentDueAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Offer' })
export type Offer = z.infer<typeof offerSchema>

/** The latest buying date an offer may name, counted from today. */
export const MAX_BUYING_DATE_DAYS = 365 * 2

/**
 * What a buyer sends. Only the property, the amount and the date are read: title, agent, buyer and status
 * always come from the database and the caller.
 */
export const offerInputSchema = z
  .object({
    propertyId: z.uuid({ error: 'propertyId must be a property id' }),
    offerAmount: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
            ? 'Offer amount is required'
            : 'Offer amount must be a number',
      })
      .positive({ error: 'Offer amount must be greater than zero' })
      .multipleOf(MONEY_STEP, { error: 'Offer amount must have at most four decimals' }),
    buyingDate: z.iso.date({ error: 'Buying date is required (YYYY-MM-DD)' }),
  })
  .meta({ id: 'OfferInput' })
export type OfferInput = z.infer<typeof offerInputSchema>

export const buyerOffersQuerySchema = paginationQuerySchema.extend({
  buyerEmail: emailQueryField('buyerEmail'),
})
export const agentOffersQuerySchema = paginationQuerySchema.extend({
  email: emailQueryField('email'),
})

export const acceptOfferSchema = z
  .object({ propertyId: z.uuid({ error: 'propertyId must be a property id' }).optional() })
  .meta({ id: 'AcceptOffer' })
export const acceptOfferResultSchema = z
  .object({
    accepted: z.object({ modifiedCount: z.number().int() }),
    rejected: z.object({ modifiedCount: z.number().int() }),
  })
  .meta({ id: 'AcceptOfferResult' })

export const RELEASE_REASON_MAX = 500

/** An admin's release of an accepted, unpaid offer: the buyer and the agent are told the reason. */
export const releaseOfferSchema = z
  .object({
    reason: text({ multiline: true, error: 'must be text: say why the offer is released' })
      .trim()
      .min(1, { error: 'is required: say why the offer is released' })
      .max(RELEASE_REASON_MAX, { error: `must be at most ${RELEASE_REASON_MAX} characters` }),
  })
  .meta({ id: 'ReleaseOffer' })
export type ReleaseOffer = z.infer<typeof releaseOfferSchema>

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The buying date's own rule, shared with the server: not before today and at most MAX_BUYING_DATE_DAYS ahead.
 * "Today" is any date that is today somewhere on Earth (UTC-12 to UTC+14), so no buyer's own today is refused.
 */
export function buyingDateProblem(date: string, now: Date = new Date()): string | null {
  const time = now.getTime()
  if (date < isoDay(time - 12 * HOUR_MS)) return 'Buying date cannot be in the past'
  if (date > isoDay(time + 14 * HOUR_MS + MAX_BUYING_DATE_DAYS * DAY_MS)) {
    return `Buying date must be within ${MAX_BUYING_DATE_DAYS} days from today`
  }
  return null
}

/** The checks of the Make an Offer form, shared with the server's own; the amounts written as money. */
export function offerAmountProblem(
  amount: number,
  low: number,
  high: number,
  currency: string,
): string | null {
  if (amount < low || amount > high) {
    return `Offer must be between ${formatMoney(low, currency)} and ${formatMoney(high, currency)}`
  }
  return null
}
