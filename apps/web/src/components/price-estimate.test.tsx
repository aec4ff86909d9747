import type { ExchangeRates } from '@keyhaven/contract'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { DisplayCurrency } from '../lib/display-currency.ts'
import { aListing } from '../test/listings.ts'
import { PriceEstimate } from './price-estimate.tsx'
import { PropertyCard } from './property-card.tsx'

// The ≈ estimate beside a listing's price: only with a display currency chosen, a rate for the pair, and a
// currency other than the listing's own.

const RATES: ExchangeRates = {
  date: '2026-11-28',
  source: 'upload',
  loadedAt: '2026-11-28T09:00:00.000Z',
  rates: [{ base: 'USD', quote: 'EUR', rate: '0.92' }],
}

const listing = aListing({ priceRange: '$250,000 - $300,000', priceLow: 250_000, priceHigh: 300_000 })

describe('a listing card with a display currency chosen', () => {
  it('shows ≈ € beside a dollar price, with the rates’ date on hover', async () => {
    const display: DisplayCurrency = { currency: 'EUR', rates: RATES }
    const router = createMemoryRouter([
      {
        id: 'root',
        path: '/',
        loader: () => ({ display }),
        HydrateFallback: () => null,
        children: [{ index: true, element: <PropertyCard property={listing} /> }],
      },
    ])
    render(<RouterProvider router={router} />)
    const estimate = await screen.findByTestId('price-estimate')
    expect(estimate.textContent).toBe('estimated ≈ €230,000 - €276,000')
    expect(estimate.title).toBe('Estimate. Rates of 2026-11-28')
    expect(estimate.parentElement?.textContent).toBe(
      'Price Range: $250,000 - $300,000 estimated ≈ €230,000 - €276,000',
    )
  })
})

describe('PriceEstimate', () => {
  const show = (display: DisplayCurrency, showDate = false) =>
    render(<PriceEstimate listing={listing} display={display} showDate={showDate} />)

  it('says the rates’ date on a line of its own where asked (the details page)', () => {
    show({ currency: 'EUR', rates: RATES }, true)
    expect(screen.getByText('Estimate. Rates of 2026-11-28')).toBeTruthy()
  })

  it('shows none in the listing’s own currency', () => {
    show({ currency: 'USD', rates: RATES })
    expect(screen.queryByTestId('price-estimate')).toBeNull()
  })

  it('shows none without a rate for the pair', () => {
    show({ currency: 'GBP', rates: RATES })
    expect(screen.queryByTestId('price-estimate')).toBeNull()
  })

  it('shows none while no rates are loaded', () => {
    show({ currency: 'EUR', rates: { date: null, source: null, loadedAt: null, rates: [] } })
    expect(screen.queryByTestId('price-estimate')).toBeNull()
  })

  it('shows none for a listing without a price', () => {
    render(
      <PriceEstimate
        listing={{ priceLow: null, priceHigh: null }}
        display={{ currency: 'EUR', rates: RATES }}
      />,
    )
    expect(screen.queryByTestId('price-estimate')).toBeNull()
  })
})
