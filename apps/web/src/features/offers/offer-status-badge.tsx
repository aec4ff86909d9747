import type { OfferStatus } from '@keyhaven/contract'

const COLOURS: Record<OfferStatus, string> = {
  accepted: 'badge-success',
  pending: 'badge-warning',
  bought: 'badge-info',
  rejected: 'badge-ghost',
}

/** Accepted green, pending yellow, bought blue, anything else grey. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <span className={`badge capitalize ${COLOURS[status]}`}>{status}</span>
}
