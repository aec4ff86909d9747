import type { Config } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import type { PaymentGateway } from './gateway.ts'
import { StripeGateway } from './stripe-gateway.ts'
import { TestGateway } from './test-gateway.ts'

/** Stripe when its keys are configured; the built-in test gateway (intents in the database) otherwise. */
export function createPaymentGateway(config: Pick<Config, 'stripe'>, db: Database): PaymentGateway {
  return config.stripe ? new StripeGateway(config.stripe) : new TestGateway(db)
}
