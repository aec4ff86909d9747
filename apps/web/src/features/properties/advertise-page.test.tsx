import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { advertiseAction } from './advertise-action.server.ts'
import { AdvertisePage } from './advertise-page.tsx'
import { fetchAdminProperties } from './api.ts'

// The admin's Advertise against a real HTTP server standing in for the API: the route's loader reads the verified
// listings, Advertise and Withdraw post to the route's action, run beside the page as the server runs it.

const api = serveApi()

function openWith(listing: ReturnType<typeof aListing>) {
  answerSignedIn(api, LENA, 'admin')
  api.answer('GET', '/api/properties', { body: { data: [listing] }, headers: { 'X-Total-Count': '1' } })
  renderPage(
    [
      screenRoute('/', AdvertisePage, () => fetchAdminProperties('verified', 1), {
        action: routeAction(advertiseAction),
      }),
    ],
    '/',
  )
}

const row = async (title: string) => within((await screen.findByText(title)).closest('tr') as HTMLElement)

describe('AdvertisePage', () => {
  it('advertises a listing and says so', async () => {
    const home = aListing({ title: 'Quiet Cottage', isAdvertised: false })
    const ADVERTISE = `/api/properties/advertise/${home._id}`
    api.answer('PATCH', ADVERTISE, { body: { modifiedCount: 1 } })
    openWith(home)
    fireEvent.click((await row('Quiet Cottage')).getByRole('button', { name: 'Advertise Quiet Cottage' }))
    expect(await screen.findByText('Property advertised successfully!')).toBeTruthy()
    expect(api.requestsTo('PATCH', ADVERTISE)).toHaveLength(1)
  })

  it("withdraws an advertisement, and tells the API's refusal", async () => {
    const home = aListing({ title: 'Quiet Cottage', isAdvertised: true })
    const WITHDRAW = `/api/properties/advertise/${home._id}`
    api.answer('DELETE', WITHDRAW, {
      status: 409,
      body: { error: { code: 'conflict', message: 'Not advertised' } },
    })
    openWith(home)
    fireEvent.click(
      (await row('Quiet Cottage')).getByRole('button', {
        name: 'Withdraw the advertisement of Quiet Cottage',
      }),
    )
    await waitFor(() => expect(api.requestsTo('DELETE', WITHDRAW)).toHaveLength(1))
    expect(await screen.findByText(/Not advertised/)).toBeTruthy()
  })
})
