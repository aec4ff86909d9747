import { deletedCountSchema, lifecycleResultSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { listingStepIntent } from './listing-step-form.tsx'

const STEPS = ['submit', 'renew', 'withdraw', 'delete'] as const

/**
 * My Added Properties' steps on one of the agent's listings: send it for review, renew it, withdraw it (asked
 * first: it leaves every public list) or delete it (asked first: it cannot be undone).
 */
export async function myPropertiesAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const id = formText(form, 'propertyId')
  const posted = formText(form, 'intent')
  const step = STEPS.find((each) => each === posted) ?? 'submit'
  const [t, common] = await Promise.all([serverT(context, 'agent'), serverT(context, 'common')])
  const intent = listingStepIntent(step, id)
  if (step === 'delete')
    return submitForm(request, context, form, {
      intent,
      confirm: () => ({
        title: t('mine.confirmDelete'),
        text: t('mine.confirmDeleteText'),
        confirmButtonText: common('dialog.yesDelete'),
      }),
      describe: (error) => {
        const line = t('mine.deleteFailed', { reason: (error as Error).message })
        return { failure: line, toast: line }
      },
      send: async () => {
        await apiRequest(`/properties/verify/${encodeURIComponent(id)}`, {
          method: 'DELETE',
          schema: deletedCountSchema,
        })
        return { ok: t('mine.deletedText'), titled: { title: t('mine.deleted'), icon: 'success' } }
      },
    })
  const title = formText(form, 'title')
  return submitForm(request, context, form, {
    intent,
    ...(step === 'withdraw' && {
      confirm: () => ({
        title: title ? t('mine.confirmWithdraw', { title }) : t('mine.confirmWithdrawUntitled'),
        text: t('mine.confirmWithdrawText'),
        confirmButtonText: t('mine.confirmWithdrawYes'),
        danger: false,
      }),
    }),
    describe: (error) => {
      const reason = (error as Error).message
      return { failure: reason, alert: { title: t('failure.oops'), text: reason } }
    },
    send: async () => {
      await apiRequest(`/properties/${encodeURIComponent(id)}/${step}`, {
        method: 'POST',
        schema: lifecycleResultSchema,
      })
      return t(step === 'withdraw' ? 'mine.withdrawn' : step === 'renew' ? 'mine.renewed' : 'mine.submitted')
    },
  })
}
