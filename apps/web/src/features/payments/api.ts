import {
  paymentIntentSchema,
  paymentQuoteSchema,
  type TestCard,
  testCardResultSchema,
  toMinorUnits,
} from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'

/** What is paid, for what, and whether it can be (the payment page's loader reads it). */
export const fetchPaymentQuote = async (offerId: string) =>
  (await apiRequest(`/payments/${encodeURIComponent(offerId)}`, { schema: paymentQuoteSchema })).data

/**
 * The payment intent of an accepted offer, made in the browser once the payment page opens, for the payment
 * provider's script there, which takes the card with the intent's client secret (never refetched: each request
 * would make another, and a route's loader runs again after every post). The amount sent is the original
 * client's (docs/decisions/0001); the server charges the accepted offer's own amount whatever it says.
 */
export const paymentIntentQuery = (offerId: string, amount: number, currency: string) =>
  queryOptions({
    queryKey: ['payment-intent', offerId],
    queryFn: () => createPaymentIntent(offerId, amount, currency),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

const createPaymentIntent = async (offerId: string, amount: number, currency: string) =>
  (
    await apiRequest('/create-payment-intent', {
      method: 'POST',
      body: { offerId, amountInCents: toMinorUnits(amount, currency) },
      schema: paymentIntentSchema,
    })
  ).data

/** The built-in test gateway's confirmation of a card: it stands in for the provider's script, in the browser. */
export const confirmTestCard = async (card: TestCard) =>
  (await apiRequest('/test-gateway/confirm', { method: 'POST', body: card, schema: testCardResultSchema }))
    .data
