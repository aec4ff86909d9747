import { useEffect } from 'react'
import toast from 'react-hot-toast'
import { useActionData } from 'react-router'
import type { SharingOutcome } from './sharing-actions.server.ts'

/**
 * The outcome of the route's last posted form, told as the app tells results (a toast); a problem of one
 * field is left to that field, which shows it beside itself.
 */
export function useSharingOutcome(): SharingOutcome | undefined {
  const outcome = useLastOutcome()
  useEffect(() => {
    if (!outcome) return
    if ('ok' in outcome) toast.success(outcome.ok)
    else if (!outcome.field) toast.error(outcome.failure)
  }, [outcome])
  return outcome
}

/** The problem of `field` in the form of `intent`, if the last post was that form's and failed there. */
export function fieldFailure(outcome: SharingOutcome | undefined, intent: string, field: string) {
  return outcome && 'failure' in outcome && outcome.intent === intent && outcome.field === field
    ? outcome
    : undefined
}

/** The outcome of the route's last posted form, without telling it (for the forms that show a field's problem). */
export const useLastOutcome = () => useActionData() as SharingOutcome | undefined
