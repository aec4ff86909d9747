import { problemIn } from '@keyhaven/contract/problems'
import { data, redirect } from 'react-router'
import type { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { asVisitor } from '../../app/server/request-api.server.ts'
import { ApiError } from '../api-client.ts'
import { pageLanguage } from '../i18n/page-language.ts'
import {
  CONFIRMED_FIELD,
  type FormDone,
  type FormFailure,
  type FormOutcome,
  IN_PLACE_FIELD,
  type Question,
} from './outcome.ts'
import { type Told, toldCookie } from './told-cookie.server.ts'

// The one way a route's action handles a posted form: check it with the contract's schema here, on the server
// (the browser only has its own constraints: required, type, minlength...), send it to the API in this process
// as the visitor, and answer what the page shows: a result, or each problem beside its field, in the page's
// language (the contract's schemas and helpers write English; the API answers in the page's language already).

/** A posted field's text ('' when it is missing or a file). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * What a form's send answers: the line to tell, where to go next, what the page shows of the result, and
 * cookies for the browser (a session).
 */
export interface Finished extends Omit<FormDone, 'intent'> {
  headers?: Headers
}

export interface Submission<T> {
  /** Which of a page's forms this is (answers name it, so each form shows only its own); the form's `intent` field by default. */
  intent?: string
  /** The contract's schema of the form; without one the API's own check answers (its error names the field). */
  schema?: z.ZodType<T>
  /** What the schema checks (or send takes as it is). */
  values?: unknown
  /** What was typed, put back in the fields when the form is refused: never a password. */
  typed?: Record<string, string>
  send: (input: T) => Promise<Finished | string>
  /**
   * A step to confirm first: the question asked of the checked input (as the visitor; it may read, and refuse
   * by throwing as send does), or null when this input needs none. Only a post answering it yes
   * (CONFIRMED_FIELD) is sent.
   */
  confirm?: (input: T) => Question | null | Promise<Question | null>
  /** What the page says about a refusal the API did not pin on a field (told by a toast or the error dialog); its message by default. */
  describe?: (error: unknown) => { failure: string } & Pick<FormFailure, 'toast' | 'alert'>
  /** A field whose refusal the product tells in its error dialog, with the dialog's title ('Invalid Offer'). */
  titled?: Record<string, string>
}

const describeError = (error: unknown) => ({ failure: (error as Error).message })

/** A refusal written here in English (a contract's message, the page's own check) in the page's language. */
const inPageLanguage = (message: string, field?: string) => problemIn(pageLanguage(), message, field)

/**
 * An error as the page tells it: its message in the page's language. The API's own answers come in it already
 * (they pass unchanged); a refusal the action raised itself, or the client's own words, are translated.
 */
function inWords(error: unknown): unknown {
  if (error instanceof ApiError) {
    const message = inPageLanguage(error.message, error.field ?? undefined)
    return message === error.message
      ? error
      : new ApiError(error.status, message, error.code, error.field ?? undefined)
  }
  if (error instanceof Error) {
    const message = inPageLanguage(error.message)
    return message === error.message ? error : new Error(message)
  }
  return error
}

/** The issues of a refused form, first one per field; issues of no field of the form are the form's own. */
function schemaFailure(
  form: FormData,
  issues: z.ZodError['issues'],
): Pick<FormFailure, 'fields' | 'failure'> {
  const fields: Record<string, string> = {}
  let failure: string | null = null
  for (const issue of issues) {
    const [name] = issue.path
    const message = inPageLanguage(issue.message)
    if (typeof name === 'string' && form.has(name)) fields[name] ??= message
    else failure ??= message
  }
  return { fields, failure }
}

/** A post's text fields, to be posted again with a question's yes (the in-place mark is the page's to add). */
const postedFields = (form: FormData) =>
  Object.fromEntries(
    [...form].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== IN_PLACE_FIELD,
    ),
  )

export async function submitForm<T>(
  request: Request,
  context: LoadContext,
  form: FormData,
  {
    intent = formText(form, 'intent'),
    schema,
    values,
    typed = {},
    send,
    confirm,
    describe = describeError,
    titled = {},
  }: Submission<T>,
) {
  const refused = (problems: Pick<FormFailure, 'fields' | 'failure' | 'toast' | 'alert'>): FormOutcome => ({
    intent,
    typed,
    ...problems,
  })
  let input = values as T
  if (schema) {
    const parsed = schema.safeParse(values)
    if (!parsed.success) return refused(schemaFailure(form, parsed.error.issues))
    input = parsed.data
  }
  const refusal = (raised: unknown) => {
    const error = inWords(raised)
    // A problem the API pins on a field this form shows goes beside that field.
    if (error instanceof ApiError && error.field && form.has(error.field)) {
      const title = titled[error.field]
      return refused({
        fields: { [error.field]: error.detail },
        failure: null,
        ...(title && { alert: { title, text: error.detail } }),
      })
    }
    return refused({ fields: {}, ...describe(error) })
  }
  if (confirm && !form.has(CONFIRMED_FIELD)) {
    try {
      const question = await asVisitor(request, context, async () => confirm(input))
      if (question) return { intent, question, posted: postedFields(form) } satisfies FormOutcome
    } catch (error) {
      return refusal(error)
    }
  }
  let finished: Finished
  try {
    const answer = await asVisitor(request, context, () => send(input))
    finished = typeof answer === 'string' ? { ok: answer } : answer
  } catch (error) {
    return refusal(error)
  }
  const { headers, ...done } = finished
  // A page without scripts follows a redirect (the page it leads to says the result); a hydrated one goes on
  // itself after its own steps.
  if (done.to && !form.has(IN_PLACE_FIELD)) {
    const answer = new Headers(headers)
    if (done.ok) answer.append('Set-Cookie', await toldCookie.serialize({ text: done.ok } satisfies Told))
    return redirect(done.to, { headers: answer })
  }
  return headers ? data({ intent, ...done }, { headers }) : { intent, ...done }
}
