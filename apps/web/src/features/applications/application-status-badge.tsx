import type { ApplicationStatus } from '@keyhaven/contract'

const BADGES: Record<ApplicationStatus, { label: string; colour: string }> = {
  submitted: { label: 'Submitted', colour: 'badge-warning' },
  shortlisted: { label: 'Shortlisted', colour: 'badge-info' },
  accepted: { label: 'Accepted', colour: 'badge-success' },
  declined: { label: 'Declined', colour: 'badge-ghost' },
  withdrawn: { label: 'Withdrawn', colour: 'badge-ghost' },
}

/** Open ones yellow (submitted) or blue (shortlisted), accepted green, closed ones grey. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { label, colour } = BADGES[status]
  return <span className={`badge ${colour}`}>{label}</span>
}
