import type { Offer } from '@keyhaven/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchAgentOffers, fetchAwaitingPayment, fetchBuyerOffers } from './api.ts'
import { AwaitingPaymentPage } from './awaiting-payment-page.tsx'
import { withdrawOfferAction } from './offer-actions.server.ts'
import { offerDecisionAction, releaseOfferAction } from './offer-decisions.server.ts'
import { PropertyBoughtPage } from './property-bought-page.tsx'
import { RequestedOffersPage } from './requested-offers-page.tsx'

// The offer lists as their routes' loaders read them from a real HTTP server standing in for the API: the buyer's
// (My Offers) with its payment deadline, expired offers and Withdraw, the agent's Offers Received, and the admin's
// accepted offers awaiting payment with Release (their forms posting to the route's action, run beside the page).

const api = serveApi()
afterEach(closeDialog)

const offer = (values: Partial<Offer>): Offer => ({
  _id: '00000000-0000-4000-8000-000000000001',
  propertyId: '10000000-0000-4000-8000-000000000001',
  title: 'Sunny Family House',
  location: '12 Maple Street, Austin, TX',
  image: '/uploads/maple.webp',
  agentName: 'Marcus Reed',
  agentEmail: 'agent@example.com',
  agentImage: '/uploads/marcus.webp',
  currency: 'USD',
  offerAmount: 365_000,
  buyerEmail: LENA.email,
  buyerName: LENA.name,
  buyingDate: '2031-02-01',
  status: 'pending',
  transactionId: null,
  paymentDueAt: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  ...values,
})

// Noon UTC: the same day in every time zone the test may run in.
const accepted = offer({
  title: 'Accepted Cottage',
  status: 'accepted',
  paymentDueAt: '2031-01-15T12:00:00.000Z',
})
const expired = offer({
  _id: '00000000-0000-4000-8000-000000000002',
  title: 'Expired Villa',
  status: 'expired',
  paymentDueAt: '2031-01-08T12:00:00.000Z',
})

const cardOf = (title: string) => {
  const heading = screen.getByRole('heading', { name: title })
  const card = heading.closest('article, li')
  if (!card) throw new Error(`no card around ${title}`)
  return card as HTMLElement
}

describe('My Offers', () => {
  beforeEach(() => {
    answerSignedIn(api)
    api.answer('GET', '/api/offers', { body: [accepted, expired], headers: { 'X-Total-Count': '2' } })
  })

  it('tells the buyer to pay an accepted offer by its deadline', async () => {
    renderPage(
      [screenRoute(dashboardPaths.propertyBought, PropertyBoughtPage, () => fetchBuyerOffers(LENA.email, 1))],
      dashboardPaths.propertyBought,
    )
    await screen.findByRole('heading', { name: 'Accepted Cottage' })
    const card = cardOf('Accepted Cottage')
    expect(within(card).getByText(/^Pay by Jan 15, 2031/)).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Pay for Accepted Cottage' })).toBeTruthy()
    expect(within(card).getByText('Accepted').className).toContain('badge-success')
    expect(within(card).getByRole('img', { name: 'Marcus Reed' }).getAttribute('src')).toBe(
      '/uploads/marcus.webp',
    )
  })

  it('shows an expired offer grey, labelled Expired, with nothing to pay', async () => {
    renderPage(
      [screenRoute(dashboardPaths.propertyBought, PropertyBoughtPage, () => fetchBuyerOffers(LENA.email, 1))],
      dashboardPaths.propertyBought,
    )
    await screen.findByRole('heading', { name: 'Expired Villa' })
    const card = cardOf('Expired Villa')
    const badge = within(card).getByText('Expired')
    expect(badge.className).toContain('badge-ghost')
    expect(within(card).queryByRole('link', { name: /^Pay for/ })).toBeNull()
    expect(within(card).queryByText(/Pay by/)).toBeNull()
  })
})

describe('My Offers: Withdraw', () => {
  const pending = offer({ title: 'Pending Bungalow' })
  const WITHDRAW = `/api/offers/${pending._id}`

  it('asks first, then withdraws the offer and shows it gone', async () => {
    answerSignedIn(api)
    let withdrawn = false
    api.answer('GET', '/api/offers', () =>
      withdrawn
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : { body: [pending], headers: { 'X-Total-Count': '1' } },
    )
    api.answer('DELETE', WITHDRAW, () => {
      withdrawn = true
      return { body: { deletedCount: 1 } }
    })
    renderPage(
      [
        screenRoute(
          dashboardPaths.propertyBought,
          PropertyBoughtPage,
          () => fetchBuyerOffers(LENA.email, 1),
          {
            action: routeAction(async (request, context) =>
              withdrawOfferAction(request, context, await request.formData()),
            ),
          },
        ),
      ],
      dashboardPaths.propertyBought,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw your offer on Pending Bungalow' }))
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain(
      'The agent of Pending Bungalow will no longer see your offer of $365,000',
    )
    expect(api.requestsTo('DELETE', WITHDRAW)).toHaveLength(0)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, withdraw it' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pending Bungalow' })).toBeNull())
    expect(api.requestsTo('DELETE', WITHDRAW)).toHaveLength(1)
  })
})

