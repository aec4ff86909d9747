import { modifiedCountSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { DOES } from './review-choices.ts'

/** Manage Properties' Verify: the spec's question, with what verifying does, then the listing goes public. */
export async function verifyAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const id = formText(form, 'propertyId')
  return submitForm(request, context, form, {
    intent: `verify:${id}`,
    confirm: () => ({
      title: 'Are you sure to mark this as verified?',
      text: DOES.verify,
      confirmButtonText: 'Yes',
      danger: false,
    }),
    describe: (error) => {
      const line = `Failed to update status. ${(error as Error).message}`
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(`/properties/verify/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status: 'verified' },
        schema: modifiedCountSchema,
      })
      return 'Property status updated.'
    },
  })
}
