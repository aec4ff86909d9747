import { insertedIdSchema, viewingInputSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/** A listing's page booking a viewing: the time chosen and a message (blank: none), checked with the contract. */
export async function bookViewingAction(request: Request, context: LoadContext, form: FormData) {
  const message = formText(form, 'message')
  const t = await serverT(context, 'listing')
  return submitForm(request, context, form, {
    schema: viewingInputSchema,
    values: {
      propertyId: formText(form, 'propertyId'),
      start: formText(form, 'start'),
      ...(message.trim() && { message }),
    },
    typed: { message },
    describe: (error) => {
      const line = t('viewing.notRequested', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async (viewing) => {
      await apiRequest('/viewings', { method: 'POST', body: viewing, schema: insertedIdSchema })
      return t('viewing.requestedToast')
    },
  })
}
