import { exchangeRatesUploadResultSchema } from '@keyhaven/contract'
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
