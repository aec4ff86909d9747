import { exchangeRatesSchema, exchangeRatesUploadResultSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'

const uploadSchemaOf = (t: Translate<'admin'>) =>
  z.object({
    file: z.custom<File>((value) => value instanceof File && value.size > 0, {
      error: t('rates.chooseFile'),
    }),
  })

/** Manage exchange rates' upload: the file goes to the API as it is; its answer says what was replaced. */
export async function uploadExchangeRatesAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const t = await serverT(context, 'admin')
  return submitForm(request, context, form, {
    intent: 'upload',
    schema: uploadSchemaOf(t),
    values: { file: form.get('file') },
    // Rates in use are replaced whole: asked first (none in use, nothing to lose).
    confirm: async () => {
      const { data: inUse } = await apiRequest('/exchange-rates', { schema: exchangeRatesSchema })
      if (inUse.rates.length === 0) return null
      return {
        title: t('rates.confirm'),
        text: t('rates.confirmText', { count: inUse.rates.length, date: inUse.date ?? '' }),
        confirmButtonText: t('rates.confirmYes'),
      }
    },
    send: async ({ file }) => {
      const { data } = await apiRequest('/admin/exchange-rates', {
        method: 'POST',
        body: new Blob([await file.arrayBuffer()], { type: 'text/csv' }),
        schema: exchangeRatesUploadResultSchema,
      })
      return t('rates.replaced', { replaced: data.replaced, count: data.rates.length, date: data.date ?? '' })
    },
  })
}
