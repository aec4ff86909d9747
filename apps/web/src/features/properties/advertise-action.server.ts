import { modifiedCountSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { listingStepIntent } from './listing-step-form.tsx'

/** Advertise: a verified listing put on the home page's advertised row, or taken off it. */
export async function advertiseAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const id = formText(form, 'propertyId')
  const step = formText(form, 'intent') === 'withdraw' ? 'withdraw' : 'advertise'
  const t = await serverT(context, 'admin')
  return submitForm(request, context, form, {
    intent: listingStepIntent(step, id),
    describe: (error) => {
      const reason = (error as Error).message
      const line = t(step === 'withdraw' ? 'advertise.withdrawFailed' : 'advertise.failed', { reason })
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(`/properties/advertise/${encodeURIComponent(id)}`, {
        method: step === 'withdraw' ? 'DELETE' : 'PATCH',
        schema: modifiedCountSchema,
      })
      return t(step === 'withdraw' ? 'advertise.withdrawn' : 'advertise.done')
    },
  })
}
