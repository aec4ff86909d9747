import { randomBytes } from 'node:crypto'
import { ERROR_CODES, type testCardSchema } from '@keyhaven/contract'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client.ts'
import { offers, paymentIntents, properties, users } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import {
  type CreatedIntent,
  GatewayError,
  type GatewayIntent,
  type IntentInput,
  notPayable,
  type PaymentGateway,
  payeeRefusal,
} from './gateway.ts'

type TestCard = z.output<typeof testCardSchema>

/** Stripe's test cards this gateway knows, and the message each declined one answers with. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const
const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
}
export const NOT_A_TEST_CARD = 'Your card number is not a test card. Use 4242 4242 4242 4242.'

const token = (bytes: number) => randomBytes(bytes).toString('hex')

/** MM/YY names the last month the card is valid in. */
export function isExpired(expiry: string, now: Date = new Date()): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number]
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  return (2000 + year) * 12 + (month - 1) < thisMonth
}

/**
 * The built-in gateway used when no Stripe keys are set: PaymentIntents live in the database (so every
 * instance of the server sees the same ones), and a card form confirms them, accepting only Stripe's test cards.
 */
export class TestGateway implements PaymentGateway {
  readonly kind = 'test'
  readonly publishableKey = null
  readonly #db: Database

  constructor(db: Database) {
    this.#db = db
  }

  async createIntent(input: IntentInput): Promise<CreatedIntent> {
    const id = `pi_test_${token(12)}`
    await this.#db
      .insert(paymentIntents)
      .values({
        id,
        offerId: input.offerId,
        idempotencyKey: input.idempotencyKey,
        clientSecret: `${id}_secret_${token(16)}`,
        amountInCents: input.amountInCents,
        currency: input.currency,
      })
      .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
    // The first request with this key made the intent; a repeat (or a concurrent twin) gets that same one.
    const [intent] = await this.#db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.idempotencyKey, input.idempotencyKey))
    if (!intent) throw new GatewayError('The payment could not be created')
    if (
      intent.offerId !== input.offerId ||
      intent.amountInCents !== input.amountInCents ||
      intent.currency !== input.currency
    ) {
      // Stripe's answer when a key is reused with other parameters.
      throw new GatewayError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      )
    }
    return { id: intent.id, clientSecret: intent.clientSecret, amountInCents: intent.amountInCents }
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | undefined> {
    const [intent] = await this.#db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
    return (
      intent && {
        id: intent.id,
        status: intent.status,
        amountInCents: intent.amountInCents,
        currency: intent.currency,
        offerId: intent.offerId,
      }
    )
  }

  /**
   * Confirms the intent of this client secret with a card, as Stripe's confirmCardPayment does in the browser.
   * Only the buyer of the intent's offer may pay it, and only while the offer is accepted; confirming an intent
   * that already succeeded answers success again (a double click never charges twice). The charge is decided
   * while the offer's row is locked, as recording a payment and expiring an offer lock it: an expiry either
   * came first and the charge is refused, or waits for it and then leaves the paid offer alone.
   */
  async confirm(callerId: string, card: TestCard): Promise<{ status: 'succeeded'; paymentIntentId: string }> {
    const [found] = await this.#db
      .select({ intent: paymentIntents, buyerId: offers.buyerId })
      .from(paymentIntents)
      .innerJoin(offers, eq(offers.id, paymentIntents.offerId))
      .where(eq(paymentIntents.clientSecret, card.clientSecret))
    if (!found) throw new ApiError(404, 'No payment with this client secret')
    const { intent } = found
    if (found.buyerId !== callerId) throw new ApiError(403, 'Only the buyer can pay for this offer')
    const succeeded = { status: 'succeeded' as const, paymentIntentId: intent.id }
    if (intent.status === 'succeeded') return succeeded
    const decline = await this.#db.transaction(async (tx) => {
      const [offer] = await tx
        .select({ status: offers.status, agentRole: users.role, agentId: users.id })
        .from(offers)
        .leftJoin(properties, eq(properties.id, offers.propertyId))
        .leftJoin(users, eq(users.id, properties.agentId))
        .where(eq(offers.id, intent.offerId))
        .for('no key update', { of: offers })
      if (!offer) throw new ApiError(404, 'No payment with this client secret')
      if (offer.status !== 'accepted') throw new ApiError(409, notPayable(offer.status))
      const refusal = payeeRefusal(offer.agentId === null ? null : offer.agentRole)
      if (refusal) throw new ApiError(409, refusal)
      if (isExpired(card.expiry)) throw fieldError('expiry', 'Your card has expired.')
      const declined =
        card.cardNumber === TEST_CARDS.succeeds ? null : (DECLINES[card.cardNumber] ?? NOT_A_TEST_CARD)
      if (!declined) {
        await tx
          .update(paymentIntents)
          .set({ status: 'succeeded', lastError: null })
          .where(and(eq(paymentIntents.id, intent.id), ne(paymentIntents.status, 'succeeded')))
      }
      return declined
    })
    if (decline) {
      await this.#db
        .update(paymentIntents)
        .set({ lastError: decline })
        .where(and(eq(paymentIntents.id, intent.id), ne(paymentIntents.status, 'succeeded')))
      throw new ApiError(402, decline, ERROR_CODES.cardDeclined)
    }
    return succeeded
  }
}
