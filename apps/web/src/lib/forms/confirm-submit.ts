import type { FormEvent } from 'react'
import { type FetcherWithComponents, useSubmit } from 'react-router'
import {
  CONFIRMED_FIELD,
  type FormOutcome,
  type FormQuestion,
  IN_PLACE_FIELD,
  type Question,
} from './outcome.ts'
import { postOptions } from './post-options.ts'

export type { Question } from './outcome.ts'

/** Asks the app's one confirm dialog the question; true only on an explicit yes. Its code loads with the first question. */
export async function ask({ title, text, confirmButtonText, danger = true }: Question) {
  const { confirmChange, confirmDanger } = await import('../dialogs.ts')
  return (danger ? confirmDanger : confirmChange)(title, text, confirmButtonText)
}

/** Asks the question with a field for the reason its yes must give; null when cancelled. */
async function askReason({ title, text }: Question, { label, maxLength }: NonNullable<Question['reason']>) {
  const { askForReason } = await import('../dialogs.ts')
  return askForReason(title, { label, maxLength, text })
}

/** Asks the question, and only on a yes posts the form through `submit` (the page's). */
export async function askThenSubmit(
  submit: (form: HTMLFormElement) => unknown,
  question: Question,
  form: HTMLFormElement,
) {
  if (await ask(question)) await submit(form)
}

/**
 * A `<Form>`'s submit handler that asks first (revoke, leave) once hydrated, for the pages whose many small forms
 * share the route's answer. A form of useActionForm asks the question its action answers instead.
 */
export const confirmBefore =
  (submit: (form: HTMLFormElement) => unknown, question: Question) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void askThenSubmit(submit, question, event.currentTarget)
  }

/** confirmBefore with the page's own submit: `confirmed(title, text, yes)` for a `<Form>` of the route. */
export function useConfirmedSubmit() {
  const submit = useSubmit()
  return (title: string, text: string, confirmButtonText: string) =>
    confirmBefore(submit, { title, text, confirmButtonText })
}

/** The question's dialog, then on a yes the same post again, marked as answered (and revalidating as the first). */
export async function confirmThenPost(
  { question, posted }: FormQuestion,
  submit: FetcherWithComponents<FormOutcome>['submit'],
  form: HTMLFormElement | null,
  basename: string,
  revalidate?: false,
) {
  const reason = question.reason ? await askReason(question, question.reason) : ''
  if (reason === null || (!question.reason && !(await ask(question)))) return
  // What was posted, and the files the form holds (the question's answer carries back text only).
  const data = new FormData()
  for (const [name, value] of Object.entries(posted)) data.set(name, value)
  if (form)
    for (const [name, value] of new FormData(form)) if (value instanceof File) data.append(name, value)
  if (question.reason) data.set('reason', reason)
  data.set(CONFIRMED_FIELD, '')
  data.set(IN_PLACE_FIELD, '')
  await submit(data, postOptions(form, basename, revalidate))
}
