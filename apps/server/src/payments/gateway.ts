import { OFFER_EXPIRED_NOTE, type OfferStatus } from '@keyhaven/contract'

/** A PaymentIntent as the server reads it back: what was paid, how much, for which offer. */
export interface GatewayIntent {
  id: string
  /** Stripe's PaymentIntent status (`succeeded` once paid). */
  status: string
  amountInCents: number
  /** ISO 4217, as Stripe answers it (lower case). */
  currency: string
  /** The offer id the intent was created for (metadata.offerId); null when it carries none. */
  offerId: string | null
}

export interface CreatedIntent {
  id: string
  clientSecret: string
  amountInCents: number
}

/** What a PaymentIntent is made of: the amount in the minor unit of `currency` (lower case, as Stripe takes it). */
export interface IntentInput {
  offerId: string
  amountInCents: number
  currency: string
  idempotencyKey: string
}

/**
 * The card payment provider: Stripe when its keys are configured, the built-in test gateway otherwise. Both
 * keep one PaymentIntent per idempotency key, with the offer id as metadata and the amount in minor units.
 */
export interface PaymentGateway {
  readonly kind: 'stripe' | 'test'
  /** Stripe's publishable key for Stripe Elements; null for the test gateway. */
  readonly publishableKey: string | null
  createIntent(input: IntentInput): Promise<CreatedIntent>
  /** The intent, or undefined when the provider has none with this id. */
  retrieveIntent(id: string): Promise<GatewayIntent | undefined>
}

/** The provider refused a request or could not be reached; the message is the provider's own. */
export class GatewayError extends Error {
  override name = 'GatewayError'
}

/** PaymentIntent ids look like Stripe's (pi_...); anything else is no intent of ours, and never sent anywhere. */
export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{1,200}$/

/** Why an offer in this status cannot be paid: only an accepted one can. */
export function notPayable(status: OfferStatus): string {
  if (status === 'bought') return 'This offer is already paid'
  if (status === 'expired') return OFFER_EXPIRED_NOTE
  return `This offer is ${status}: only an accepted offer can be paid`
}

/** The refusal to start or confirm a payment to an agent marked fraud. */
export const PAYMENTS_SUSPENDED = 'Payments for this property are suspended while its agent is under review'
/** The refusal to start or confirm a payment when the listing's agent no longer has an account. */
export const PAYEE_GONE = "Payments for this property are closed: its agent's account no longer exists"

/** Why no money may move to this agent (role of the listing's current agent, null when gone), or null. */
export function payeeRefusal(role: string | null): string | null {
  if (role === null) return PAYEE_GONE
  return role === 'fraud' ? PAYMENTS_SUSPENDED : null
}
