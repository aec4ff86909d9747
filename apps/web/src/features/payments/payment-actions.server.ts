import {
  createPaymentIntentSchema,
  paymentIntentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
  recordPaymentSchema,
  testCardResultSchema,
  testCardSchema,
} from '@keyhaven/contract'
import { problemIn } from '@keyhaven/contract/problems'
import { data } from 'react-router'
import type { LoadContext } from '../../app/load-context.ts'
import { asVisitor } from '../../app/server/request-api.server.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { pageLanguage } from '../../lib/i18n/page-language.ts'
import type { PaymentIntentAnswer } from './api.ts'

/** What is paid, for what, and whether it can be (the payment page's loader reads it). */
export const fetchPaymentQuote = async (offerId: string) =>
  (await apiRequest(`/payments/${encodeURIComponent(offerId)}`, { schema: paymentQuoteSchema })).data

/**
 * A payment the provider confirmed in the browser, recorded: the page posts the payment intent's id once the
 * provider's script said the card was charged; the API checks that with the gateway and records the accepted
 * offer's own amount. The page then says what was paid and goes to My Offers.
 */
export async function recordPaymentAction(request: Request, context: LoadContext, offerId: string) {
  const form = await request.formData()
  return submitForm(request, context, form, {
    intent: 'record',
    schema: recordPaymentSchema,
    values: { offerId, transactionId: formText(form, 'transactionId') },
    send: async (payment) => {
      const { data: record } = await apiRequest('/payments', {
        method: 'POST',
        body: payment,
        schema: paymentRecordSchema,
      })
      return {
        to: dashboardPaths.propertyBought,
        result: { transactionId: record.transactionId, amount: formatAmount(record.amount, record.currency) },
      }
    },
  })
}

/** The status of an answer refused or failed because of `error`: the API's refusal's, else 502 (no answer as the contract says). */
const statusOf = (error: unknown) => (error instanceof ApiError && error.status >= 400 ? error.status : 502)

/** An error's message in the page's language (the API's answers come in it already). */
const sentence = (error: unknown) => problemIn(pageLanguage(), (error as Error).message)

/**
 * The payment intent of an accepted offer, made once the payment page opened (the provider's script there takes
 * the card with its client secret), as the visitor: the API makes it for the buyer of the offer only, and for the
 * offer's own amount (the browser sends none). Never thrown: a fetcher's thrown error would replace the page with
 * the error page, where the page says why and offers to try again.
 */
async function makePaymentIntent(request: Request, context: LoadContext, offerId: string) {
  const asked = createPaymentIntentSchema.safeParse({ offerId })
  if (!asked.success)
    return data<PaymentIntentAnswer>(
      { failed: problemIn(pageLanguage(), asked.error.issues[0]?.message ?? 'offerId must be an offer id') },
      400,
    )
  try {
    const { data: intent } = await asVisitor(request, context, () =>
      apiRequest('/create-payment-intent', {
        method: 'POST',
        body: { offerId: asked.data.offerId },
        schema: paymentIntentSchema,
      }),
    )
    return data<PaymentIntentAnswer>({ intent })
  } catch (error) {
    return data<PaymentIntentAnswer>({ failed: sentence(error) }, statusOf(error))
  }
}

/**
 * The built-in test gateway's card (it stands in for the provider's script when the server has no Stripe keys):
 * checked with the contract here, each problem beside its field, then confirmed with the gateway as the visitor.
 * A paid card answers the payment intent's id, which the page then records (recordPaymentAction). The gateway's
 * refusal (a declined card, an incorrect number) is the provider's sentence, said where the card form is as the
 * provider's script says its own, not beside a field. A refusal is answered with its status (400 for a field).
 */
async function confirmTestCard(request: Request, context: LoadContext, form: FormData) {
  let status = 400
  const outcome = await submitForm(request, context, form, {
    intent: 'test-card',
    schema: testCardSchema,
    values: {
      clientSecret: formText(form, 'clientSecret'),
      cardNumber: formText(form, 'cardNumber'),
      expiry: formText(form, 'expiry'),
      cvc: formText(form, 'cvc'),
    },
    // Nothing of a card is sent back to be typed again.
    typed: {},
    send: async (card) => {
      try {
        const { data: paid } = await apiRequest('/test-gateway/confirm', {
          method: 'POST',
          body: card,
          schema: testCardResultSchema,
        })
        return { result: { paymentIntentId: paid.paymentIntentId } }
      } catch (error) {
        // The provider's own sentence, without the name of the field the API puts first for its clients.
        throw error instanceof ApiError ? new ApiError(error.status, error.detail, error.code) : error
      }
    },
    describe: (error) => {
      status = statusOf(error)
      return { failure: (error as Error).message }
    },
  })
  return 'fields' in outcome ? data(outcome, status) : outcome
}

/**
 * The payment page's card steps (routes/dashboard.payment-card.ts): `start` makes the payment intent,
 * `test-card` pays it with the test gateway's card.
 */
export async function paymentCardAction(request: Request, context: LoadContext, offerId: string) {
  const form = await request.formData().catch(() => new FormData())
  const intent = formText(form, 'intent')
  if (intent === 'start') return makePaymentIntent(request, context, offerId)
  if (intent === 'test-card') return confirmTestCard(request, context, form)
  return data({ failed: 'Unknown step' }, 400)
}