describe('Awaiting Payment (admin)', () => {
  const ADA = { id: 'admin-ada', name: 'Ada Morgan', email: 'admin@example.com', image: null }
  const RELEASE = `/api/offers/release/${accepted._id}`
  let released = false

  beforeEach(() => {
    released = false
    answerSignedIn(api, ADA, 'admin')
    api.answer('GET', '/api/offers/awaiting-payment', () =>
      released
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : { body: [accepted], headers: { 'X-Total-Count': '1' } },
    )
    api.answer('PATCH', RELEASE, () => {
      released = true
      return { body: { modifiedCount: 1 } }
    })
  })

  const open = async () => {
    renderPage(
      [
        screenRoute(dashboardPaths.awaitingPayment, AwaitingPaymentPage, () => fetchAwaitingPayment(1), {
          action: routeAction(releaseOfferAction),
        }),
      ],
      dashboardPaths.awaitingPayment,
    )
    return screen.findByRole('button', { name: `Release the offer of ${LENA.name} on Accepted Cottage` })
  }

  it('lists each accepted offer with its deadline', async () => {
    await open()
    const row = screen.getByRole('row', { name: /Accepted Cottage/ })
    expect(within(row).getByText(/^Jan 15, 2031/)).toBeTruthy()
    expect(within(row).getByText(LENA.email)).toBeTruthy()
  })

  it('asks for a reason before releasing, and sends nothing without one', async () => {
    fireEvent.click(await open())
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain(`Release the offer of ${LENA.name} on Accepted Cottage?`)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await within(asked).findByText('Please give a reason.')).toBeTruthy()
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requestsTo('PATCH', RELEASE)).toHaveLength(0)
  })

  it('releases with the reason given, then shows the list without it', async () => {
    fireEvent.click(await open())
    const asked = await screen.findByRole('dialog')
    const reason = within(asked).getByLabelText(/^Reason/)
    fireEvent.input(reason, { target: { value: '  The buyer withdrew by phone.  ' } })
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('No accepted offer is waiting for payment.')).toBeTruthy()
    expect(api.jsonSentTo('PATCH', RELEASE)).toEqual({ reason: 'The buyer withdrew by phone.' })
  })
})

describe('Offers Received', () => {
  const pending = offer({})
  const ACCEPT = `/api/offers/accept/${pending._id}`

  it('accepts an offer after the question its action asks, and says so in the result dialog', async () => {
    answerSignedIn(api, { ...LENA, email: 'agent@example.com' }, 'agent')
    let decided = false
    api.answer('GET', '/api/offers/agent', () => ({
      body: [decided ? { ...pending, status: 'accepted' } : pending],
      headers: { 'X-Total-Count': '1' },
    }))
    api.answer('PATCH', ACCEPT, () => {
      decided = true
      return { body: { accepted: { modifiedCount: 1 }, rejected: { modifiedCount: 0 } } }
    })
    renderPage(
      [
        screenRoute(
          dashboardPaths.requestedProperties,
          RequestedOffersPage,
          () => fetchAgentOffers('agent@example.com', 1),
          { action: routeAction(offerDecisionAction) },
        ),
      ],
      dashboardPaths.requestedProperties,
    )
    fireEvent.click(
      await screen.findByRole('button', { name: `Accept the offer of ${LENA.name} on Sunny Family House` }),
    )
    const asked = await screen.findByRole('dialog')
    expect(asked.textContent).toContain(
      `${LENA.name} offered $365,000 for Sunny Family House. Accepting it rejects every other pending offer`,
    )
    expect(api.requestsTo('PATCH', ACCEPT)).toHaveLength(0)
    fireEvent.click(within(asked).getByRole('button', { name: 'Yes, accept it' }))
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Offer has been accepted'))
    expect(screen.getByRole('dialog').textContent).toContain('Accepted')
    expect(api.jsonSentTo('PATCH', ACCEPT)).toEqual({ propertyId: pending.propertyId })
    // The loader read the offers again: the row (behind the dialog) is accepted, its buttons gone.
    const row = screen.getByRole('row', { name: /Sunny Family House/, hidden: true })
    await waitFor(() => expect(within(row).queryByRole('button', { hidden: true })).toBeNull())
    expect(within(row).getByText('Accepted')).toBeTruthy()
  })
})
