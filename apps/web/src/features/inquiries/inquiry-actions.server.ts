import {
  inquiryInputSchema,
  inquiryReplyInputSchema,
  insertedIdSchema,
  MAX_VIEWING_TIMES,
  viewingTimeProblem,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { BLANK_TIMES_UNUSED } from './contact-fields.ts'

/** The contract names its field in lower case ("message is required"); beside the field, a sentence. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1)

/** A schema whose problems are said as sentences (the same paths, the same order). */
const inSentences = <T>(schema: z.ZodType<T>) =>
  z.unknown().transform((value, ctx): T => {
    const checked = schema.safeParse(value)
    if (checked.success) return checked.data
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: sentence(issue.message) })
    return z.NEVER
  })

/** A refusal the API pinned on a field, said as a sentence there too. */
async function sentencedRefusals<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    if (error instanceof ApiError && error.field)
      throw new ApiError(error.status, `${error.field}: ${sentence(error.detail)}`, error.code, error.field)
    throw error
  }
}

/** How far `zone` is ahead of UTC at the moment `utc` (ms); an unknown zone is UTC. */
function zoneOffset(utc: number, zone: string): number {
  try {
    const parts: Record<string, number> = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
        .formatToParts(utc)
        .map(({ type, value }) => [type, Number(value)]),
    )
    const part = (type: string) => parts[type] ?? 0
    const asUtc = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    )
    return asUtc - Math.floor(utc / 1000) * 1000
  } catch {
    return 0
  }
}

/**
 * A datetime-local input's `YYYY-MM-DDTHH:mm`, read on the clock of `zone` (the browser's, which its page sends;
 * without the page's scripts none is known and UTC reads it), as an ISO moment; '' when it is no date and time.
 */
export function localTimeToIso(local: string, zone: string): string {
  const naive = Date.parse(`${local}Z`)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) || Number.isNaN(naive)) return ''
  // The offset at the guess, then at the moment it gives: right on either side of a clock change.
  const first = naive - zoneOffset(naive, zone)
  return new Date(naive - zoneOffset(first, zone)).toISOString()
}

/**
 * Contact the agent of a listing (its details page): a message, an optional phone and up to three viewing
 * times, read on the sender's clock. The contract's rules check here; the API checks them all again.
 */
export async function contactAgentAction(
  request: Request,
  context: LoadContext,
  form: FormData,
  propertyId: string,
) {
  const t = await serverT(context, 'listing')
  const message = formText(form, 'message')
  const phone = formText(form, 'phone')
  const zone = formText(form, 'timeZone') || 'UTC'
  const posted = form.getAll('viewingTimes').map((time) => (typeof time === 'string' ? time : ''))
  // A page without scripts shows every time's input at once: the ones left blank are not proposed. Once it runs,
  // the person adds them one by one, and one added but left blank is a question to answer.
  const times = formText(form, 'blankTimes') === BLANK_TIMES_UNUSED ? posted.filter(Boolean) : posted
  const schema = inSentences(
    z.object({
      message: inquiryInputSchema.shape.message,
      phone: z
        .string()
        .transform((typed) => typed.trim() || undefined)
        .pipe(inquiryInputSchema.shape.phone),
      viewingTimes: z
        .array(z.string())
        .max(MAX_VIEWING_TIMES)
        .transform((locals, ctx) => {
          if (locals.some((local) => !local)) {
            ctx.addIssue({ code: 'custom', message: t('contact.emptyTime') })
            return z.NEVER
          }
          const moments = locals.map((local) => localTimeToIso(local, zone))
          const problem = moments.map((iso) => viewingTimeProblem(iso)).find(Boolean)
          if (problem) {
            ctx.addIssue({ code: 'custom', message: problem })
            return z.NEVER
          }
          return moments
        })
        .pipe(inquiryInputSchema.shape.viewingTimes.unwrap()),
    }),
  )
  return submitForm(request, context, form, {
    intent: 'contact',
    schema,
    values: { message, phone, viewingTimes: times },
    typed: {
      message,
      phone,
      ...Object.fromEntries(times.map((time, index) => [`viewingTimes.${index}`, time])),
    },
    describe: (error) => {
      const line = t('contact.notSent', {
        reason: error instanceof ApiError ? error.detail : (error as Error).message,
      })
      return { failure: line }
    },
    send: async ({ message: text, phone: number, viewingTimes }) => {
      const { data } = await sentencedRefusals(() =>
        apiRequest(`/properties/${encodeURIComponent(propertyId)}/inquiries`, {
          method: 'POST',
          body: {
            message: text,
            ...(number && { phone: number }),
            ...(viewingTimes && viewingTimes.length > 0 && { viewingTimes }),
          },
          schema: insertedIdSchema,
        }),
      )
      return { ok: t('contact.sentToast'), result: { inquiryId: data.insertedId } }
    },
  })
}

/** A reply in a conversation (My Inquiries' or a lead's): it needs words; the rest is the contract's rule. */
export async function replyAction(request: Request, context: LoadContext, inquiryId: string) {
  const form = await request.formData()
  const t = await serverT(context, 'buying')
  const message = formText(form, 'message')
  return submitForm(request, context, form, {
    intent: 'reply',
    schema: z.object({
      message: z
        .string()
        .trim()
        .min(1, { error: t('inquiries.writeFirst') })
        .pipe(inquiryReplyInputSchema.shape.message),
    }),
    values: { message },
    typed: { message },
    describe: (error) => {
      const line = t('inquiries.replyNotSent', {
        reason: error instanceof ApiError ? error.detail : (error as Error).message,
      })
      return { failure: line }
    },
    send: async (reply) => {
      await apiRequest(`/inquiries/${encodeURIComponent(inquiryId)}/replies`, {
        method: 'POST',
        body: reply,
        schema: insertedIdSchema,
      })
      return t('inquiries.replySent')
    },
  })
}
