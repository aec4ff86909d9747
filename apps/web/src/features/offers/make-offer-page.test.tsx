import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { aListing } from '../../test/listings.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchOfferedListing } from './api.ts'
import { MakeOfferPage } from './make-offer-page.tsx'
import { makeOfferAction } from './offer-actions.server.ts'

// Lena makes an offer on a listing for sale priced $350,000 - $380,000, against a real HTTP server standing in
// for the API; the page reads what its route's loader reads, and its forms post to the route's action, run
// beside the page as the server runs it.

const listing = aListing()

const api = serveApi()
beforeEach(() => {
  answerSignedIn(api)
  api.answer('GET', `/api/properties/${listing._id}`, { body: listing })
  api.answer('GET', `/api/properties/${listing._id}/mine`, { body: NOTHING_YET })
})

const NOTHING_YET = { wishlistEntryId: null, review: null, pendingOffer: null, inquiryId: null }
const PENDING_OFFER_ID = 'b7a0c1d2-0000-4000-8000-000000000002'
afterEach(closeDialog)

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const openPage = () =>
  renderPage(
    [
      screenRoute(dashboardPaths.makeOffer(':id'), MakeOfferPage, () => fetchOfferedListing(listing._id), {
        action: routeAction((request, context) => makeOfferAction(request, context, listing._id)),
      }),
      { path: dashboardPaths.propertyBought, element: <p>Your offers</p> },
    ],
    dashboardPaths.makeOffer(listing._id),
  )

async function openForm() {
  const router = openPage()
  // The buyer's name fills in once the session is established.
  await waitFor(() => expect(readOnly('Buyer name')).toBe(LENA.name))
  return router
}

const readOnly = (label: string) =>
  (screen.queryByLabelText(new RegExp(`^${label}`)) as HTMLInputElement)?.value
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Offer' }))
/** Sends the offer the confirmation reads back. */
const confirmOffer = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, send the offer' }))
const offersSent = () => api.requestsTo('POST', '/api/offers')

describe('MakeOfferPage', () => {
  it('shows the listing and the buyer read-only', async () => {
    await openForm()
    expect(readOnly('Property title')).toBe('Sunny Family House')
    expect(readOnly('Location')).toBe('12 Maple Street, Austin, TX')
    expect(readOnly('Agent name')).toBe('Marcus Reed')
    expect(readOnly('Price range')).toBe('$350,000 - $380,000')
    expect(readOnly('Buyer email')).toBe(LENA.email)
  })

  it('asks for the amount and the buying date before sending anything', async () => {
    await openForm()
    submit()
    await waitFor(() => expect(fieldError('Offer amount')).toBe('Offer amount is required'))
    expect(fieldError('Buying date')).toBe('Buying date is required (YYYY-MM-DD)')
    expect(offersSent()).toHaveLength(0)
  })

  it('refuses a buying date in the past at the field', async () => {
    await openForm()
    fill('Offer amount', '360000')
    fill('Buying date', '2020-01-01')
    submit()
    await waitFor(() => expect(fieldError('Buying date')).toBe('Buying date cannot be in the past'))
    expect(offersSent()).toHaveLength(0)
  })

  it.each(['349999.99', '380000.01'])(
    'answers an amount of %s, outside the price range, with the Invalid Offer dialog',
    async (amount) => {
      await openForm()
      fill('Offer amount', amount)
      fill('Buying date', inAMonth())
      submit()
      const shown = await screen.findByRole('dialog')
      expect(shown.textContent).toContain('Invalid Offer')
      expect(shown.textContent).toContain('Offer must be between $350,000 and $380,000')
      expect(offersSent()).toHaveLength(0)
    },
  )

  it('sends the listing, the amount and the date, then shows the buyer their offers', async () => {
    api.answer('POST', '/api/offers', {
      status: 201,
      body: { insertedId: 'b7a0c1d2-0000-4000-8000-000000000001' },
    })
    const router = await openForm()
    const buyingDate = inAMonth()
    fill('Offer amount', '365000.5')
    fill('Buying date', buyingDate)
    submit()
    await confirmOffer()
    expect(await screen.findByText('Your offers')).toBeTruthy()
    expect(router.state.location.pathname).toBe(dashboardPaths.propertyBought)
    expect(api.jsonSentTo('POST', '/api/offers')).toEqual({
      propertyId: listing._id,
      offerAmount: 365_000.5,
      buyingDate,
    })
  })

  it('reads the offer back in words, with what happens next, and sends nothing until the buyer says yes', async () => {
    await openForm()
    fill('Offer amount', '365000.5')
    const buyingDate = inAMonth()
    fill('Buying date', buyingDate)
    submit()
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain('Offer $365,000.50 for Sunny Family House?')
    expect(asked.textContent).toContain('12 Maple Street, Austin, TX')
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
    expect(asked.textContent).toContain(`buying on ${day.format(new Date(buyingDate))}`)
    expect(asked.textContent).toContain('Marcus Reed accepts or rejects it')
    expect(asked.textContent).toContain('you pay for it by card from My Offers')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(offersSent()).toHaveLength(0)
  })

  it('shows a pending offer instead of the form, and the form again once it is withdrawn', async () => {
    const pendingOffer = {
      _id: PENDING_OFFER_ID,
      offerAmount: 360_000,
      buyingDate: '2031-03-04',
      createdAt: '2026-11-20T10:00:00.000Z',
    }
    let withdrawn = false
    api.answer('GET', `/api/properties/${listing._id}/mine`, () => ({
      body: withdrawn ? NOTHING_YET : { ...NOTHING_YET, pendingOffer },
    }))
    api.answer('DELETE', `/api/offers/${PENDING_OFFER_ID}`, () => {
      withdrawn = true
      return { body: { deletedCount: 1 } }
    })
    openPage()
    expect(await screen.findByText('Your offer on Sunny Family House is pending')).toBeTruthy()
    expect(screen.getByText('$360,000')).toBeTruthy()
    expect(screen.getByText('Mar 4, 2031')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Offer' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain(
      'The agent of Sunny Family House will no longer see your offer of $360,000',
    )
    expect(api.requestsTo('DELETE', `/api/offers/${PENDING_OFFER_ID}`)).toHaveLength(0)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw it' }))
    expect(await screen.findByRole('button', { name: 'Offer' })).toBeTruthy()
    expect(api.requestsTo('DELETE', `/api/offers/${PENDING_OFFER_ID}`)).toHaveLength(1)
  })

  it("shows the server's refusal of one field at that field", async () => {
    api.answer('POST', '/api/offers', {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'offerAmount: Offer amount must have at most two decimals',
          field: 'offerAmount',
        },
      },
    })
    await openForm()
    fill('Offer amount', '360000')
    fill('Buying date', inAMonth())
    submit()
    await confirmOffer()
    await waitFor(() =>
      expect(fieldError('Offer amount')).toBe('Offer amount must have at most two decimals'),
    )
  })
})
