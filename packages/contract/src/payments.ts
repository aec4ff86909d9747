import { z } from 'zod'
import { emailQueryField, paginationQuerySchema, text } from './common.ts'
import { offerStatusSchema } from './offers.ts'

/** `GET /payments/{offerId}`: what the buyer is about to pay (amount from the database). */
export const paymentQuoteSchema = z
  .object({
    offerId: z.uuid(),
    title: z.string(),
    offerAmount: z.number(),
    /** ISO 4217: the listing's currency, which the amount is in. */
    currency: z.string().meta({ example: 'USD' }),
    status: offerStatusSchema,
    transactionId: z.string().nullable(),
  })
  .meta({ id: 'PaymentQuote' })
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>

/** The original client's body carries amountInCents (docs/decisions/0001); the server ignores it and charges the accepted offer's amount. */
export const createPaymentIntentSchema = z
  .object({
    offerId: z.uuid({ error: 'offerId must be an offer id' }),
    amountInCents: z.number().optional(),
  })
  .meta({ id: 'CreatePaymentIntent' })

export const paymentIntentSchema = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    /** The amount in the minor unit of its currency (cents, yen, fils: ISO 4217's digits). */
    amountInCents: z.number().int(),
    /** ISO 4217: the listing's currency, which the amount is in. */
    currency: z.string().meta({ example: 'USD' }),
    /** `stripe` with a publishable key for Stripe Elements, or `test` for the built-in test gateway. */
    gateway: z.enum(['stripe', 'test']),
    publishableKey: z.string().nullable(),
  })
  .meta({ id: 'PaymentIntent' })
export type PaymentIntent = z.infer<typeof paymentIntentSchema>

/** The built-in test gateway's card form (used only when no Stripe keys are configured). */
export const testCardSchema = z
  .object({
    clientSecret: text().min(1, { error: 'clientSecret is required' }),
    cardNumber: text({ error: 'Card number is required' })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, { error: 'Card number must be 12 to 19 digits' })),
    expiry: text({ error: 'Expiry is required' }).regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, {
      error: 'Expiry must look like MM/YY',
    }),
    cvc: text({ error: 'CVC is required' }).regex(/^\d{3,4}$/, { error: 'CVC must be 3 or 4 digits' }),
  })
  .meta({ id: 'TestCard' })
export type TestCard = z.input<typeof testCardSchema>

export const testCardResultSchema = z
  .object({ status: z.literal('succeeded'), paymentIntentId: z.string() })
  .meta({ id: 'TestCardResult' })

/**
 * `POST /payments`: the original client's body (docs/decisions/0001). Only offerId and the payment intent (transactionId) are read; amount,
 * e-mail, name and status come from the database after the gateway confirms the payment.
 */
export const recordPaymentSchema = z
  .object({
    offerId: z.uuid({ error: 'offerId must be an offer id' }),
    transactionId: text().min(1, { error: 'transactionId is required' }).max(255),
    amount: z.number().optional(),
    email: text().optional(),
    userName: text().optional(),
    status: text().optional(),
  })
  .meta({ id: 'RecordPayment' })

export const paymentRecordSchema = z
  .object({
    insertedId: z.string().nullable(),
    transactionId: z.string(),
    amount: z.number(),
    /** ISO 4217: the listing's currency, which the amount is in. */
    currency: z.string().meta({ example: 'USD' }),
    offerId: z.uuid(),
  })
  .meta({ id: 'PaymentRecord' })

export const soldPropertySchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    location: z.string(),
    buyerName: z.string(),
    buyerEmail: z.string(),
    soldPrice: z.number(),
    /** ISO 4217: the listing's currency, which the amount is in. */
    currency: z.string().meta({ example: 'USD' }),
  })
  .meta({ id: 'SoldProperty' })
export type SoldProperty = z.infer<typeof soldPropertySchema>

export const soldPropertiesQuerySchema = paginationQuerySchema.extend({
  agentEmail: emailQueryField('agentEmail'),
})
export const agentTotalQuerySchema = z.object({
  email: emailQueryField('email'),
})
export const currencyTotalSchema = z
  .object({ currency: z.string().meta({ example: 'USD' }), totalAmount: z.number() })
  .meta({ id: 'CurrencyTotal' })
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>

/**
 * The agent's sales added up, one total per currency (amounts in different currencies are never added).
 * `totalAmount` keeps its first meaning for an agent who sells in one currency: that total (0 with no sales);
 * it is null when the sales are in several, whose totals are in `totals`.
 */
export const agentTotalSchema = z
  .object({
    totalAmount: z.number().nullable(),
    /** The currency of totalAmount; null when it is null or there are no sales. */
    currency: z.string().nullable(),
    /** One total per currency of the agent's sales, by currency code. */
    totals: z.array(currencyTotalSchema),
  })
  .meta({ id: 'AgentTotal' })
export type AgentTotal = z.infer<typeof agentTotalSchema>
