import type { FormEvent } from 'react'
import { useSubmit } from 'react-router'

/** What the app's confirm dialog asks before a destructive step: its title, its text and the yes button. */
export interface Question {
  title: string
  text: string
  confirmButtonText: string
}

/**
 * Asks the app's one confirm dialog the question, and only on a yes posts the form through `submit` (a fetcher's,
 * or the page's). The dialogs' code loads with the first question, not with every page that has a form.
 */
export async function askThenSubmit(
  submit: (form: HTMLFormElement) => unknown,
  { title, text, confirmButtonText }: Question,
  form: HTMLFormElement,
) {
  const { confirmDanger } = await import('../dialogs.ts')
  if (await confirmDanger(title, text, confirmButtonText)) await submit(form)
}

/**
 * A form's submit handler that asks first (revoke, leave, delete) once hydrated. Before the page's scripts run
 * the form posts as it is, to a confirm step of its action where there is one.
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
