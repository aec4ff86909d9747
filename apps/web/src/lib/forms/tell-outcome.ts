import { useEffect, useRef } from 'react'
import { useActionData } from 'react-router'
import { mountToaster } from '../../app/toaster.tsx'
import { type FormOutcome, isDone } from './outcome.ts'

// Toasts load with the first one told, not with every page (app/toaster.tsx).
const toasts = async () => {
  await mountToaster()
  return (await import('react-hot-toast')).default
}

/**
 * Tells a form's outcome as the app tells results, with a toast, once the page's scripts run (without them the
 * page says it, see FormStatus): a result always; a refusal only when it has a toast line of its own, since
 * its problems already show beside their fields and in the page. Each outcome is told once.
 */
export function useToldOutcome(outcome: FormOutcome | undefined) {
  const told = useRef<FormOutcome>(undefined)
  useEffect(() => {
    if (!outcome || told.current === outcome) return
    told.current = outcome
    const line = isDone(outcome) ? outcome.ok : outcome.toast
    if (line) void toasts().then((toast) => (isDone(outcome) ? toast.success(line) : toast.error(line)))
  }, [outcome])
}

/**
 * The outcome of the route's last posted `<Form>`, told (for pages whose many small forms share the route's
 * one answer, each reading its own by intent; a form of its own uses useActionForm).
 */
export function usePostedOutcome(): FormOutcome | undefined {
  const outcome = useActionData() as FormOutcome | undefined
  useToldOutcome(outcome)
  return outcome
}
