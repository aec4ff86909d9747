import type { ApplicationStatus } from '@keyhaven/contract'
import { useT } from '../../lib/i18n/use-t.ts'

const COLOURS: Record<ApplicationStatus, string> = {
  submitted: 'badge-warning',
  shortlisted: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-ghost',
  withdrawn: 'badge-ghost',
}

/** Open ones yellow (submitted) or blue (shortlisted), accepted green, closed ones grey. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useT('buying')
  return <span className={`badge ${COLOURS[status]}`}>{t(`applications.status.${status}`)}</span>
}
