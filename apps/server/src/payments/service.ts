import {
  ERROR_CODES,
  idSchema,
  type PaymentIntent,
  type PaymentQuote,
  toMinorUnits,
} from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Config } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import type { Logger } from '../http/logger.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { createPaymentGateway } from './create-gateway.ts'
import {
  GatewayError,
  type GatewayIntent,
  INTENT_ID_PATTERN,
  notPayable,
  type PaymentGateway,
  payeeRefusal,
} from './gateway.ts'
import {
  findOffer,
  findPaymentOfOffer,
  insertPayment,
  lockOffer,
  markOfferBought,
  type OfferRow,
  type PaymentRow,
  payeeRole,
} from './queries.ts'

export interface PaymentRecord {
  /** The payment's id when this call recorded it; null when it was already recorded. */
  insertedId: string | null
  transactionId: string
  amount: number
  currency: string
  offerId: string
}

export interface Recorded {
  record: PaymentRecord
  created: boolean
}

const toRecord = (payment: PaymentRow, currency: string, created: boolean): Recorded => ({
  record: {
    insertedId: created ? payment.id : null,
    transactionId: payment.transactionId,
    amount: payment.amount,
    currency,
    offerId: payment.offerId,
  },
  created,
})

/** Stripe's idempotency key for an offer's PaymentIntent: one intent per offer, however often it is asked for. */
export const idempotencyKeyFor = (offerId: string) => `offer-${offerId}`

export interface PaymentServiceDeps {
  db: Database
  config: Pick<Config, 'stripe'>
  logger: Logger
  notifier: Notifier
  /** Stripe or the test gateway as the config says, unless one is given. */
  gateway?: PaymentGateway
}

