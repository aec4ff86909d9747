import { lazy, Suspense } from 'react'
import { useDisplayCurrency } from '../lib/display-currency.ts'
import type { ListingAmounts } from './price-estimate.tsx'

// The conversion loads only for visitors who chose a display currency; the server renders the estimate into the
// page, which keeps it while the code arrives.
const PriceEstimate = lazy(async () => ({ default: (await import('./price-estimate.tsx')).PriceEstimate }))

/** A listing's price range as an estimate in the visitor's display currency, when they chose one. */
export function ListingPriceEstimate({ listing, showDate }: { listing: ListingAmounts; showDate?: boolean }) {
  const display = useDisplayCurrency()
  return display ? (
    <Suspense>
      <PriceEstimate listing={listing} display={display} showDate={showDate} />
    </Suspense>
  ) : null
}
