import {
  paymentIntentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
  type TestCard,
  testCardResultSchema,
} from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'

export const paymentQuoteQuery = (offerId: string) =>
  queryOptions({
    queryKey: ['payments', 'quote', offerId],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/payments/${offerId}`, { schema: paymentQuoteSchema, signal })).data,
  })

/** The amount sent is the original client's (docs/decisions/0001); the server charges the accepted offer's own amount whatever it says. */
export const createPaymentIntent = async (offerId: string, amount: number) =>
  (
    await apiRequest('/create-payment-intent', {
      method: 'POST',
      body: { offerId, amountInCents: Math.round(amount * 100) },
      schema: paymentIntentSchema,
    })
  ).data

export const confirmTestCard = async (card: TestCard) =>
  (await apiRequest('/test-gateway/confirm', { method: 'POST', body: card, schema: testCardResultSchema }))
    .data

export const recordPayment = async (offerId: string, transactionId: string) =>
  (
    await apiRequest('/payments', {
      method: 'POST',
      body: { offerId, transactionId },
      schema: paymentRecordSchema,
    })
  ).data
