// What a route's action answers for a posted form, and what the page reads of it. Shared by the server (which
// makes it) and the browser (which shows it), so it holds no code of either.

/**
 * The form went through: what to tell the person (nothing, for a step on the way such as a sign-in's code
 * page), where to go next when the form finishes elsewhere, and what the page shows of the result.
 */
export interface FormDone {
  intent: string
  ok?: string
  to?: string
  result?: Record<string, string>
}

/**
 * The form was refused: the problem of each field at fault (shown beside it), a problem of the whole form
 * (shown in the page), a shorter line for the toast when that says it differently, and what was typed (never a
 * password) to put back in the fields.
 */
export interface FormFailure {
  intent: string
  fields: Record<string, string>
  failure: string | null
  toast?: string
  typed: Record<string, string>
}

export type FormOutcome = FormDone | FormFailure

/**
 * The hidden field a hydrated form sends: the action then answers in place (the page goes on itself, after its
 * own steps such as storing the access-token) instead of with a redirect, which a page without scripts needs.
 */
export const IN_PLACE_FIELD = '_in-place'

export const isDone = (outcome: FormOutcome | undefined): outcome is FormDone =>
  outcome !== undefined && !('fields' in outcome)

export const isFailure = (outcome: FormOutcome | undefined): outcome is FormFailure =>
  outcome !== undefined && 'fields' in outcome
