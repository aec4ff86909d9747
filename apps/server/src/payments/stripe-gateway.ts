import Stripe from 'stripe'
import type { StripeConfig } from '../config/config.ts'
import {
  type CreatedIntent,
  GatewayError,
  type GatewayIntent,
  type IntentInput,
  type PaymentGateway,
} from './gateway.ts'

const toIntent = (intent: Stripe.PaymentIntent): GatewayIntent => ({
  id: intent.id,
  status: intent.status,
  amountInCents: intent.amount,
  currency: intent.currency,
  offerId: intent.metadata?.offerId ?? null,
})

/** Stripe's own refusals and network failures become GatewayErrors carrying Stripe's message. */
async function calling<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new GatewayError(error.message)
    throw error
  }
}

/** Card payments through Stripe: one PaymentIntent per offer, amount and offer id set by the server. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe'
  readonly publishableKey: string
  readonly #stripe: Stripe
  readonly #webhookSecret: string

  constructor(config: StripeConfig) {
    this.publishableKey = config.publishableKey
    this.#webhookSecret = config.webhookSecret
    this.#stripe = new Stripe(config.secretKey, {
      // Retries are safe: every create carries an idempotency key.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(config.apiHost !== undefined && { host: config.apiHost }),
      ...(config.apiPort !== undefined && { port: config.apiPort }),
      ...(config.apiProtocol !== undefined && { protocol: config.apiProtocol }),
    })
  }

  async createIntent(input: IntentInput): Promise<CreatedIntent> {
    const intent = await calling(() =>
      this.#stripe.paymentIntents.create(
        {
          amount: input.amountInCents,
          currency: input.currency,
          metadata: { offerId: input.offerId },
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    )
    if (!intent.client_secret)
      throw new GatewayError('Stripe returned a PaymentIntent without a client secret')
    return { id: intent.id, clientSecret: intent.client_secret, amountInCents: intent.amount }
  }

  async retrieveIntent(id: string): Promise<GatewayIntent | undefined> {
    try {
      return toIntent(await this.#stripe.paymentIntents.retrieve(id))
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return undefined
      if (error instanceof Stripe.errors.StripeError) throw new GatewayError(error.message)
      throw error
    }
  }

  /**
   * The event of a webhook delivery, after checking its Stripe-Signature against the raw body; throws
   * Stripe's signature error when the signature, secret or timestamp (5 minutes' tolerance) does not match.
   */
  verifyWebhook(payload: string, signature: string): Stripe.Event {
    return this.#stripe.webhooks.constructEvent(payload, signature, this.#webhookSecret)
  }

  /** The intent an event carries, when it is a payment_intent.succeeded event. */
  static succeededIntent(event: Stripe.Event): GatewayIntent | undefined {
    if (event.type !== 'payment_intent.succeeded') return undefined
    return toIntent(event.data.object)
  }
}
