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
 * its problems already show beside their fields and in the page.
 */
export function tell(outcome: FormOutcome) {
  const line = isDone(outcome) ? outcome.ok : outcome.toast
  if (line) void toasts().then((toast) => (isDone(outcome) ? toast.success(line) : toast.error(line)))
}
