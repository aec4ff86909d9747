import type { OfferStatus } from '@keyhaven/contract'
import { useT } from '../../lib/i18n/use-t.ts'

const COLOURS: Record<OfferStatus, string> = {
  accepted: 'badge-success',
  pending: 'badge-warning',
  bought: 'badge-info',
  rejected: 'badge-ghost',
  expired: 'badge-ghost',
}

/** Accepted green, pending yellow, bought blue, anything else (rejected, expired) grey. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const t = useT('buying')
  return <span className={`badge ${COLOURS[status]}`}>{t(`offers.status.${status}`)}</span>
}
