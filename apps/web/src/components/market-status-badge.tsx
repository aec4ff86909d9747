import type { MarketStatus } from '@keyhaven/contract'
import { useT } from '../lib/i18n/use-t.ts'

// Listed (active, under offer) in the success colour, waiting on someone (review, the agent) in the warning
// colour, finished (sold, let) in the info colour, off the market in the neutral one, rejected in the error one.
const COLOUR: Record<MarketStatus, string> = {
  draft: 'badge-ghost',
  pending: 'badge-warning',
  changes_requested: 'badge-warning',
  active: 'badge-success',
  under_offer: 'badge-success',
  sold: 'badge-info',
  let: 'badge-info',
  withdrawn: 'badge-neutral',
  expired: 'badge-neutral',
  rejected: 'badge-error',
}

/** Where a listing is in its life (marketStatus), in words. */
export function MarketStatusBadge({ status }: { status: MarketStatus }) {
  const t = useT('common')
  return <span className={`badge badge-sm ${COLOUR[status]}`}>{t(`market.${status}`)}</span>
}
