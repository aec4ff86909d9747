import type { WishlistItem } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ListingCard } from '../../components/listing-card.tsx'
import { PriceRange } from '../../components/price-range.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { noOfferCause, saleStateOf } from '../../lib/sale-state.ts'

/**
 * A home of a wishlist (one's own or the one shared): its card with its price, and the way to an offer in the
 * reader's own name (or why there is none) before the list's own `actions`.
 */
export function WishlistEntryCard({
  item,
  actions,
  children,
}: {
  item: WishlistItem
  actions: ReactNode
  children?: ReactNode
}) {
  const t = useT('wishlist')
  const noOffer = noOfferCause(item)
  return (
    <ListingCard
      image={item.image}
      title={item.title}
      location={item.location}
      badge={<StatusBadge status={item.verificationStatus} />}
      saleState={saleStateOf(item)}
      agent={{ name: item.agentName, image: item.agentImage }}
      actions={
        <>
          {noOffer ? (
            <p className="text-sm text-base-content/70">{t(`noOffer.${noOffer}`)}</p>
          ) : (
            <Link
              to={dashboardPaths.makeOffer(item.propertyId)}
              state={{ item }}
              className="btn btn-sm btn-primary"
              aria-label={t('makeOfferLabel', { title: item.title })}
            >
              {t('makeOffer')}
            </Link>
          )}
          {actions}
        </>
      }
    >
      <PriceRange listing={item} priceDrop={item.priceDrop} />
      {children}
    </ListingCard>
  )
}
