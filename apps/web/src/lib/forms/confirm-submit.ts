import type { FormEvent } from 'react'
import { useSubmit } from 'react-router'
import { confirmDanger } from '../dialogs.ts'

/** What the app's confirm dialog asks before a destructive step: its title, its text and the yes button. */
export interface Question {
  title: string
  text: string
  confirmButtonText: string
}

/**
 * A form's submit handler that asks first (revoke, leave, delete): once hydrated the app's one dialog asks, and
 * only a yes posts the form, through `submit` (a fetcher's, or the page's by default). Before the page's
 * scripts run the form posts as it is, to a confirm step of its action where there is one.
 */
export const confirmBefore =
  (submit: (form: HTMLFormElement) => unknown, { title, text, confirmButtonText }: Question) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void confirmDanger(title, text, confirmButtonText).then((yes) => {
      if (yes) void submit(form)
    })
  }

/** confirmBefore with the page's own submit: `confirmed(title, text, yes)` for a `<Form>` of the route. */
export function useConfirmedSubmit() {
  const submit = useSubmit()
  return (title: string, text: string, confirmButtonText: string) =>
    confirmBefore(submit, { title, text, confirmButtonText })
}
