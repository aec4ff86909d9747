import type { PriceDrop } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { useT } from '../lib/i18n/use-t.ts'

/**
 * A card's price: the range, per month for a rental, and after a recent drop its words and the range before
 * struck through. Screen readers do not announce a strike-through, so the line says in words which is which.
 */
export function PriceRange({
  priceRange,
  priceDrop,
  perMonth = false,
  className,
  estimate,
}: {
  priceRange: string
  priceDrop: PriceDrop | null
  perMonth?: boolean
  /** The price line's own (the details page's is larger). */
  className?: string
  /** The range as an estimate in the visitor's display currency, after it with its own leading space. */
  estimate?: ReactNode
}) {
  const t = useT('common')
  return (
    <>
      <p className={className}>
        <span className="font-medium">{t('price.range')}</span>{' '}
        {priceDrop && (
          <>
            <del className="text-base-content/60">
              <span className="sr-only">{t('price.previous')}</span>
              {priceDrop.previousPriceRange}
            </del>{' '}
            <span className="sr-only">{t('price.now')}</span>
          </>
        )}
        {priceRange}
        {perMonth && t('price.perMonth')}
        {estimate}
      </p>
      {priceDrop && (
        <p className="badge badge-success badge-soft">
          {priceDrop.percent >= 1 ? t('price.droppedBy', { percent: priceDrop.percent }) : t('price.dropped')}
        </p>
      )}
    </>
  )
}
