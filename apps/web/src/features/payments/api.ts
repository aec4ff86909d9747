import {
  paymentIntentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
  type TestCard,
  testCardResultSchema,
  toMinorUnits,
} from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { useApiMutation } from '../../lib/use-api-mutation.ts'
import { OFFERS_KEY } from '../offers/api.ts'

const PAYMENTS_KEY = ['payments'] as const

export const paymentQuoteQuery = (offerId: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'quote', offerId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/payments/${offerId}`, { schema: paymentQuoteSchema, signal })).data,
  })

/**
 * The payment intent of an accepted offer, made once when the payment page opens (never refetched: each
 * request would make another). The amount sent is the original client's (docs/decisions/0001); the server
 * charges the accepted offer's own amount whatever it says.
 */
export const paymentIntentQuery = (offerId: string, amount: number, currency: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_KEY, 'intent', offerId],
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

export const confirmTestCard = async (card: TestCard) =>
  (await apiRequest('/test-gateway/confirm', { method: 'POST', body: card, schema: testCardResultSchema }))
    .data

const recordPayment = async ({ offerId, transactionId }: { offerId: string; transactionId: string }) =>
  (
    await apiRequest('/payments', {
      method: 'POST',
      body: { offerId, transactionId },
      schema: paymentRecordSchema,
    })
  ).data

/** Records a confirmed payment; the offer lists and the payment quotes then show it bought. */
export const useRecordPayment = () => useApiMutation(recordPayment, { refreshes: [OFFERS_KEY, PAYMENTS_KEY] })
