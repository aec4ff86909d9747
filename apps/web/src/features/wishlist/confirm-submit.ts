import type { FormEvent } from 'react'
import { type SubmitFunction, useSubmit } from 'react-router'
import { confirmDanger } from '../../lib/dialogs.ts'

/**
 * A form's submit that asks first (revoke, leave): once hydrated the dialog asks, and only a yes posts it.
 * Before the page's scripts run the form posts as it is.
 */
export function useConfirmedSubmit() {
  const submit: SubmitFunction = useSubmit()
  return (title: string, text: string, confirmButtonText: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void confirmDanger(title, text, confirmButtonText).then((yes) => {
      if (yes) void submit(form)
    })
  }
}
