import {
  deletedCountSchema,
  savedSearchInputSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { nameProblem, savedSearchIntent } from './saved-search-forms.ts'

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

/**
 * The saved searches page: a search's e-mail alerts switched (the checkbox's state posted; unchecked, it is not
 * posted), or the search deleted, asked first. Each row's form answers under its own intent.
 */
export async function savedSearchesAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const [words, common] = await Promise.all([serverT(context, 'dashboard'), serverT(context, 'common')])
  const searchId = formText(form, 'searchId')
  const path = `/saved-searches/${encodeURIComponent(searchId)}`
  if (formText(form, 'intent') === 'delete')
    return submitForm(request, context, form, {
      intent: savedSearchIntent('delete', searchId),
      confirm: () => ({
        title: words('savedSearches.confirmTitle'),
        text: words('savedSearches.confirmText', { name: formText(form, 'name') }),
        confirmButtonText: common('dialog.yesDelete'),
      }),
      describe: (error) => ({
        failure: words('savedSearches.deleteFailed', { reason: (error as Error).message }),
      }),
      send: async () => {
        await apiRequest(path, { method: 'DELETE', schema: deletedCountSchema })
        return words('savedSearches.deleted')
      },
    })
  return submitForm(request, context, form, {
    intent: savedSearchIntent('alerts', searchId),
    schema: savedSearchUpdateSchema,
    values: { alertsEnabled: form.has('alertsEnabled') },
    describe: (error) => ({
      failure: words('savedSearches.alertsFailed', { reason: (error as Error).message }),
    }),
    send: async (update) => {
      const { data: saved } = await apiRequest(path, {
        method: 'PATCH',
        body: update,
        schema: savedSearchSchema,
      })
      return words(saved.alertsEnabled ? 'savedSearches.alertsOn' : 'savedSearches.alertsOff', {
        name: saved.name,
      })
    },
  })
}
