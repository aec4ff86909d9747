import { calendarFeedStatusSchema, newCalendarFeedSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/**
 * The calendar feed's address made, or made anew: a feed that exists already is asked about first (its old
 * address stops at once). Keyhaven keeps only the address's digest, so the address comes back in the result,
 * shown this once.
 */
export async function calendarFeedAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'dashboard')
  return submitForm(request, context, form, {
    confirm: async () => {
      const { data: feed } = await apiRequest('/calendar/token', { schema: calendarFeedStatusSchema })
      return feed.madeAt
        ? {
            title: t('feed.confirmTitle'),
            text: t('feed.confirmText'),
            confirmButtonText: t('feed.newAddress'),
            danger: false,
          }
        : null
    },
    describe: (error) => {
      const line = t('feed.makeFailed', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async () => {
      const { data: feed } = await apiRequest('/calendar/token', {
        method: 'POST',
        schema: newCalendarFeedSchema,
      })
      return { ok: t('feed.newAddressToast'), result: { url: feed.url } }
    },
  })
}
