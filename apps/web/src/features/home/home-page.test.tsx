import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { HomeLists } from './api.ts'
import { HomePage } from './home-page.tsx'

// The home page's lists come from its route's loader; a list it could not read says so, and its retry runs the
// loader again.

const review = {
  _id: 'review-1',
  propertyId: 'property-1',
  propertyTitle: 'Sunny Family House',
  agentName: null,
  reviewerName: 'Lena Park',
  reviewerImage: null,
  description: 'Lovely place',
  createdAt: '2026-11-01T10:00:00.000Z',
}

describe('HomePage', () => {
  it('shows a list it could not read as an error whose retry reads it again', async () => {
    let reads = 0
    const router = createMemoryRouter([
      {
        path: '/',
        loader: (): HomeLists => {
          reads++
          return { advertised: [], agents: [], reviews: reads === 1 ? null : [review] }
        },
        Component: () => <HomePage lists={useLoaderData() as HomeLists} />,
      },
    ])
    render(<RouterProvider router={router} />)
    const section = (await screen.findByRole('heading', { name: 'Latest User Reviews' })).closest('section')
    if (!section) throw new Error('no reviews section')
    expect(within(section).getByRole('alert').textContent).toContain('We could not load the latest reviews.')
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }))
    expect(await within(section).findByText('Lovely place')).toBeTruthy()
    expect(reads).toBe(2)
  })
})
