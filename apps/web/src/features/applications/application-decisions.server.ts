import { applicationDecisionSchema, rentalApplicationSchema } from '@keyhaven/contract'
import type { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { applicationIntent } from './application-intents.ts'

/**
 * A refusal, told with a toast once hydrated: a row's buttons follow the application's status as the list is
 * read again, so a line beside them could leave with them (without scripts the page says it at its top).
 */
const told = (line: string) => ({ failure: line, toast: line })

const decide = (applicationId: string, decision: z.infer<typeof applicationDecisionSchema>) =>
  apiRequest(`/applications/${encodeURIComponent(applicationId)}`, {
    method: 'PATCH',
    body: decision,
    schema: rentalApplicationSchema,
  })

/** My Applications: the renter withdraws an open application, asked first. */
export async function myApplicationsAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const t = await serverT(context, 'buying')
  const applicationId = formText(form, 'applicationId')
  return submitForm(request, context, form, {
    intent: applicationIntent('withdraw', applicationId),
    confirm: () => ({
      title: t('applications.withdrawConfirm'),
      text: t('applications.withdrawText', { title: formText(form, 'title') }),
      confirmButtonText: t('applications.withdrawYes'),
    }),
    describe: (error) => told(t('applications.notWithdrawn', { reason: (error as Error).message })),
    send: async () => {
      await decide(applicationId, { action: 'withdraw' })
      return t('applications.withdrawn')
    },
  })
}

/**
 * Applications (the agent's): Shortlist, Accept (asked first: the rental is let and the other open applications
 * declined) and Decline with the reason the renter reads, which the contract checks here.
 */
export async function applicationsAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const [t, common] = await Promise.all([serverT(context, 'agent'), serverT(context, 'common')])
  const applicationId = formText(form, 'applicationId')
  const step = formText(form, 'intent')
  const action = step === 'accept' || step === 'decline' ? step : 'shortlist'
  const reason = formText(form, 'reason')
  return submitForm(request, context, form, {
    intent: applicationIntent(action, applicationId),
    schema: applicationDecisionSchema.superRefine((decision, ctx) => {
      if (decision.action === 'decline' && !decision.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: common('dialog.reasonRequired') })
    }),
    values: {
      action,
      ...(action === 'decline' && { reason: reason.trim() === '' ? undefined : reason }),
    },
    typed: { reason },
    ...(action === 'accept' && {
      confirm: () => ({
        title: t('applications.confirmAccept', { name: formText(form, 'renterName') }),
        text: t('applications.confirmAcceptText', { title: formText(form, 'title') }),
        confirmButtonText: t('applications.confirmAcceptYes'),
        danger: false,
      }),
    }),
    describe: (error) => told(t('applications.notChanged', { reason: (error as Error).message })),
    send: async (decision) => {
      await decide(applicationId, decision)
      return t(`applications.done.${decision.action}`)
    },
  })
}
