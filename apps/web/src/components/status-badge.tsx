import type { VerificationStatus } from '@keyhaven/contract'
import { useT } from '../lib/i18n/use-t.ts'

// Each status its own colour: verified the success colour, pending (waiting for review) the warning colour,
// rejected the error colour.
const COLOUR: Record<VerificationStatus, string> = {
  verified: 'badge-success',
  pending: 'badge-warning',
  rejected: 'badge-error',
}

export function StatusBadge({ status }: { status: VerificationStatus }) {
  const t = useT('common')
  return <span className={`badge badge-sm capitalize ${COLOUR[status]}`}>{t(`status.${status}`)}</span>
}
