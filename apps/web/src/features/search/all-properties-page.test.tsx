import { MATCHED_PLACE_HEADER, TOTAL_COUNT_CAPPED_HEADER } from '@keyhaven/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ScreenRead } from '../../app/screen-with-data.tsx'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { AllPropertiesPage } from './all-properties-page.tsx'
import { listPositionOf, SEARCH_PAGE_SIZE, type SearchPage, searchProperties } from './api.ts'
import { filtersRead, searchFiltersOf } from './read-filters.ts'

// All Properties pages by the keyset cursor the server names in X-Next-Cursor, kept in the URL: the page after
// page 1 is asked for by cursor (never by an offset that shifts when a listing enters above), and Previous goes
// back to the page Next came from.

const api = serveApi()

const listing = (n: number) =>
  aListing({
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Listing ${n}`,
    location: `${n} Oak Street`,
  })

/** 30 listings: the first page by offset with its total; later pages by cursor `after-N`, without a total. */
function serveListings() {
  api.answer('GET', '/api/properties/verified', ({ url }) => {
    const params = new URL(url, 'http://keyhaven.test').searchParams
    const cursor = params.get('cursor')
    const first = cursor ? Number(cursor.replace('after-', '')) + 1 : 1
    const last = Math.min(30, first + SEARCH_PAGE_SIZE - 1)
    return {
      body: Array.from({ length: last - first + 1 }, (_, index) => listing(first + index)),
      headers: {
        ...(cursor ? {} : { 'X-Total-Count': '30' }),
        ...(last < 30 ? { 'X-Next-Cursor': `after-${last}` } : {}),
      },
    }
  })
}

/** The page as the route shows it, with the filters its loader read for the URL shown. */
function Page({ read }: { read: ScreenRead<SearchPage> }) {
  const [loaded] = useSearchParams()
  return <AllPropertiesPage read={read} filtersRead={filtersRead(loaded)} />
}

const open = (url: string) => {
  answerSignedIn(api)
  return renderPage(
    [
      screenRoute('/allProperties', Page, ({ searchParams }) =>
        searchProperties(searchFiltersOf(searchParams), listPositionOf(searchParams)),
      ),
    ],
    url,
  )
}

describe('All Properties pages by cursor', () => {
  it('goes on with the cursor in the URL and comes back with Previous', async () => {
    serveListings()
    const router = open('/allProperties?category=House')
    const pager = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy()
    expect(screen.getByText('30 properties')).toBeTruthy()

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Listing 13')).toBeTruthy()
    expect(router.state.location.search).toBe('?category=House&cursor=after-12&page=2')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    const asked = api.requestsTo('GET', '/api/properties/verified').at(-1)
    expect(new URL(asked?.url ?? '', 'http://keyhaven.test').searchParams.get('cursor')).toBe('after-12')
    expect(new URL(asked?.url ?? '', 'http://keyhaven.test').searchParams.get('page')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Listing 25')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText('Listing 13')).toBeTruthy()
    expect(router.state.location.search).toBe('?category=House&cursor=after-12&page=2')
  })

  it('opens a shared page by its cursor and leads to the first page', async () => {
    serveListings()
    const router = open('/allProperties?cursor=after-12&page=2')
    expect(await screen.findByText('Listing 13')).toBeTruthy()
    // The total is counted on the first page only: a page opened directly says where it is.
    expect(screen.getByText('Page 2 of the properties')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'First page' })))
    expect(await screen.findByText('Listing 1')).toBeTruthy()
    expect(router.state.location.search).toBe('')
  })
})

describe('All Properties with a drawn area', () => {
  const triangle = '_p~iF~ps|U_ulLnnqC_mqNvxq`@'

  it('asks for the homes inside the area in the URL, and shows it as a chip', async () => {
    serveListings()
    open(`/allProperties?area=${encodeURIComponent(triangle)}`)
    expect(await screen.findByText('Listing 1')).toBeTruthy()
    const asked = api.requestsTo('GET', '/api/properties/verified').at(-1)
    expect(new URL(asked?.url ?? '', 'http://keyhaven.test').searchParams.get('area')).toBe(triangle)
    expect(screen.getByRole('button', { name: 'Remove filter: Drawn area' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says an area it cannot read is left out, and why, and searches without it', async () => {
    serveListings()
    open(`/allProperties?area=${encodeURIComponent(triangle.slice(0, 10))}`)
    expect(await screen.findByText('Listing 1')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'The drawn area in this address could not be read (an area must have 3 to 50 points), so every area is shown. Draw the area again on the map.',
    )
    const asked = api.requestsTo('GET', '/api/properties/verified').at(-1)
    expect(new URL(asked?.url ?? '', 'http://keyhaven.test').searchParams.get('area')).toBeNull()
  })
})

describe('All Properties says what it shows', () => {
  it('names the place a search was read as, with the count of its homes', async () => {
    api.answer('GET', '/api/properties/verified', () => ({
      body: [listing(1)],
      headers: { 'X-Total-Count': '1', [MATCHED_PLACE_HEADER]: encodeURIComponent('Pasadena, CA') },
    }))
    open('/allProperties?search=Pasadna')
    expect(await screen.findByText('Listing 1')).toBeTruthy()
    expect(screen.getByText("Showing homes in Pasadena, CA for 'Pasadna'")).toBeTruthy()
    expect(screen.getByText('1 property in Pasadena, CA')).toBeTruthy()
  })

  it('counts a capped total as a lower bound', async () => {
    api.answer('GET', '/api/properties/verified', () => ({
      body: [listing(1)],
      headers: { 'X-Total-Count': '10000', [TOTAL_COUNT_CAPPED_HEADER]: 'true' },
    }))
    open('/allProperties?search=Oak')
    expect(await screen.findByText('Listing 1')).toBeTruthy()
    expect(screen.getByText('10,000+ properties matching "Oak"')).toBeTruthy()
  })

  it('takes out maximums below their minimums, saying so', async () => {
    serveListings()
    const router = open('/allProperties?minPrice=500&maxPrice=100&minArea=900&maxArea=50')
    expect(
      await screen.findByText('The max price and the max area was below the minimum, so it was removed.'),
    ).toBeTruthy()
    // The corrected URL is the page's once its loader has read the list for it.
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=500&minArea=900'))
  })
})
