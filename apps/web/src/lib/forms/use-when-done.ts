import { useEffect, useRef } from 'react'
import type { ActionFormState } from './action-form.tsx'
import { isDone } from './outcome.ts'

/**
 * What a hydrated page does itself once a form of it went through in place (trade a new session for an
 * access-token, forget a chosen picture): once per answer. A page without scripts reloads with the answer.
 */
export function useWhenDone(form: ActionFormState, then: () => void) {
  const handled = useRef<unknown>(undefined)
  const latest = useRef(then)
  latest.current = then
  const answer = form.fetcher.data
  useEffect(() => {
    if (!isDone(answer) || handled.current === answer) return
    handled.current = answer
    latest.current()
  }, [answer])
}
