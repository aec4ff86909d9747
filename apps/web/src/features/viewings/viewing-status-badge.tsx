import type { ViewingStatus } from '@keyhaven/contract'

const BADGES: Record<ViewingStatus, { label: string; colour: string }> = {
  requested: { label: 'Requested', colour: 'badge-warning' },
  proposed: { label: 'New time proposed', colour: 'badge-info' },
  confirmed: { label: 'Confirmed', colour: 'badge-success' },
  declined: { label: 'Declined', colour: 'badge-ghost' },
  cancelled: { label: 'Cancelled', colour: 'badge-ghost' },
}

export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  const { label, colour } = BADGES[status]
  return <span className={`badge ${colour}`}>{label}</span>
}
