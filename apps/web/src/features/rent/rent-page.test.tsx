import { LISTING_PAGE_REACH } from '@keyhaven/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchRentals, RENT_PAGE_SIZE } from './api.ts'
import { RentPage } from './rent-page.tsx'

// A public list of listings pages only through its first LISTING_PAGE_REACH rows (the server refuses deeper
// page numbers): the pager stops at the last page it can reach and says how to see the rest.

const api = serveApi()

const rental = (n: number) =>
  aListing({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Rental ${n}`,
    location: `${n} Elm Street`,
    listingType: 'rent',
  })

function serveRentals(total: number) {
  api.answer('GET', '/api/properties/rent', ({ url }) => {
    const page = Number(new URL(url, 'http://keyhaven.test').searchParams.get('page') ?? '1')
    const first = (page - 1) * RENT_PAGE_SIZE + 1
    return {
      body: Array.from({ length: RENT_PAGE_SIZE }, (_, index) => rental(first + index)),
      headers: { 'X-Total-Count': String(total) },
    }
  })
}

const openAt = (url: string) =>
  renderPage(
    [screenRoute('/rentProperties', RentPage, ({ searchParams }) => fetchRentals(searchParams))],
    url,
  )

describe('Rent Properties past the pages it can reach', () => {
  const lastPage = Math.floor(LISTING_PAGE_REACH / RENT_PAGE_SIZE)

  it('stops the pager at the last reachable page and says how to see the rest', async () => {
    serveRentals(5_000)
    openAt(`/rentProperties?page=${lastPage - 1}`)
    const pager = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pager).getByText(`Page ${lastPage - 1} of ${lastPage}`)).toBeTruthy()
    expect(screen.queryByText(/Pages go as far as/)).toBeNull()

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText(`Page ${lastPage} of ${lastPage}`)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
    expect(
      screen.getByText(
        `Pages go as far as the first ${(lastPage * RENT_PAGE_SIZE).toLocaleString('en-US')} results: choose a category to see the rest.`,
      ),
    ).toBeTruthy()
  })

  it('pages a list within reach to its end without the note', async () => {
    serveRentals(30)
    openAt('/rentProperties?page=3')
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy()
    expect(screen.queryByText(/Pages go as far as/)).toBeNull()
  })
})
