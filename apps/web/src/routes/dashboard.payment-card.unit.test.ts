import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageContextKey } from '../app/load-context.ts'
import { action } from './dashboard.payment-card.ts'

// The payment page's card steps as the server runs them: the posted card checked with the contract here (each
// problem beside its field, a 400, never a 500), the intent and the card sent to the API in the same process as
// the signed-in visitor, whose session the API checks the offer against.

const BUYER = { id: 'user-1', name: 'Lena Park', email: 'user@example.com', image: null, role: 'user' }
const OFFER = '5f0c2d3e-0000-4000-8000-000000000001'
const INTENT = {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  amountInCents: 150050,
  currency: 'USD',
  gateway: 'test',
  publishableKey: null,
}

interface Sent {
  url: string
  authorization: string | null
  body: unknown
}

/** The API in this process: the visitor signed in as BUYER, and `answer` for the payments' calls. */
function apiWith(answer: (url: string) => Response) {
  const sent: Sent[] = []
  const context = new RouterContextProvider()
  context.set(pageContextKey, {
    apiFetch: async (url, init) => {
      if (url === '/api/auth/get-session')
        return Response.json({ user: BUYER, session: { id: 's-1', expiresAt: '2030-01-01T00:00:00.000Z' } })
      if (url === '/api/jwt') return Response.json({ token: 'token-of-buyer' })
      if (url === `/api/users/role/${encodeURIComponent(BUYER.email)}`) return Response.json({ role: 'user' })
      const headers = new Headers(init?.headers)
      sent.push({
        url,
        authorization: headers.get('Authorization'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      })
      return answer(url)
    },
  })
  return { context, sent }
}

/** The hydrated page's post of `fields` to the card steps of `offerId`, signed in. */
function post(
  context: RouterContextProvider,
  fields: Record<string, string> | string,
  offerId: string = OFFER,
) {
  const path = `/dashboard/payment/${offerId}/card`
  const body =
    typeof fields === 'string' ? fields : new URLSearchParams({ ...fields, '_in-place': '' }).toString()
  return action({
    request: new Request(`http://keyhaven.test${path}`, {
      method: 'POST',
      body,
      headers: {
        Cookie: 'better-auth.session_token=s-1',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    }),
    url: new URL(`http://keyhaven.test${path}`),
    context,
    params: { offerId },
    pattern: '/dashboard/payment/:offerId/card',
  })
}

const refusal = (status: number, code: string, message: string, field?: string) => () =>
  Response.json({ error: { code, message, ...(field && { field }) } }, { status })

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('the payment card steps: the test card', () => {
  it('answers a bad card with the contract’s message beside each field, a 400, sending nothing', async () => {
    const { context, sent } = apiWith(() => Response.json({}))
    const answer = await post(context, {
      intent: 'test-card',
      clientSecret: 'pi_1_secret_2',
      cardNumber: '4242',
      expiry: '13/30',
      cvc: '12',
    })
    expect(answer).toMatchObject({
      data: {
        intent: 'test-card',
        fields: {
          cardNumber: 'Card number must be 12 to 19 digits',
          expiry: 'Expiry must look like MM/YY',
          cvc: 'CVC must be 3 or 4 digits',
        },
        typed: {},
      },
      init: { status: 400 },
    })
    expect(sent).toEqual([])
  })

  it('answers a post missing every field with a 400, not a 500', async () => {
    const { context, sent } = apiWith(() => Response.json({}))
    const answer = await post(context, { intent: 'test-card' })
    expect(answer).toMatchObject({ init: { status: 400 } })
    expect(sent).toEqual([])
  })

  it('pays the card with the gateway as the visitor, digits only, and answers the payment intent’s id', async () => {
    const { context, sent } = apiWith(() => Response.json({ status: 'succeeded', paymentIntentId: 'pi_1' }))
    const answer = await post(context, { intent: 'test-card', clientSecret: 'pi_1_secret_2', ...CARD })
    expect(answer).toEqual({ intent: 'test-card', result: { paymentIntentId: 'pi_1' } })
    expect(sent).toEqual([
      {
        url: '/api/test-gateway/confirm',
        authorization: 'Bearer token-of-buyer',
        body: { clientSecret: 'pi_1_secret_2', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
      },
    ])
  })

  it('answers the gateway’s refusal in its own words, with its status, not beside a field', async () => {
    const declined = apiWith(refusal(402, 'card_declined', 'Your card was declined.'))
    expect(
      await post(declined.context, { intent: 'test-card', clientSecret: 'pi_1_secret_2', ...CARD }),
    ).toMatchObject({
      data: { fields: {}, failure: 'Your card was declined.' },
      init: { status: 402 },
    })
    const incorrect = apiWith(
      refusal(400, 'bad_request', 'cardNumber: Your card number is incorrect.', 'cardNumber'),
    )
    expect(
      await post(incorrect.context, { intent: 'test-card', clientSecret: 'pi_1_secret_2', ...CARD }),
    ).toMatchObject({
      data: { fields: {}, failure: 'Your card number is incorrect.' },
      init: { status: 400 },
    })
  })
})

describe('the payment card steps: the payment intent', () => {
  it('makes the intent of the offer as the visitor, sending no amount, and answers it', async () => {
    const { context, sent } = apiWith(() => Response.json(INTENT))
    expect(await post(context, { intent: 'start' })).toMatchObject({ data: { intent: INTENT } })
    expect(sent).toEqual([
      { url: '/api/create-payment-intent', authorization: 'Bearer token-of-buyer', body: { offerId: OFFER } },
    ])
  })

  it('answers a bad offer id with a 400, asking the API nothing', async () => {
    const { context, sent } = apiWith(() => Response.json(INTENT))
    expect(await post(context, { intent: 'start' }, 'not-an-offer')).toMatchObject({
      data: { failed: 'offerId must be an offer id' },
      init: { status: 400 },
    })
    expect(sent).toEqual([])
  })

  it('answers the API’s refusal (another buyer’s offer) with its status and sentence, never throwing', async () => {
    const { context } = apiWith(refusal(403, 'forbidden', 'Only the buyer can pay for this offer.'))
    expect(await post(context, { intent: 'start' })).toMatchObject({
      data: { failed: 'Only the buyer can pay for this offer.' },
      init: { status: 403 },
    })
  })

  it('answers 502 when the API does not answer as the contract says', async () => {
    const { context } = apiWith(() => Response.json({ clientSecret: 42 }))
    expect(await post(context, { intent: 'start' })).toMatchObject({
      data: { failed: expect.any(String) },
      init: { status: 502 },
    })
  })

  it('answers an unknown step, or a body that is no form, with a 400', async () => {
    const { context, sent } = apiWith(() => Response.json(INTENT))
    expect(await post(context, { intent: 'refund' })).toMatchObject({ init: { status: 400 } })
    expect(await post(context, '%%%')).toMatchObject({ init: { status: 400 } })
    expect(sent).toEqual([])
  })
})
