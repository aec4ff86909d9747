import { savedSearchInputSchema, savedSearchSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { nameProblem } from './saved-search-name.ts'

/**
 * "Save this search" (All Properties): the name the person gave the page's filters (posted with them, as the
 * query string the API takes), checked with the contract. Every refusal shows beside the name, the only field
 * the person fills: the contract's in the page's words, the API's own (a duplicate, a limit) in its words.
 */
export async function saveSearchAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'search')
  const name = formText(form, 'name')
  const schema = z.unknown().transform((value, ctx) => {
    const checked = savedSearchInputSchema.safeParse(value)
    if (checked.success) return checked.data
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: ['name'], message: nameProblem(t, issue.message) })
    return z.NEVER
  })
  return submitForm(request, context, form, {
    intent: 'save-search',
    schema,
    values: { name, query: formText(form, 'query') },
    typed: { name },
    send: async (input) => {
      try {
        const { data: saved } = await apiRequest('/saved-searches', {
          method: 'POST',
          body: input,
          schema: savedSearchSchema,
        })
        return t('save.saved', { name: saved.name })
      } catch (error) {
        if (error instanceof ApiError)
          throw new ApiError(error.status, `name: ${error.detail}`, error.code, 'name')
        throw error
      }
    },
  })
}
