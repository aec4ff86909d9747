import { availabilitySchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/** The rows of a posted list of inputs named `name.0.key`, `name.1.key`... in their order. */
const rowsOf = (form: FormData, name: string) => {
  const indexes = new Set<number>()
  for (const key of form.keys()) {
    const match = new RegExp(`^${name}\\.(\\d+)(\\.|$)`).exec(key)
    if (match) indexes.add(Number(match[1]))
  }
  return [...indexes].sort((a, b) => a - b)
}

/**
 * An agent's viewing hours: a time zone, weekly windows and days off, checked with the contract here and by the
 * API. A window with neither time and a day off left blank are not there (how a page without scripts drops one,
 * and fills its spare row).
 */
export async function saveAvailabilityAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'agent')
  const typed: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'intent') typed[key] = value
  const weekly = rowsOf(form, 'weekly')
    .map((index) => {
      const at = (key: string) => formText(form, `weekly.${index}.${key}`)
      return { index, day: Number(at('day')), start: at('start'), end: at('end') }
    })
    .filter(({ start, end }) => start !== '' || end !== '')
  const blocked = rowsOf(form, 'blockedDates')
    .map((index) => ({ index, date: formText(form, `blockedDates.${index}`) }))
    .filter(({ date }) => date !== '')
  const values = {
    timeZone: formText(form, 'timeZone'),
    weekly: weekly.map(({ day, start, end }) => ({ day, start, end })),
    blockedDates: blocked.map(({ date }) => date),
  }
  // Rows left out move the others up: a problem found at a row's place goes back to that row's inputs.
  const inputName = (path: string) =>
    path
      .replace(/^weekly\.(\d+)/, (_, at) => `weekly.${weekly[Number(at)]?.index ?? at}`)
      .replace(/^blockedDates\.(\d+)/, (_, at) => `blockedDates.${blocked[Number(at)]?.index ?? at}`)
  // The contract's check, each problem named as the form names its input (`weekly.0.end`, `blockedDates.1`).
  const schema = z.unknown().transform((posted, ctx) => {
    const parsed = availabilitySchema.safeParse(posted)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [inputName(issue.path.join('.'))] })
    return z.NEVER
  })
  return submitForm(request, context, form, {
    intent: 'availability',
    schema,
    values,
    typed,
    describe: (error) => {
      const line = t('hours.notSaved', { reason: (error as Error).message })
      return { failure: line, toast: line }
    },
    send: async (availability) => {
      await apiRequest('/viewings/availability', {
        method: 'PUT',
        body: availability,
        schema: availabilitySchema,
      })
      return t('hours.saved')
    },
  })
}