export function createPaymentService({
  db,
  config,
  logger,
  notifier,
  gateway = createPaymentGateway(config, db),
}: PaymentServiceDeps) {
  // The offer's amount in its currency's minor unit (JPY 5000 is 5000, KWD 1.234 is 1234), and that currency as
  // Stripe writes it.
  const centsOf = (offer: OfferRow) => toMinorUnits(offer.offerAmount, offer.currency)
  const currencyOf = (offer: OfferRow) => offer.currency.toLowerCase()

  async function buyersOffer(caller: Caller, offerId: string): Promise<OfferRow> {
    const offer = await findOffer(db, offerId)
    if (!offer) throw new ApiError(404, 'No offer with this id')
    if (offer.buyerId === null || offer.buyerId !== caller.id) {
      throw new ApiError(403, 'Only the buyer can see or pay for this offer')
    }
    return offer
  }

  async function callGateway<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      if (error instanceof GatewayError) {
        throw new ApiError(
          502,
          `The payment provider refused: ${error.message}`,
          ERROR_CODES.paymentProviderError,
        )
      }
      throw error
    }
  }

  /** Why the intent does not pay for this offer, or null when it does (succeeded, right offer, right amount). */
  function intentProblem(offer: OfferRow, intent: GatewayIntent): ApiError | null {
    if (intent.offerId !== offer.id) return fieldError('transactionId', 'this payment is for another offer')
    if (intent.status !== 'succeeded') {
      return new ApiError(
        402,
        `The payment has not succeeded (status: ${intent.status})`,
        ERROR_CODES.paymentIncomplete,
      )
    }
    if (intent.amountInCents !== centsOf(offer) || intent.currency !== currencyOf(offer)) {
      return new ApiError(409, 'The amount paid does not match the offer amount')
    }
    return null
  }

  /**
   * Records a verified payment: one payment per offer, and the offer becomes bought with the intent's id, in one
   * transaction holding the offer's row lock. A repeated or concurrent recording of the same intent finds the
   * payment already there and returns it; the unique offer_id and transaction_id keep a second row out anyway.
   */
  async function recordIntent(offerId: string, intent: GatewayIntent): Promise<Recorded> {
    try {
      return await notifier.transaction(async (tx, tell) => {
        const offer = await lockOffer(tx, offerId)
        if (!offer) throw new ApiError(404, 'No offer with this id')
        const existing = await findPaymentOfOffer(tx, offerId)
        if (existing) {
          if (existing.transactionId === intent.id) return toRecord(existing, offer.currency, false)
          throw new ApiError(409, 'This offer is already paid')
        }
        if (offer.status !== 'accepted') throw new ApiError(409, notPayable(offer.status))
        const problem = intentProblem(offer, intent)
        if (problem) throw problem
        const refusal = payeeRefusal(await payeeRole(tx, offer.id, true))
        if (refusal) throw new ApiError(409, refusal)
        const payment = await insertPayment(tx, {
          offerId: offer.id,
          transactionId: intent.id,
          amount: offer.offerAmount,
          userId: offer.buyerId,
          email: offer.buyerEmail,
          userName: offer.buyerName,
          status: 'bought',
          gateway: gateway.kind,
        })
        if (!payment) throw new ApiError(409, 'This offer is already paid')
        if ((await markOfferBought(tx, offer.id, intent.id)) === 0) {
          throw new ApiError(409, 'This offer is no longer accepted')
        }
        await tell.paymentReceived(offer)
        return toRecord(payment, offer.currency, true)
      })
    } catch (error) {
      if (isUniqueViolation(error)) {
        // A concurrent recording won the race (or the intent already paid another offer).
        const [existing, offer] = await Promise.all([findPaymentOfOffer(db, offerId), findOffer(db, offerId)])
        if (offer && existing?.transactionId === intent.id) return toRecord(existing, offer.currency, false)
        throw new ApiError(409, 'This payment is already recorded')
      }
      throw error
    }
  }

  return {
    gateway,

    /** What the buyer is about to pay: the accepted offer's amount from the database. */
    async quote(caller: Caller, offerId: string): Promise<PaymentQuote> {
      const offer = await buyersOffer(caller, offerId)
      return {
        offerId: offer.id,
        title: offer.title,
        offerAmount: offer.offerAmount,
        currency: offer.currency,
        status: offer.status,
        transactionId: offer.transactionId,
      }
    },

    /** The offer's one PaymentIntent (created on first request), charging the offer's own amount. */
    async createIntent(caller: Caller, offerId: string): Promise<PaymentIntent> {
      const offer = await buyersOffer(caller, offerId)
      if (offer.status !== 'accepted') throw new ApiError(409, notPayable(offer.status))
      // No money moves towards an agent marked fraud or gone (what was already paid is still recorded).
      const refusal = payeeRefusal(await payeeRole(db, offer.id))
      if (refusal) throw new ApiError(409, refusal)
      const intent = await callGateway(() =>
        gateway.createIntent({
          offerId: offer.id,
          amountInCents: centsOf(offer),
          currency: currencyOf(offer),
          idempotencyKey: idempotencyKeyFor(offer.id),
        }),
      )
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amountInCents: intent.amountInCents,
        currency: offer.currency,
        gateway: gateway.kind,
        publishableKey: gateway.publishableKey,
      }
    },

    /**
     * The browser's "it succeeded": recorded only after the gateway itself says the intent succeeded, for this
     * offer and its amount. Amount, e-mail, name and status in the request are never read.
     */
    async record(caller: Caller, input: { offerId: string; transactionId: string }): Promise<Recorded> {
      const offer = await buyersOffer(caller, input.offerId)
      const existing = await findPaymentOfOffer(db, offer.id)
      if (existing) {
        if (existing.transactionId === input.transactionId) return toRecord(existing, offer.currency, false)
        throw new ApiError(409, 'This offer is already paid')
      }
      if (offer.status !== 'accepted') throw new ApiError(409, notPayable(offer.status))
      const intent = INTENT_ID_PATTERN.test(input.transactionId)
        ? await callGateway(() => gateway.retrieveIntent(input.transactionId))
        : undefined
      if (!intent) throw fieldError('transactionId', 'no payment with this id')
      const problem = intentProblem(offer, intent)
      if (problem) throw problem
      return recordIntent(offer.id, intent)
    },

    /**
     * A signed payment_intent.succeeded event: records the payment when the browser never came back. A second
     * delivery of the event finds the payment recorded and changes nothing. Returns whether it recorded now.
     */
    async recordFromWebhook(intent: GatewayIntent, eventId: string): Promise<boolean> {
      // Not one of ours (no offer id, or not an id at all): nothing to record.
      if (!intent.offerId || !idSchema.safeParse(intent.offerId).success) return false
      try {
        return (await recordIntent(intent.offerId, intent)).created
      } catch (error) {
        // A refusal (unknown offer, wrong amount, offer no longer accepted) will not change on a retry.
        if (error instanceof ApiError) {
          logger.warn('stripe webhook: payment not recorded', {
            eventId,
            paymentIntentId: intent.id,
            offerId: intent.offerId,
            reason: error.message,
          })
          return false
        }
        throw error
      }
    },
  }
}
