import { exchangeRatesSchema, exchangeRatesUploadResultSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { submitForm } from '../../lib/forms/submit-form.server.ts'

const uploadSchema = z.object({
  file: z.custom<File>((value) => value instanceof File && value.size > 0, { error: 'Choose a CSV file' }),
})

/** Manage exchange rates' upload: the file goes to the API as it is; its answer says what was replaced. */
export async function uploadExchangeRatesAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  return submitForm(request, context, form, {
    intent: 'upload',
    schema: uploadSchema,
    values: { file: form.get('file') },
    // Rates in use are replaced whole: asked first (none in use, nothing to lose).
    confirm: async () => {
      const { data: inUse } = await apiRequest('/exchange-rates', { schema: exchangeRatesSchema })
      if (inUse.rates.length === 0) return null
      return {
        title: 'Replace the exchange rates?',
        text: `The ${inUse.rates.length} rates of ${inUse.date} are replaced by the file's.`,
        confirmButtonText: 'Yes, replace them',
      }
    },
    send: async ({ file }) => {
      const { data } = await apiRequest('/admin/exchange-rates', {
        method: 'POST',
        body: new Blob([await file.arrayBuffer()], { type: 'text/csv' }),
        schema: exchangeRatesUploadResultSchema,
      })
      return `Replaced ${data.replaced} rates with ${data.rates.length} rates of ${data.date}`
    },
  })
}
