import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { TestCardForm } from './test-card-form.tsx'

// The built-in test gateway's card form against a real HTTP server standing in for POST /api/test-gateway/confirm.

const api = serveApi()

const CONFIRM = '/api/test-gateway/confirm'

function openForm() {
  const onPaid = vi.fn(async (_paymentIntentId: string) => {})
  const onFailed = vi.fn((_message: string) => {})
  render(
    <TestCardForm
      clientSecret="pi_1_secret_2"
      payLabel="Pay $365,000.50"
      onPaid={onPaid}
      onFailed={onFailed}
    />,
  )
  return { onPaid, onFailed }
}

function payWith(cardNumber: string) {
  fill('Card number', cardNumber)
  fill('Expiry (MM/YY)', '12/30')
  fill('CVC', '123')
  fireEvent.click(screen.getByRole('button', { name: 'Pay $365,000.50' }))
}

describe('TestCardForm', () => {
  it('checks every field with the contract’s messages before sending anything', async () => {
    const { onPaid } = openForm()
    fill('Card number', '4242')
    fill('Expiry (MM/YY)', '13/30')
    fill('CVC', '12')
    fireEvent.click(screen.getByRole('button', { name: 'Pay $365,000.50' }))
    await waitFor(() => expect(fieldError('Card number')).toBe('Card number must be 12 to 19 digits'))
    expect(fieldError('Expiry (MM/YY)')).toBe('Expiry must look like MM/YY')
    expect(fieldError('CVC')).toBe('CVC must be 3 or 4 digits')
    expect(api.requestsTo('POST', CONFIRM)).toHaveLength(0)
    expect(onPaid).not.toHaveBeenCalled()
  })

  it('groups the card number by four as it is typed, keeping digits only', () => {
    openForm()
    fill('Card number', '4242-4242x42424242')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242')
  })

  it('sends the card with the client secret, digits only, and reports the payment', async () => {
    api.answer('POST', CONFIRM, { body: { status: 'succeeded', paymentIntentId: 'pi_1' } })
    const { onPaid, onFailed } = openForm()
    payWith('4242 4242 4242 4242')
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'))
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
    payWith('4000 0000 0000 0002')
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card was declined.'))
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
    payWith('4000 0000 0000 0002')
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('Your card number is incorrect.'))
  })
})
