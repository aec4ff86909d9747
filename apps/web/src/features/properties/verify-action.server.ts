import { modifiedCountSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/** Manage Properties' Verify: the spec's question, with what verifying does, then the listing goes public. */
export async function verifyAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const id = formText(form, 'propertyId')
  const t = await serverT(context, 'admin')
  return submitForm(request, context, form, {
    intent: `verify:${id}`,
    confirm: () => ({
      title: t('properties.confirmVerify'),
      text: t('properties.does.verify'),
      confirmButtonText: t('properties.confirmVerifyYes'),
      danger: false,
    }),
    describe: (error) => {
      const line = t('properties.updateFailed', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(`/properties/verify/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status: 'verified' },
        schema: modifiedCountSchema,
      })
      return t('properties.updated')
    },
  })
}
