import type { VerificationStatus } from '@keyhaven/contract'

/** Verified in the success colour, anything else in the warning colour. */
export function StatusBadge({ status }: { status: VerificationStatus }) {
  return (
    <span
      className={`badge badge-sm capitalize ${status === 'verified' ? 'badge-success' : 'badge-warning'}`}
    >
      {status}
    </span>
  )
}
