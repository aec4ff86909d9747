import type { VerificationStatus } from '@keyhaven/contract'

// Each status its own colour: verified the success colour, pending (waiting for review) the warning colour,
// rejected the error colour.
const COLOUR: Record<VerificationStatus, string> = {
  verified: 'badge-success',
  pending: 'badge-warning',
  rejected: 'badge-error',
}

export function StatusBadge({ status }: { status: VerificationStatus }) {
  return <span className={`badge badge-sm capitalize ${COLOUR[status]}`}>{status}</span>
}
