import { listingImportReportSchema } from '@keyhaven/contract'
import { problemIn } from '@keyhaven/contract/problems'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { pageLanguage } from '../../lib/i18n/page-language.ts'

/** The file sent on to the API as it came: checked only (a dry run) or its good rows imported as drafts. */
async function sendFile(bytes: Uint8Array<ArrayBuffer>, name: string, dryRun: boolean) {
  const body = new FormData()
  body.append('file', new File([bytes], name, { type: 'text/csv' }))
  const { data } = await apiRequest('/properties/import', {
    method: 'POST',
    query: { dryRun: String(dryRun) },
    body,
    schema: listingImportReportSchema,
  })
  // A row's problems come in the API's English (the report is an answer, not a refusal): in the page's words.
  const language = pageLanguage()
  return {
    ...data,
    rows: data.rows.map((row) => ({
      ...row,
      errors: row.errors.map((error) => ({ ...error, message: problemIn(language, error.message) })),
    })),
  }
}

/**
 * Import Listings' two steps. Check: the uploaded CSV goes to the API as a dry run; the result holds its report
 * and the file itself (base64), which the page posts back with Import, so a page without scripts, which keeps
 * no file between pages, imports exactly what was checked. Import: that file again, its good rows become drafts.
 * The API checks the file either time.
 */
export async function importListingsAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const t = await serverT(context, 'agent')
  if (formText(form, 'intent') === 'import') {
    return submitForm(request, context, form, {
      intent: 'import',
      send: async () => {
        const bytes = Buffer.from(formText(form, 'csv'), 'base64')
        const report = await sendFile(new Uint8Array(bytes), formText(form, 'name'), false)
        return { result: { step: 'imported', report: JSON.stringify(report) } }
      },
    })
  }
  const file = form.get('file')
  // A post with no file chosen may leave the field out altogether; its problem still goes beside the picker.
  if (!form.has('file')) form.set('file', '')
  return submitForm(request, context, form, {
    intent: 'check',
    send: async () => {
      if (!(file instanceof File) || file.size === 0)
        throw new ApiError(400, t('import.chooseFile'), 'invalid', 'file')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const report = await sendFile(bytes, file.name, true)
      return {
        result: {
          step: 'checked',
          name: file.name,
          csv: Buffer.from(bytes).toString('base64'),
          report: JSON.stringify(report),
        },
      }
    },
  })
}
