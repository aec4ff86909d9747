import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { aListing } from '../test/listings.ts'
import { PropertyCard } from './property-card.tsx'

// A listing's card after a recent fall of its price: the words, and the range before struck through, said in
// words for a screen reader (a strike-through is not announced).

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
})
