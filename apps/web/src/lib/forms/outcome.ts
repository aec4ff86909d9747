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
  /** The product's result dialog (decision 0005) a hydrated page tells `ok` in, under this title, not a toast. */
  titled?: { title: string; icon: 'success' | 'info' }
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
  /** A refusal a hydrated page tells in the app's error dialog (the product's 'Invalid Offer'), not a toast. */
  alert?: { title: string; text: string }
}

/** What the app's confirm dialog asks before a step: its title, its text, the yes button, and whether it destroys. */
export interface Question {
  title: string
  text: string
  confirmButtonText: string
  danger?: boolean
  /** A reason the yes must give (a rejection its agent is told about): posted with it as `reason`. */
  reason?: { label: string; maxLength: number }
}

/**
 * The form asks before it goes (a destructive step, an offer read back): the question, and what was posted, sent
 * again with the yes (CONFIRMED_FIELD). A hydrated page asks with the app's dialog; a page without scripts
 * shows the question with a second submit.
 */
export interface FormQuestion {
  intent: string
  question: Question
  posted: Record<string, string>
}

export type FormOutcome = FormDone | FormFailure | FormQuestion

/**
 * The hidden field a hydrated form sends: the action then answers in place (the page goes on itself, after its
 * own steps such as storing the access-token) instead of with a redirect, which a page without scripts needs.
 */
export const IN_PLACE_FIELD = '_in-place'

/** The field of a post that answers a question yes: the action then does the step instead of asking. */
export const CONFIRMED_FIELD = '_confirmed'

export const isDone = (outcome: FormOutcome | undefined): outcome is FormDone =>
  outcome !== undefined && !('fields' in outcome) && !('question' in outcome)

export const isQuestion = (outcome: FormOutcome | undefined): outcome is FormQuestion =>
  outcome !== undefined && 'question' in outcome

export const isFailure = (outcome: FormOutcome | undefined): outcome is FormFailure =>
  outcome !== undefined && 'fields' in outcome
