import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { aListing } from '../test/listings.ts'
import { PropertyCard } from './property-card.tsx'

// A listing's card after a recent fall of its price: the words, and the range before struck through, said in
// words for a screen reader (a strike-through is not announced); its range in the page's language; its next
// open house.

const openCard = (property: ReturnType<typeof aListing>) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <PropertyCard property={property} /> }])}
    />,
  )

describe('PropertyCard', () => {
  it('says "Price dropped 5 %" with the range before struck through', async () => {
    openCard(
      aListing({
        priceRange: '$332,500 - $380,000',
        priceLow: 332_500,
        priceDrop: {
          percent: 5,
          previousPriceRange: '$350,000 - $380,000',
          droppedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    )
    expect(await screen.findByText('Price dropped 5 %')).toBeTruthy()
    const before = screen.getByRole('deletion')
    expect(before.textContent).toBe('Previous price: $350,000 - $380,000')
    expect(before.parentElement?.textContent).toBe(
      'Price Range: Previous price: $350,000 - $380,000 now $332,500 - $380,000',
    )
  })

  it('tells a fall under 1 % without a figure', async () => {
    openCard(
      aListing({
        title: 'Small Fall House',
        priceDrop: {
          percent: 0,
          previousPriceRange: '$351,000 - $380,000',
          droppedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    )
    expect(await screen.findByText('Price dropped')).toBeTruthy()
  })

  it('shows only the range without a recent drop', async () => {
    openCard(aListing({ priceDrop: null }))
    expect(await screen.findByText(/\$350,000 - \$380,000/)).toBeTruthy()
    expect(screen.queryByText(/Price dropped/)).toBeNull()
    expect(screen.queryByRole('deletion')).toBeNull()
  })

  describe("in the page's language", () => {
    afterEach(() => {
      document.documentElement.removeAttribute('lang')
      vi.restoreAllMocks()
    })

    it('writes the range again on a Spanish page', async () => {
      document.documentElement.lang = 'es'
      openCard(aListing({ priceDrop: null }))
      expect(await screen.findByText(/350\.000\sUS\$ - 380\.000\sUS\$/)).toBeTruthy()
    })

    it("shows the API's own text on an English page, without making a number format", async () => {
      const numberFormat = vi.spyOn(Intl, 'NumberFormat')
      openCard(
        aListing({
          priceRange: 'CHF 1,250,000 - CHF 1,400,000',
          priceLow: 1_250_000,
          priceHigh: 1_400_000,
          currency: 'CHF',
          pricePerArea: null,
          priceDrop: null,
        }),
      )
      expect(await screen.findByText(/CHF 1,250,000 - CHF 1,400,000/)).toBeTruthy()
      expect(numberFormat).not.toHaveBeenCalled()
    })
  })

  it('says when the next open house is', async () => {
    openCard(
      aListing({
        openHouses: [
          {
            _id: '0b6f3a1e-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
            start: '2026-12-06T10:00:00.000Z',
            end: '2026-12-06T12:00:00.000Z',
          },
        ],
      }),
    )
    expect(await screen.findByText(/^Open house: Dec 6, 2026/)).toBeTruthy()
  })

  it('says nothing of open houses without one', async () => {
    openCard(aListing({ openHouses: [] }))
    expect(await screen.findByText(/\$350,000 - \$380,000/)).toBeTruthy()
    expect(screen.queryByText(/Open house/)).toBeNull()
  })
})
