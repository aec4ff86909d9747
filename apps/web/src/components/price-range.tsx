import { type PriceDrop, priceDroppedText } from '@keyhaven/contract'
import { type ListingAmounts, PriceEstimate } from './price-estimate.tsx'

/**
 * A card's price: the range, per month for a rental, and after a recent drop its words and the range before
 * struck through. Screen readers do not announce a strike-through, so the line says in words which is which.
 */
export function PriceRange({
  priceRange,
  priceDrop,
  perMonth = false,
  className,
  amounts,
  showRatesDate = false,
}: {
  priceRange: string
  priceDrop: PriceDrop | null
  perMonth?: boolean
  /** The price line's own (the details page's is larger). */
  className?: string
  /** The range's amounts, for an estimate in the visitor's display currency beside it. */
  amounts?: ListingAmounts
  /** The rates' date on a line of its own (the details page), not only on hover. */
  showRatesDate?: boolean
}) {
  return (
    <>
      <p className={className}>
        <span className="font-medium">Price Range:</span>{' '}
        {priceDrop && (
          <>
            <del className="text-base-content/60">
              <span className="sr-only">Previous price: </span>
              {priceDrop.previousPriceRange}
            </del>{' '}
            <span className="sr-only">now </span>
          </>
        )}
        {priceRange}
        {perMonth && ' / month'}
        {amounts && <PriceEstimate listing={amounts} showDate={showRatesDate} />}
      </p>
      {priceDrop && <p className="badge badge-success badge-soft">{priceDroppedText(priceDrop.percent)}</p>}
    </>
  )
}
