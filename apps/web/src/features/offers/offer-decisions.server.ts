import {
  acceptOfferResultSchema,
  modifiedCountSchema,
  RELEASE_REASON_MAX,
  releaseOfferSchema,
} from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { CONFIRMED_FIELD } from '../../lib/forms/outcome.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { decisionIntent } from './offer-decision-intents.ts'

/**
 * Offers Received: an agent accepts or rejects a pending offer, asked first (the question's words come from the
 * row the agent saw: they only describe the step, which the API allows or refuses by the offer's id), and told
 * in the product's result dialogs ('Accepted', 'Rejected', 'Failed to accept offer'), in the page's language.
 */
export async function offerDecisionAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const offerId = formText(form, 'offerId')
  const [buyer = '', amount = '', title = ''] = ['buyerName', 'amount', 'title'].map((name) =>
    formText(form, name),
  )
  const path = encodeURIComponent(offerId)
  const t = await serverT(context, 'agent')
  if (formText(form, 'intent') === 'reject')
    return submitForm(request, context, form, {
      intent: decisionIntent('reject', offerId),
      confirm: () => ({
        title: t('offers.confirmReject'),
        text: t('offers.confirmRejectText', { buyer, amount, title }),
        confirmButtonText: t('offers.confirmRejectYes'),
      }),
      describe: (error) => {
        const text = (error as Error).message
        return {
          failure: t('offers.rejectFailedText', { reason: text }),
          alert: { title: t('offers.rejectFailed'), text },
        }
      },
      send: async () => {
        await apiRequest(`/offers/reject/${path}`, { method: 'PATCH', schema: modifiedCountSchema })
        // Done as asked, but no success to celebrate: no tick for a rejection.
        return { ok: t('offers.rejectedText'), titled: { title: t('offers.rejected'), icon: 'info' } }
      },
    })
  return submitForm(request, context, form, {
    intent: decisionIntent('accept', offerId),
    confirm: () => ({
      title: t('offers.confirmAccept'),
      text: t('offers.confirmAcceptText', { buyer, amount, title }),
      confirmButtonText: t('offers.confirmAcceptYes'),
      danger: false,
    }),
    describe: (error) => {
      const text = (error as Error).message
      return {
        failure: t('offers.acceptFailedText', { reason: text }),
        alert: { title: t('offers.acceptFailed'), text },
      }
    },
    send: async () => {
      const propertyId = formText(form, 'propertyId')
      await apiRequest(`/offers/accept/${path}`, {
        method: 'PATCH',
        body: propertyId ? { propertyId } : {},
        schema: acceptOfferResultSchema,
      })
      return { ok: t('offers.acceptedText'), titled: { title: t('offers.accepted'), icon: 'success' } }
    },
  })
}

/**
 * Awaiting Payment: an admin releases an accepted, unpaid offer (it expires at once and the home takes offers
 * again), asked first for the reason the buyer and the agent are told, checked with the contract here.
 */
export async function releaseOfferAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const offerId = formText(form, 'offerId')
  const title = formText(form, 'title')
  const reason = formText(form, 'reason')
  // A yes without a reason (a page without scripts whose browser let it through) is asked again.
  if (!reason.trim()) form.delete(CONFIRMED_FIELD)
  const [t, common] = await Promise.all([serverT(context, 'admin'), serverT(context, 'common')])
  return submitForm(request, context, form, {
    intent: decisionIntent('release', offerId),
    // The reason is checked once given: the first post only asks for it.
    ...(form.has(CONFIRMED_FIELD) && { schema: releaseOfferSchema }),
    values: { reason },
    confirm: () => ({
      title: t('awaiting.confirmRelease', { buyer: formText(form, 'buyerName'), title }),
      text: '',
      confirmButtonText: common('dialog.yes'),
      reason: { label: t('awaiting.releaseReason'), maxLength: RELEASE_REASON_MAX },
    }),
    describe: (error) => {
      const line = t('awaiting.releaseFailed', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async (body) => {
      await apiRequest(`/offers/release/${encodeURIComponent(offerId)}`, {
        method: 'PATCH',
        body,
        schema: modifiedCountSchema,
      })
      return t('awaiting.released', { title })
    },
  })
}
