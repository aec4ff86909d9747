import { useEffect, useRef } from 'react'
import { useActionData } from 'react-router'
import { type FormOutcome, isFailure } from './outcome.ts'
import { tell } from './tell-outcome.ts'

/**
 * The outcome of the route's last posted `<Form>`, told (for pages whose many small forms share the route's
 * one answer, each reading its own by intent; a form of its own uses useActionForm). `ours` picks the intents
 * this part of the page answers for, where another part has forms of its own.
 */
export function usePostedOutcome(ours: (intent: string) => boolean = () => true): FormOutcome | undefined {
  const posted = useActionData() as FormOutcome | undefined
  const outcome = posted && ours(posted.intent) ? posted : undefined
  // Each outcome is told once, however often the page renders.
  const told = useRef<FormOutcome>(undefined)
  useEffect(() => {
    if (!outcome || told.current === outcome) return
    told.current = outcome
    tell(outcome)
  }, [outcome])
  return outcome
}

/** The problem of field `name` in the form of `intent`, with what was typed there, if its last post failed there. */
export function fieldProblem(outcome: FormOutcome | undefined, intent: string, name: string) {
  if (!isFailure(outcome) || outcome.intent !== intent) return undefined
  const message = outcome.fields[name]
  return message === undefined ? undefined : { message, typed: outcome.typed[name] ?? '' }
}
