import type { PaymentQuote } from '@keyhaven/contract'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ScreenRead } from '../../app/screen-with-data.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { closeDialog } from '../../lib/dialogs.ts'
import { serveApi } from '../../test/api-server.ts'
import { fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { usePaymentIntent } from './api.ts'
import { fetchPaymentQuote, paymentCardAction, recordPaymentAction } from './payment-actions.server.ts'
import { PaymentPage } from './payment-page.tsx'

// The payment page as the app serves it: its quote from the route's loader, the payment intent made through the
// card steps' resource route once the page opened, the test card paid there and the payment recorded through the
// page's own action, each run beside the page against a real HTTP server standing in for the API.

const api = serveApi()

const OFFER = '5f0c2d3e-0000-4000-8000-000000000001'
const INTENT = '/api/create-payment-intent'
const CONFIRM = '/api/test-gateway/confirm'
const QUOTE: PaymentQuote = {
  offerId: OFFER,
  title: 'Linden House',
  offerAmount: 1500.5,
  currency: 'USD',
  status: 'accepted',
  transactionId: null,
}
const TEST_INTENT = {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  amountInCents: 150050,
  currency: 'USD',
  gateway: 'test',
  publishableKey: null,
}

function Payment({ read }: { read: ScreenRead<PaymentQuote> }) {
  return <PaymentPage read={read} offerId={OFFER} />
}

/** The card steps' posts the page made (each one a request of the browser to the resource route). */
let cardPosts: string[] = []

function openPage() {
  cardPosts = []
  answerSignedIn(api)
  api.answer('GET', `/api/payments/${OFFER}`, { body: QUOTE })
  const router = renderPage(
    [
      screenRoute(dashboardPaths.payment(OFFER), Payment, () => fetchPaymentQuote(OFFER), {
        action: routeAction((request, context) => recordPaymentAction(request, context, OFFER)),
      }),
      {
        path: '/dashboard/payment/:offerId/card',
        action: routeAction(async (request, context) => {
          cardPosts.push(String((await request.clone().formData()).get('intent')))
          return paymentCardAction(request, context, OFFER)
        }),
      },
      { path: dashboardPaths.propertyBought, element: <h1>My Offers</h1> },
    ],
    dashboardPaths.payment(OFFER),
  )
  return router
}

describe('usePaymentIntent', () => {
  it('posts once per offer opened, under StrictMode and across renders', async () => {
    api.answer('POST', INTENT, { body: TEST_INTENT })
    function Intent() {
      const { intent } = usePaymentIntent(OFFER)
      // Renders again on its own: the post is not sent again.
      const [renders, setRenders] = useState(0)
      if (renders < 3) queueMicrotask(() => setRenders((count) => count + 1))
      return <p>{intent ? `Intent ${intent.paymentIntentId}` : 'Preparing'}</p>
    }
    let posts = 0
    const router = createMemoryRouter(
      [
        { path: '/dashboard/payment/:offerId', element: <Intent /> },
        {
          path: '/dashboard/payment/:offerId/card',
          action: routeAction((request, context) => {
            posts += 1
            return paymentCardAction(request, context, OFFER)
          }),
        },
      ],
      { initialEntries: [dashboardPaths.payment(OFFER)] },
    )
    // At the root, as the app's entry renders it: React runs each effect twice when it mounts.
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
    expect(await screen.findByText('Intent pi_1')).toBeTruthy()
    expect(posts).toBe(1)
    expect(api.requestsTo('POST', INTENT)).toHaveLength(1)
  })
})

describe('PaymentPage', () => {
  it('makes the payment intent once for the offer, sending no amount, and shows the test card form', async () => {
    api.answer('POST', INTENT, { body: TEST_INTENT })
    openPage()
    expect(await screen.findByRole('heading', { name: 'Pay $1,500.50' })).toBeTruthy()
    expect(await screen.findByLabelText('Card number')).toBeTruthy()
    expect(cardPosts).toEqual(['start'])
    expect(api.requestsTo('POST', INTENT)).toHaveLength(1)
    expect(api.jsonSentTo('POST', INTENT)).toEqual({ offerId: OFFER })
    // The page's loader did not run again for it.
    expect(api.requestsTo('GET', `/api/payments/${OFFER}`)).toHaveLength(1)
  })

  it('says why the payment could not start, and tries again when asked', async () => {
    let asked = 0
    api.answer('POST', INTENT, () =>
      asked++ === 0
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: 'This offer is not accepted.' } },
          }
        : { body: TEST_INTENT },
    )
    openPage()
    const failed = await screen.findByText('We could not start the payment: This offer is not accepted.')
    expect(failed).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Card number')).toBeTruthy()
    expect(api.requestsTo('POST', INTENT)).toHaveLength(2)
  })

  it('says a declined card in the provider’s words, then records a paid card and goes to My Offers', async () => {
    api.answer('POST', INTENT, { body: TEST_INTENT })
    let confirmed = 0
    api.answer('POST', CONFIRM, () =>
      confirmed++ === 0
        ? { status: 402, body: { error: { code: 'card_declined', message: 'Your card was declined.' } } }
        : { body: { status: 'succeeded', paymentIntentId: 'pi_1' } },
    )
    api.answer('POST', '/api/payments', {
      status: 201,
      body: { insertedId: 'p-1', transactionId: 'pi_1', amount: 1500.5, currency: 'USD', offerId: OFFER },
    })
    const router = openPage()
    await screen.findByLabelText('Card number')
    fill('Card number', '4000 0000 0000 0002')
    fill('Expiry (MM/YY)', '12/34')
    fill('CVC', '123')
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,500.50' }))
    const declined = await screen.findByText('Your card was declined.')
    expect(declined.closest('[role="alert"]')?.textContent).toContain('Payment Failed')
    expect(api.requestsTo('POST', '/api/payments')).toHaveLength(0)

    fill('Card number', '4242 4242 4242 4242')
    fill('Expiry (MM/YY)', '12/34')
    fill('CVC', '123')
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,500.50' }))
    const paid = await screen.findByRole('dialog')
    expect(paid.textContent).toContain('Payment Successful!')
    expect(paid.textContent).toContain('pi_1')
    expect(paid.textContent).toContain('$1,500.50')
    expect(api.jsonSentTo('POST', '/api/payments')).toEqual({ offerId: OFFER, transactionId: 'pi_1' })
    await closeDialog()
    await waitFor(() => expect(router.state.location.pathname).toBe(dashboardPaths.propertyBought))
    expect(api.requestsTo('POST', CONFIRM)).toHaveLength(2)
    expect(api.requestsTo('POST', INTENT)).toHaveLength(1)
  })
})
