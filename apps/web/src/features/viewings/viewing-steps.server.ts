import {
  VIEWING_ACTIONS,
  VIEWING_REASON_MAX,
  type ViewingAction,
  viewingActionSchema,
  viewingSchema,
} from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { CONFIRMED_FIELD } from '../../lib/forms/outcome.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { viewingStepIntent } from './viewing-step-intents.ts'

const DONE = {
  confirm: 'viewings.done.confirmed',
  decline: 'viewings.done.declined',
  propose: 'viewings.done.proposed',
  accept: 'viewings.done.confirmed',
  cancel: 'viewings.done.cancelled',
} as const satisfies Record<ViewingAction, string>

const isStep = (value: string): value is ViewingAction =>
  (VIEWING_ACTIONS as readonly string[]).includes(value)

/**
 * A step on one viewing, from My Viewings (`buyer`: accept a proposed time, cancel) or the agent's Viewings
 * (confirm, propose another free time, decline, cancel). Declining and cancelling ask first for the reason the
 * other party reads; the contract checks the step here and the API allows or refuses it by who asks.
 */
export async function viewingStepAction(request: Request, context: LoadContext, side: 'buyer' | 'agent') {
  const form = await request.formData()
  const viewingId = formText(form, 'viewingId')
  const posted = formText(form, 'intent')
  const step = isStep(posted) ? posted : 'confirm'
  const [t, agent, common] = await Promise.all([
    serverT(context, 'buying'),
    serverT(context, 'agent'),
    serverT(context, 'common'),
  ])
  const told = (line: string) => ({ failure: line, toast: line })
  const withReason = step === 'decline' || step === 'cancel'
  const reason = formText(form, 'reason')
  // A yes without a reason (a page without scripts whose browser let it through) is asked again.
  if (withReason && !reason.trim()) form.delete(CONFIRMED_FIELD)
  const start = formText(form, 'start')
  return submitForm(request, context, form, {
    intent: viewingStepIntent(step, viewingId),
    // The reason is checked once given: the first post only asks for it.
    ...((!withReason || form.has(CONFIRMED_FIELD)) && { schema: viewingActionSchema }),
    values: {
      action: step,
      ...(step === 'propose' && { start }),
      ...(withReason && { reason }),
    },
    ...(withReason && {
      confirm: () => {
        const name = formText(form, 'name')
        const title =
          side === 'buyer'
            ? t('viewings.cancelConfirm', { title: formText(form, 'title') })
            : agent(step === 'decline' ? 'viewings.declineConfirm' : 'viewings.cancelConfirm', { name })
        return {
          title,
          text: '',
          confirmButtonText: common('dialog.yes'),
          reason: { label: t('viewings.reasonLabel'), maxLength: VIEWING_REASON_MAX },
        }
      },
    }),
    describe: (error) => told(t('viewings.notChanged', { reason: (error as Error).message })),
    send: async (body) => {
      await apiRequest(`/viewings/${encodeURIComponent(viewingId)}`, {
        method: 'PATCH',
        body,
        schema: viewingSchema,
      })
      return t(DONE[step])
    },
  })
}
