import { mountToaster } from '../../app/toaster.tsx'
import { type FormOutcome, isDone, isFailure } from './outcome.ts'

// Toasts load with the first one told, not with every page (app/toaster.tsx).
const toasts = async () => {
  await mountToaster()
  return (await import('react-hot-toast')).default
}

/**
 * Tells a form's outcome as the app tells results, with a toast, once the page's scripts run (without them the
 * page says it, see FormStatus): a result always; a refusal only when it has a toast line of its own, since its
 * problems already show beside their fields and in the page. Where the product titles either, it is told in the
 * app's result dialog instead (decision 0005). A question is asked, not told.
 */
export function tell(outcome: FormOutcome) {
  const dialog = isFailure(outcome)
    ? outcome.alert && { icon: 'error' as const, ...outcome.alert }
    : isDone(outcome) && outcome.titled && outcome.ok
      ? { ...outcome.titled, text: outcome.ok }
      : undefined
  if (dialog) {
    void import('../dialogs.ts').then(({ showResult }) => showResult(dialog.icon, dialog.title, dialog.text))
    return
  }
  const line = isDone(outcome) ? outcome.ok : isFailure(outcome) ? outcome.toast : undefined
  if (line) void toasts().then((toast) => (isDone(outcome) ? toast.success(line) : toast.error(line)))
}
