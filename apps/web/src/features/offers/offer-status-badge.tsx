import type { OfferStatus } from '@keyhaven/contract'

const BADGES: Record<OfferStatus, { label: string; colour: string }> = {
  accepted: { label: 'Accepted', colour: 'badge-success' },
  pending: { label: 'Pending', colour: 'badge-warning' },
  bought: { label: 'Bought', colour: 'badge-info' },
  rejected: { label: 'Rejected', colour: 'badge-ghost' },
  expired: { label: 'Expired', colour: 'badge-ghost' },
}

/** Accepted green, pending yellow, bought blue, anything else (rejected, expired) grey. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { label, colour } = BADGES[status]
  return <span className={`badge ${colour}`}>{label}</span>
}
