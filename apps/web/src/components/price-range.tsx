import { API_AMOUNT_LOCALE, type PriceDrop } from '@keyhaven/contract'
import type { ReactNode } from 'react'
import { formatAmount } from '../lib/currency.ts'
import { pageLocale } from '../lib/i18n/page-language.ts'
import { useT } from '../lib/i18n/use-t.ts'

/** What a price line needs of a listing: its amounts and currency, and the API's text of them for a draft. */
export interface PricedListing {
  priceRange: string
  priceLow: number | null
  priceHigh: number | null
  currency?: string | null
}

/**
 * A listing's price range in the page's language, as written for a draft. The API writes it with the same
 * formatter in its own locale: a page in that locale shows the API's text as it is, so a page of listings
 * hydrates without the browser's number formats, whose first use is a long task on a phone.
 */
export const priceRangeText = ({ priceRange, priceLow, priceHigh, currency }: PricedListing) =>
  priceLow === null || priceHigh === null || !currency || pageLocale() === API_AMOUNT_LOCALE
    ? priceRange
    : `${formatAmount(priceLow, currency)} - ${formatAmount(priceHigh, currency)}`

/**
 * A card's price: the range, per month for a rental, and after a recent drop its words and the range before
 * struck through. Screen readers do not announce a strike-through, so the line says in words which is which.
 */
export function PriceRange({
  listing,
  priceDrop,
  perMonth = false,
  className,
  estimate,
}: {
  listing: PricedListing
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
        {priceRangeText(listing)}
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
