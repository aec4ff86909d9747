import { mountToaster } from '../../app/toaster.tsx'
import { type FormOutcome, isDone, isFailure } from './outcome.ts'

// Toasts load with the first one told, not with every page (app/toaster.tsx).
const toasts = async () => {
  await mountToaster()
  return (await import('react-hot-toast')).default
}

/**
 * Tells a form's outcome as the app tells results, with a toast, once the page's scripts run (without them the
 * page says it, see FormStatus): a result always; a refusal only when it has a toast line of its own (or the
 * app's error dialog, for a refusal the product titles), since its problems already show beside their fields
 * and in the page. A question is asked, not told.
 */
export function tell(outcome: FormOutcome) {
  if (isFailure(outcome) && outcome.alert) {
    const { title, text } = outcome.alert
    void import('../dialogs.ts').then(({ fireDialog }) => fireDialog({ icon: 'error', title, text }))
    return
  }
  const line = isDone(outcome) ? outcome.ok : isFailure(outcome) ? outcome.toast : undefined
  if (line) void toasts().then((toast) => (isDone(outcome) ? toast.success(line) : toast.error(line)))
}
