import { convertAmount } from '@keyhaven/contract'
import { configuredCurrency, formatAmount } from '../lib/currency.ts'
import { type DisplayCurrency, listingCurrency } from '../lib/display-currency.ts'
import { useT } from '../lib/i18n/use-t.ts'

/** What an estimate needs of a listing: its price range's amounts and, once listings carry one, its currency. */
export interface ListingAmounts {
  priceLow: number | null
  priceHigh: number | null
  currency?: string | null
}

export interface Estimate {
  /** The amounts in the display currency, formatted, e.g. "€230,000 - €250,000". */
  text: string
  /** The day of the rates the estimate comes from. */
  date: string
}

/**
 * The estimate of amounts of `from` in the display currency: none when it is the amounts' own, when an amount
 * is missing, or when no rate joins the two.
 */
export function estimateOf(
  amounts: readonly (number | null)[],
  from: string,
  { currency, rates: { date, rates } }: DisplayCurrency,
): Estimate | null {
  if (!date || currency === from) return null
  const converted: string[] = []
  for (const amount of amounts) {
    if (amount === null) return null
    const estimate = convertAmount(amount, from, currency, rates)
    if (!estimate) return null
    converted.push(formatAmount(estimate.amount, currency))
  }
  return { text: converted.join(' - '), date }
}

/**
 * A listing's price range as an estimate in the visitor's display currency ("≈ €230,000 - €250,000"), with the
 * rates' date on hover, or beneath when `showDate`; nothing without a rate or in the listing's own currency. An
 * estimate is only ever shown: offers and payments are in the listing's currency. Its code loads only for
 * visitors who chose a display currency (ListingPriceEstimate loads it lazily).
 */
export function PriceEstimate({
  listing,
  display,
  showDate = false,
}: {
  listing: ListingAmounts
  display: DisplayCurrency
  showDate?: boolean | undefined
}) {
  const estimate = estimateOf(
    [listing.priceLow, listing.priceHigh],
    listingCurrency(listing, configuredCurrency()),
    display,
  )
  const t = useT('common')
  if (!estimate) return null
  return (
    <>
      {' '}
      <span
        data-testid="price-estimate"
        className="text-base-content/70"
        title={t('estimate.title', { date: estimate.date })}
      >
        <span className="sr-only">{t('estimate.spoken')}</span>≈ {estimate.text}
      </span>
      {showDate && (
        <span className="block text-sm text-base-content/60">
          {t('estimate.title', { date: estimate.date })}
        </span>
      )}
    </>
  )
}
