import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLoaderData } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { ScreenRead } from '../../app/screen-with-data.tsx'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { myPropertiesAction } from './my-properties-action.server.ts'
import { MyPropertiesPage, type MyPropertiesScreen } from './my-properties-page.tsx'

// The agent's own listings as the route's loader reads them; a listing's steps post to the route's action, run
// beside the page as the server runs it.

const api = serveApi()
afterEach(closeDialog)

function Screen() {
  return <MyPropertiesPage read={useLoaderData<{ read: ScreenRead<MyPropertiesScreen> }>().read} />
}

function openWith(...listings: ReturnType<typeof aListing>[]) {
  answerSignedIn(api, LENA, 'agent')
  const read: ScreenRead<MyPropertiesScreen> = {
    data: { listings: { items: listings, total: listings.length, capped: false }, insight: [] },
  }
  renderPage(
    [{ path: '/', element: <Screen />, loader: () => ({ read }), action: routeAction(myPropertiesAction) }],
    '/',
  )
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

  it('withdraws a listing once its question is answered yes, and says so', async () => {
    const live = aListing({ title: 'Quiet Cottage', verificationStatus: 'verified', marketStatus: 'active' })
    const WITHDRAW = `/api/properties/${live._id}/withdraw`
    api.answer('POST', WITHDRAW, { body: { marketStatus: 'withdrawn', verificationStatus: 'verified' } })
    openWith(live)
    fireEvent.click(
      within(await card('Quiet Cottage')).getByRole('button', { name: 'Withdraw Quiet Cottage' }),
    )
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Withdraw Quiet Cottage?')
    expect(api.requestsTo('POST', WITHDRAW)).toHaveLength(0)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw it' }))
    expect(await screen.findByText('The listing is withdrawn.')).toBeTruthy()
    expect(api.requestsTo('POST', WITHDRAW)).toHaveLength(1)
  })

  it('sends a draft for review at once', async () => {
    const draft = aListing({ title: 'Quiet Cottage', verificationStatus: 'pending', marketStatus: 'draft' })
    const SUBMIT = `/api/properties/${draft._id}/submit`
    api.answer('POST', SUBMIT, { body: { marketStatus: 'pending', verificationStatus: 'pending' } })
    openWith(draft)
    fireEvent.click(
      within(await card('Quiet Cottage')).getByRole('button', { name: 'Submit Quiet Cottage for review' }),
    )
    expect(await screen.findByText('The listing is sent for review.')).toBeTruthy()
    await waitFor(() => expect(api.requestsTo('POST', SUBMIT)).toHaveLength(1))
  })
})
