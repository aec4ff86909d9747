import {
  buyingDateProblem,
  deletedCountSchema,
  insertedIdSchema,
  offerAmountProblem,
  offerInputSchema,
  propertySchema,
} from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { serverDateFormat } from '../../lib/dates.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { decisionIntent } from './offer-decision-intents.ts'

/** What a buyer sends, with the API's rule for the date (ahead, within the limit) beside the contract's. */
const offerFormSchema = offerInputSchema.superRefine(({ buyingDate }, ctx) => {
  const problem = buyingDateProblem(buyingDate)
  if (problem) ctx.addIssue({ code: 'custom', path: ['buyingDate'], message: problem })
})

/**
 * Make an Offer's form: checked with the contract, then read back (decision 0036) before it goes out, an amount
 * outside the listing's current range refused first, as the product says it ('Invalid Offer'); the API checks
 * all of it again. Sent, it leads to My Offers.
 */
async function makeOffer(request: Request, context: LoadContext, propertyId: string, form: FormData) {
  const offerAmount = formText(form, 'offerAmount').trim()
  const buyingDate = formText(form, 'buyingDate')
  const t = await serverT(context, 'buying')
  return submitForm(request, context, form, {
    intent: 'offer',
    schema: offerFormSchema,
    values: { propertyId, offerAmount: offerAmount === '' ? undefined : Number(offerAmount), buyingDate },
    typed: { offerAmount, buyingDate },
    titled: { offerAmount: t('offer.invalid') },
    confirm: async ({ offerAmount: amount, buyingDate: day }) => {
      const { data: p } = await apiRequest(`/properties/${encodeURIComponent(propertyId)}`, {
        schema: propertySchema,
      })
      // Only a draft, which no buyer sees, lacks a price range.
      const problem =
        p.priceLow === null || p.priceHigh === null
          ? t('offer.noRange')
          : offerAmountProblem(amount, p.priceLow, p.priceHigh, p.currency)
      if (problem) throw new ApiError(400, problem, 'validation', 'offerAmount')
      // An offer binds the buyer once accepted: what goes out is read back in words before it does.
      return {
        title: t('offer.confirm', { amount: formatAmount(amount, p.currency), title: p.title }),
        text: p.agentName
          ? t('offer.confirmText', {
              title: p.title,
              location: p.location,
              amount: formatAmount(amount, p.currency),
              date: serverDateFormat().date(day),
              agent: p.agentName,
            })
          : t('offer.confirmTextNoAgent', {
              title: p.title,
              location: p.location,
              amount: formatAmount(amount, p.currency),
              date: serverDateFormat().date(day),
            }),
        confirmButtonText: t('offer.confirmYes'),
        danger: false,
      }
    },
    describe: (error) => {
      const text = (error as Error).message
      return { failure: text, alert: { title: t('offer.failed'), text } }
    },
    send: async (offer) => {
      await apiRequest('/offers', { method: 'POST', body: offer, schema: insertedIdSchema })
      return { ok: t('offer.sent'), to: dashboardPaths.propertyBought }
    },
  })
}

/**
 * The buyer takes back their own pending offer (My Offers, or Make an Offer showing it), asked first with what
 * the agent will no longer see (the offer's title and amount as the buyer's page wrote them); the API allows it
 * by the offer's id only to its buyer, while it is pending.
 */
export async function withdrawOfferAction(request: Request, context: LoadContext, form: FormData) {
  const offerId = formText(form, 'offerId')
  const t = await serverT(context, 'buying')
  return submitForm(request, context, form, {
    intent: decisionIntent('withdraw', offerId),
    confirm: () => ({
      title: t('offer.withdrawConfirm'),
      text: t('offer.withdrawText', { title: formText(form, 'title'), amount: formText(form, 'amount') }),
      confirmButtonText: t('offer.withdrawYes'),
    }),
    describe: (error) => {
      const line = t('offer.notWithdrawn', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(`/offers/${encodeURIComponent(offerId)}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      })
      return t('offer.withdrawn')
    },
  })
}

/** Make an Offer's page: the offer made, or the pending one withdrawn. */
export async function makeOfferAction(request: Request, context: LoadContext, propertyId: string) {
  const form = await request.formData()
  return formText(form, 'intent') === 'withdraw'
    ? withdrawOfferAction(request, context, form)
    : makeOffer(request, context, propertyId, form)
}
