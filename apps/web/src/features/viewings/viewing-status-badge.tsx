import type { ViewingStatus } from '@keyhaven/contract'
import { useT } from '../../lib/i18n/use-t.ts'

const COLOURS: Record<ViewingStatus, string> = {
  requested: 'badge-warning',
  proposed: 'badge-info',
  confirmed: 'badge-success',
  declined: 'badge-ghost',
  cancelled: 'badge-ghost',
}

export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  const t = useT('buying')
  return <span className={`badge ${COLOURS[status]}`}>{t(`viewings.status.${status}`)}</span>
}
