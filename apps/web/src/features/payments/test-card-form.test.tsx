import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { paymentCardAction } from './payment-actions.server.ts'
import { TestCardForm } from './test-card-form.tsx'

// The built-in test gateway's card form, posting to the card steps' resource route run beside it, against a real
// HTTP server standing in for POST /api/test-gateway/confirm.

const api = serveApi()

const OFFER = '5f0c2d3e-0000-4000-8000-000000000001'
const CONFIRM = '/api/test-gateway/confirm'

function openForm() {
  answerSignedIn(api)
  const onPaid = vi.fn(async (_paymentIntentId: string) => {})
  const onFailed = vi.fn((_message: string) => {})
  renderPage(
    [
      {
        path: '/dashboard/payment/:offerId',
        element: (
          <TestCardForm
            offerId={OFFER}
            clientSecret="pi_1_secret_2"
            payLabel="Pay $365,000.50"
            onPaid={onPaid}
            onFailed={onFailed}
          />
        ),
      },
      {
        path: '/dashboard/payment/:offerId/card',
        action: routeAction((request, context) => paymentCardAction(request, context, OFFER)),
      },
    ],
    dashboardPaths.payment(OFFER),
  )
  return { onPaid, onFailed }
}

async function payWith(cardNumber: string) {
  await screen.findByLabelText('Card number')
  fill('Card number', cardNumber)
  fill('Expiry (MM/YY)', '12/30')
  fill('CVC', '123')
  fireEvent.click(screen.getByRole('button', { name: 'Pay $365,000.50' }))
}

describe('TestCardForm', () => {
  it('shows the contract’s message beside each field, checked on the server, and sends nothing to the gateway', async () => {
    const { onPaid, onFailed } = openForm()
    await screen.findByLabelText('Card number')
    fill('Card number', '4242')
    fill('Expiry (MM/YY)', '13/30')
    fill('CVC', '12')
    fireEvent.click(screen.getByRole('button', { name: 'Pay $365,000.50' }))
    await waitFor(() => expect(fieldError('Card number')).toBe('Card number must be 12 to 19 digits'))
    expect(fieldError('Expiry (MM/YY)')).toBe('Expiry must look like MM/YY')
    expect(fieldError('CVC')).toBe('CVC must be 3 or 4 digits')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Card number')))
    expect(api.requestsTo('POST', CONFIRM)).toHaveLength(0)
    expect(onPaid).not.toHaveBeenCalled()
    expect(onFailed).not.toHaveBeenCalled()
  })

  it('groups the card number by four as it is typed, keeping digits only, with the browser’s hints', async () => {
    openForm()
    const number = (await screen.findByLabelText('Card number')) as HTMLInputElement
    fill('Card number', '4242-4242x42424242')
    expect(number.value).toBe('4242 4242 4242 4242')
    expect(number.autocomplete).toBe('cc-number')
    expect(number.inputMode).toBe('numeric')
    expect(number.required).toBe(true)
    expect(screen.getByLabelText('CVC').getAttribute('maxlength')).toBe('4')
  })

  it('sends the card with the client secret, digits only, and reports the payment', async () => {
    api.answer('POST', CONFIRM, { body: { status: 'succeeded', paymentIntentId: 'pi_1' } })
    const { onPaid, onFailed } = openForm()
    await payWith('4242 4242 4242 4242')
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'))
    expect(onPaid).toHaveBeenCalledTimes(1)
    expect(api.jsonSentTo('POST', CONFIRM)).toEqual({
      clientSecret: 'pi_1_secret_2',
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    })
    expect(onFailed).not.toHaveBeenCalled()
  })

  it('reports a declined card with the gateway’s message', async () => {
    api.answer('POST', CONFIRM, {
      status: 402,
      body: { error: { code: 'card_declined', message: 'Your card was declined.' } },
    })
    const { onPaid, onFailed } = openForm()
    await payWith('4000 0000 0000 0002')
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card was declined.'))
    expect(onFailed).toHaveBeenCalledTimes(1)
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('reports a refusal of one field without the field’s name in front', async () => {
    api.answer('POST', CONFIRM, {
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'cardNumber: Your card number is incorrect.',
          field: 'cardNumber',
        },
      },
    })
    const { onFailed } = openForm()
    await payWith('4000 0000 0000 0002')
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card number is incorrect.'))
  })
})
