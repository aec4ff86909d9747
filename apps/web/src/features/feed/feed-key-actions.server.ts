import { createFeedKeySchema, feedKeySchema, issuedFeedKeySchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/**
 * Feed Keys' forms: a key issued for a portal (the page shows it this once: it comes back in the result, and
 * Keyhaven keeps only its hash), and a key revoked, asked first with its name.
 */
export async function feedKeyAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const t = await serverT(context, 'admin')
  if (formText(form, 'intent') === 'revoke') {
    const id = formText(form, 'keyId')
    return submitForm(request, context, form, {
      intent: `revoke:${id}`,
      confirm: async () => {
        const { data: keys } = await apiRequest('/admin/feed-keys', { schema: z.array(feedKeySchema) })
        const key = keys.find((one) => one.id === id)
        // A key the list does not hold is the API's to refuse, in its own words.
        if (!key) return null
        return {
          title: t('feed.confirmRevoke', { name: key.name }),
          text: t('feed.confirmRevokeText'),
          confirmButtonText: t('feed.confirmRevokeYes'),
        }
      },
      describe: (error) => {
        const line = t('feed.revokeFailed', { reason: (error as Error).message })
        return { failure: line, toast: line }
      },
      send: async () => {
        const { data: key } = await apiRequest(`/admin/feed-keys/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          schema: feedKeySchema,
        })
        return t('feed.revoked', { name: key.name })
      },
    })
  }
  const name = formText(form, 'name')
  return submitForm(request, context, form, {
    intent: 'issue',
    schema: createFeedKeySchema,
    values: { name },
    typed: { name },
    send: async (input) => {
      const { data: issued } = await apiRequest('/admin/feed-keys', {
        method: 'POST',
        body: input,
        schema: issuedFeedKeySchema,
      })
      return { result: { name: issued.name, key: issued.key } }
    },
  })
}
