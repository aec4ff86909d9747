import { configuredCurrency } from '../lib/currency.ts'
import { estimateOf, listingCurrency, useDisplayCurrency } from '../lib/display-currency.ts'

/** What an estimate needs of a listing: its price range's amounts and, once listings carry one, its currency. */
export interface ListingAmounts {
  priceLow: number | null
  priceHigh: number | null
  currency?: string | null
}

/**
 * A listing's price range as an estimate in the visitor's display currency ("≈ €230,000 - €250,000"), with the
 * rates' date on hover, or beneath when `showDate`; nothing when there is no choice, no rate, or the same currency.
 * An estimate is only ever shown: offers and payments are in the listing's currency.
 */
export function PriceEstimate({
  listing,
  showDate = false,
}: {
  listing: ListingAmounts
  showDate?: boolean
}) {
  const estimate = estimateOf(
    [listing.priceLow, listing.priceHigh],
    listingCurrency(listing, configuredCurrency()),
    useDisplayCurrency(),
  )
  if (!estimate) return null
  const rates = `Rates of ${estimate.date}`
  return (
    <>
      {' '}
      <span data-testid="price-estimate" className="text-base-content/70" title={`Estimate. ${rates}`}>
        <span className="sr-only">estimated </span>≈ {estimate.text}
      </span>
      {showDate && <span className="block text-sm text-base-content/60">Estimate. {rates}</span>}
    </>
  )
}
