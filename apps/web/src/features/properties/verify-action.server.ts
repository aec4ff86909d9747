import {
  CHANGES_REASON_MAX,
  lifecycleResultSchema,
  modifiedCountSchema,
  REJECTION_REASON_MAX,
  requestChangesSchema,
  verifyPropertySchema,
} from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { CONFIRMED_FIELD } from '../../lib/forms/outcome.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/**
 * Manage Properties' decisions on a pending listing, each asked first with what it does: Verify (the spec's
 * question, then the listing goes public), Reject and Request changes (the question asks for the reason its
 * agent is told, checked with the contract here and by the API).
 */
export async function verifyAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const id = formText(form, 'propertyId')
  const decision = formText(form, 'intent')
  const t = await serverT(context, 'admin')
  const path = `/properties/${decision === 'changes' ? '' : 'verify/'}${encodeURIComponent(id)}`
  if (decision === 'reject' || decision === 'changes') {
    const reason = formText(form, 'reason')
    // A yes without a reason (a page without scripts whose browser let it through) is asked again.
    if (!reason.trim()) form.delete(CONFIRMED_FIELD)
    const rejecting = decision === 'reject'
    // The reason is checked once given: the first post only asks for it.
    const answered = form.has(CONFIRMED_FIELD)
    const failed = (error: unknown) => {
      const line = t(rejecting ? 'properties.updateFailed' : 'properties.changesFailed', {
        reason: (error as Error).message,
      })
      return { failure: line, toast: line }
    }
    return rejecting
      ? submitForm(request, context, form, {
          intent: `reject:${id}`,
          ...(answered && { schema: verifyPropertySchema }),
          values: { status: 'rejected', reason },
          confirm: () => ({
            title: t('properties.confirmReject'),
            text: t('properties.does.reject'),
            confirmButtonText: t('properties.confirmVerifyYes'),
            reason: { label: t('properties.rejectReason'), maxLength: REJECTION_REASON_MAX },
          }),
          describe: failed,
          send: async (body) => {
            await apiRequest(path, { method: 'PATCH', body, schema: modifiedCountSchema })
            return t('properties.updated')
          },
        })
      : submitForm(request, context, form, {
          intent: `changes:${id}`,
          ...(answered && { schema: requestChangesSchema }),
          values: { reason },
          confirm: () => ({
            title: t('properties.confirmChanges'),
            text: t('properties.does.requestChanges'),
            confirmButtonText: t('properties.confirmVerifyYes'),
            reason: { label: t('properties.changesReason'), maxLength: CHANGES_REASON_MAX },
          }),
          describe: failed,
          send: async (body) => {
            await apiRequest(`${path}/request-changes`, {
              method: 'PATCH',
              body,
              schema: lifecycleResultSchema,
            })
            return t('properties.changesRequested')
          },
        })
  }
  return submitForm(request, context, form, {
    intent: `verify:${id}`,
    confirm: () => ({
      title: t('properties.confirmVerify'),
      text: t('properties.does.verify'),
      confirmButtonText: t('properties.confirmVerifyYes'),
      danger: false,
    }),
    describe: (error) => {
      const line = t('properties.updateFailed', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async () => {
      await apiRequest(path, { method: 'PATCH', body: { status: 'verified' }, schema: modifiedCountSchema })
      return t('properties.updated')
    },
  })
}
