import { acceptOfferResultSchema, modifiedCountSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { decisionIntent } from './offer-decision-intents.ts'

/**
 * Offers Received: an agent accepts or rejects a pending offer, asked first (the question's words come from the
 * row the agent saw: they only describe the step, which the API allows or refuses by the offer's id), and told
 * in the product's result dialogs ('Accepted', 'Rejected', 'Failed to accept offer').
 */
export async function offerDecisionAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const offerId = formText(form, 'offerId')
  const [buyer, amount, title] = ['buyerName', 'amount', 'title'].map((name) => formText(form, name))
  const path = encodeURIComponent(offerId)
  if (formText(form, 'intent') === 'reject')
    return submitForm(request, context, form, {
      intent: decisionIntent('reject', offerId),
      confirm: () => ({
        title: 'Reject this offer?',
        text: `${buyer} is told that their offer of ${amount} for ${title} was rejected.`,
        confirmButtonText: 'Yes, reject it',
      }),
      describe: (error) => {
        const text = (error as Error).message
        return {
          failure: `Failed to reject offer. ${text}`,
          alert: { title: 'Failed to reject offer', text },
        }
      },
      send: async () => {
        await apiRequest(`/offers/reject/${path}`, { method: 'PATCH', schema: modifiedCountSchema })
        // Done as asked, but no success to celebrate: no tick for a rejection.
        return { ok: 'Offer has been rejected', titled: { title: 'Rejected', icon: 'info' } }
      },
    })
  return submitForm(request, context, form, {
    intent: decisionIntent('accept', offerId),
    confirm: () => ({
      title: 'Accept this offer?',
      text:
        `${buyer} offered ${amount} for ${title}. Accepting it rejects every other pending offer on this ` +
        'property, and the buyer is asked to pay.',
      confirmButtonText: 'Yes, accept it',
      danger: false,
    }),
    describe: (error) => {
      const text = (error as Error).message
      return { failure: `Failed to accept offer. ${text}`, alert: { title: 'Failed to accept offer', text } }
    },
    send: async () => {
      const propertyId = formText(form, 'propertyId')
      await apiRequest(`/offers/accept/${path}`, {
        method: 'PATCH',
        body: propertyId ? { propertyId } : {},
        schema: acceptOfferResultSchema,
      })
      return { ok: 'Offer has been accepted', titled: { title: 'Accepted', icon: 'success' } }
    },
  })
}
