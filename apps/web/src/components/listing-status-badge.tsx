import type { Property } from '@keyhaven/contract'
import { MarketStatusBadge } from './market-status-badge.tsx'
import { StatusBadge } from './status-badge.tsx'

/**
 * A listing's one status badge: the spec's verified or rejected once an admin decided, and until then where the
 * listing is on its way to review (draft, pending review, changes requested, withdrawn, expired), never
 * 'pending' beside a status of its own.
 */
export function ListingStatusBadge({
  property,
}: {
  property: Pick<Property, 'verificationStatus' | 'marketStatus'>
}) {
  return property.verificationStatus === 'pending' ? (
    <MarketStatusBadge status={property.marketStatus} />
  ) : (
    <StatusBadge status={property.verificationStatus} />
  )
}
