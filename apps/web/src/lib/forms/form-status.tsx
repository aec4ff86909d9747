import { useInBrowser } from '../../components/browser-only.tsx'
import { type FormOutcome, isDone, isFailure } from './outcome.ts'

/**
 * What a form's outcome says in the page: a refusal not of one field, always (beside the form, for screen
 * readers too); a result only while the page's scripts do not run, since once they do a toast tells it.
 */
export function FormStatus({ outcome }: { outcome: FormOutcome | undefined }) {
  const hydrated = useInBrowser()
  if (!outcome) return null
  if (isDone(outcome))
    return hydrated || !outcome.ok ? null : (
      <p role="status" className="alert alert-success alert-soft">
        {outcome.ok}
      </p>
    )
  return isFailure(outcome) && outcome.failure ? (
    <p role="alert" className="alert alert-error alert-soft">
      {outcome.failure}
    </p>
  ) : null
}
