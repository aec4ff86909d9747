import { screen, within } from '@testing-library/react'
import { useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ScreenRead } from '../../app/screen-with-data.tsx'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { MyPropertiesPage, type MyPropertiesScreen } from './my-properties-page.tsx'

// The agent's own listings as the route's loader reads them.

const api = serveApi()

function Screen() {
  return <MyPropertiesPage read={useLoaderData<{ read: ScreenRead<MyPropertiesScreen> }>().read} />
}

function openWith(...listings: ReturnType<typeof aListing>[]) {
  answerSignedIn(api, LENA, 'agent')
  const read: ScreenRead<MyPropertiesScreen> = {
    data: { listings: { items: listings, total: listings.length, capped: false }, insight: [] },
  }
  renderPage([{ path: '/', element: <Screen />, loader: () => ({ read }) }], '/')
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement

describe('MyPropertiesPage', () => {
  it('tells the agent of a rejected listing why, and what they can do next', async () => {
    openWith(
      aListing({
        title: 'Refused Flat',
        verificationStatus: 'rejected',
        marketStatus: 'rejected',
        rejectionReason: 'The photos show another building.',
      }),
    )
    const refused = within(await card('Refused Flat'))
    expect(refused.getByText('The photos show another building.', { exact: false })).toBeTruthy()
    expect(refused.getByText(/add it again as a new listing/)).toBeTruthy()
    expect(refused.getByRole('link', { name: 'Add Property' }).getAttribute('href')).toBe(
      '/dashboard/addProperty',
    )
  })

  it.each([
    ['draft', 'Draft'],
    ['withdrawn', 'Withdrawn'],
  ] as const)('gives a %s listing one status, not "pending" beside it', async (marketStatus, label) => {
    openWith(aListing({ title: 'Quiet Cottage', verificationStatus: 'pending', marketStatus }))
    const cottage = within(await card('Quiet Cottage'))
    expect(cottage.getAllByText(label, { exact: true })).toHaveLength(1)
    expect(cottage.queryByText(/pending/i)).toBeNull()
  })
})
