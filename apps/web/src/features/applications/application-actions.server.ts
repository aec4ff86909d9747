import {
  applicationInputSchema,
  insertedIdSchema,
  moveInDateProblem,
  propertySchema,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { serverDateFormat } from '../../lib/dates.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/** A number field's text as the contract takes it: none when blank, else the number it says (NaN when none). */
const numberOf = (typed: string) => (typed.trim() === '' ? undefined : Number(typed))

/**
 * Apply to Rent's form: the contract's rules, the move-in date ahead and within the limit, then not before the
 * home is free (the listing read as the visitor, refused beside the date); the API checks all of it again. Sent, it leads to My
 * Applications.
 */
export async function applyAction(request: Request, context: LoadContext, propertyId: string) {
  const form = await request.formData()
  const t = await serverT(context, 'buying')
  const typed = Object.fromEntries(
    ['moveInDate', 'leaseMonths', 'occupants', 'monthlyIncome', 'message'].map((name) => [
      name,
      formText(form, name),
    ]),
  )
  const path = `/properties/${encodeURIComponent(propertyId)}`
  // The date box shows the browser's own format, so its message names no other.
  const schema = applicationInputSchema
    .extend({ moveInDate: z.iso.date({ error: t('apply.chooseMoveIn') }) })
    .superRefine(({ moveInDate }, ctx) => {
      const problem = moveInDateProblem(moveInDate)
      if (problem) ctx.addIssue({ code: 'custom', path: ['moveInDate'], message: problem })
    })
  return submitForm(request, context, form, {
    intent: 'apply',
    schema,
    values: {
      moveInDate: typed.moveInDate,
      leaseMonths: numberOf(typed.leaseMonths ?? ''),
      occupants: numberOf(typed.occupants ?? ''),
      monthlyIncome: numberOf(typed.monthlyIncome ?? ''),
      message: typed.message,
    },
    typed,
    describe: (error) => {
      const text = (error as Error).message
      return { failure: text, alert: { title: t('offer.failed'), text } }
    },
    send: async (application) => {
      const { data: listing } = await apiRequest(path, { schema: propertySchema })
      if (listing.availableFrom && application.moveInDate < listing.availableFrom) {
        const problem = t('apply.freeFrom', { date: serverDateFormat().date(listing.availableFrom) })
        throw new ApiError(400, problem, 'validation', 'moveInDate')
      }
      await apiRequest(`${path}/applications`, {
        method: 'POST',
        body: application,
        schema: insertedIdSchema,
      })
      return { ok: t('apply.sent'), to: dashboardPaths.myApplications }
    },
  })
}
