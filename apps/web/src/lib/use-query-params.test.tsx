import { act, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useQueryParams, useSearchParam } from './use-query-params.ts'

// Two quick changes of the URL's query (a filter picked, then another before the first has committed) must
// both end up in the URL; a change that leaves the query as it is must not navigate (it would cut short a
// navigation under way, such as a click on a link).

function Filters() {
  const [params, update] = useQueryParams()
  return (
    <>
      <p>{`query: ${params}`}</p>
      <button type="button" onClick={() => update({ category: 'Apartment', page: undefined })}>
        Category
      </button>
      <button type="button" onClick={() => update({ minBeds: '2', page: undefined })}>
        Bedrooms
      </button>
      <button type="button" onClick={() => update({ listingType: 'rent' })}>
        Rent again
      </button>
    </>
  )
}

const open = (at: string) => {
  const router = createMemoryRouter([{ path: '/allProperties', element: <Filters /> }], {
    initialEntries: [at],
  })
  render(<RouterProvider router={router} />)
  return router
}

describe('useQueryParams', () => {
  it('keeps both of two changes made before the first commits', async () => {
    const router = open('/allProperties?listingType=rent&page=3')
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Category' }))
      fireEvent.click(screen.getByRole('button', { name: 'Bedrooms' }))
    })
    expect(await screen.findByText('query: listingType=rent&category=Apartment&minBeds=2')).toBeTruthy()
    expect(router.state.location.search).toBe('?listingType=rent&category=Apartment&minBeds=2')
  })

  it('does not navigate when a change leaves the query as it is', async () => {
    const router = open('/allProperties?listingType=rent')
    const before = router.state.location
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Rent again' })))
    await act(async () => {})
    expect(router.state.location).toBe(before)
    expect(router.state.historyAction).toBe('POP')
  })
})

function SearchBox() {
  const { text, setText } = useSearchParam(useQueryParams())
  return (
    <input aria-label="Search by location" value={text} onChange={(event) => setText(event.target.value)} />
  )
}

describe('useSearchParam', () => {
  it('keeps a newer text when the navigation of an older one lands after it', async () => {
    let landTyped = () => {}
    const typedLanding = new Promise<null>((resolve) => {
      landTyped = () => resolve(null)
    })
    let typedAsked = () => {}
    const typedNavigationStarted = new Promise<void>((resolve) => {
      typedAsked = resolve
    })
    const router = createMemoryRouter(
      [
        {
          path: '/allProperties',
          element: <SearchBox />,
          // The page's data for the text typed first comes late, as over a slow connection.
          loader: ({ request }) => {
            if (new URL(request.url).searchParams.get('search') !== 'pasadena') return null
            typedAsked()
            return typedLanding
          },
        },
      ],
      { initialEntries: ['/allProperties'] },
    )
    render(<RouterProvider router={router} />)
    const box = await screen.findByRole('textbox', { name: 'Search by location' })
    fireEvent.change(box, { target: { value: 'pasadena' } })
    await typedNavigationStarted
    fireEvent.change(box, { target: { value: 'Pasadena' } })
    // The older navigation lands (unless the newer text's overtook it on a slow machine): the box keeps the newer
    // text. Waited for through the router's state, not inside act, which can wait on the router's transitions.
    landTyped()
    await vi.waitFor(() => expect(router.state.location.search).not.toBe(''), { timeout: 5_000 })
    expect(box).toHaveProperty('value', 'Pasadena')
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=Pasadena'), { timeout: 5_000 })
    expect(box).toHaveProperty('value', 'Pasadena')
  })
})
