import { type PaymentIntent, paymentIntentSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, paymentIntents, payments, properties, users } from '../db/schema.ts'
import { type Anyone, type Buying, setUpBuying, type Who } from '../test/buying.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { STAND_IN_KEYS, type StripeStandIn, startStripeStandIn } from '../test/stripe-stand-in.ts'

// The Stripe gateway through the real `stripe` SDK, pointed at a local stand-in for Stripe's API (the SDK's
// host, port and protocol options), and webhooks signed by the SDK's own test helper.

let t: Buying
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  t = await setUpBuying(stripe.env)
})
afterAll(async () => {
  await t?.close()
  await stripe?.close()
})

const createIntent = (who: Anyone, body: unknown) => t.send('POST', '/api/create-payment-intent', who, body)
const record = (who: Anyone, body: unknown) => t.send('POST', '/api/payments', who, body)

function deliver(payload: string, signature: string | undefined) {
  return t.ctx.request('/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature !== undefined && { 'Stripe-Signature': signature }),
    },
    body: payload,
  })
}

/** A Stripe event as Stripe would send it, signed with the webhook secret unless told otherwise. */
function signedEvent(
  type: string,
  object: unknown,
  secret: string = STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET,
): { payload: string; signature: string; id: string } {
  const id = `evt_${Math.random().toString(36).slice(2)}`
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }), id }
}

async function acceptedOffer(buyer: Who = 'user', offerAmount = 105_000.25) {
  const property = await t.listing()
  const offer = await t.offer(property, buyer, { status: 'accepted', offerAmount })
  return { property, offer }
}

async function intentFor(offerId: string): Promise<PaymentIntent> {
  return paymentIntentSchema
    .strict()
    .parse(await expectJson(await createIntent('user', { offerId, amountInCents: 5 }), 200))
}

describe('Stripe gateway: POST /api/create-payment-intent', () => {
  it('creates a PaymentIntent through the SDK with the offer’s amount in cents, its id as metadata and key offer-<id>', async () => {
    const { offer } = await acceptedOffer('user', 105_000.25)
    const seen = stripe.requests.length
    const intent = await intentFor(offer.id)
    expect(intent).toMatchObject({
      gateway: 'stripe',
      publishableKey: STAND_IN_KEYS.STRIPE_PUBLISHABLE_KEY,
      amountInCents: 10_500_025,
    })
    const sent = stripe.requests.slice(seen)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      form: {
        amount: '10500025',
        currency: 'usd',
        'metadata[offerId]': offer.id,
        'allowed_payment_method_types[0]': 'card',
      },
    })
    expect(sent[0]?.headers['idempotency-key']).toBe(`offer-${offer.id}`)
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${STAND_IN_KEYS.STRIPE_SECRET_KEY}`)
    // Asking again gets the same intent (Stripe's idempotency), and the test gateway's table stays empty.
    expect(await intentFor(offer.id)).toEqual(intent)
    expect(stripe.intents.get(intent.paymentIntentId)?.client_secret).toBe(intent.clientSecret)
    expect(
      await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.offerId, offer.id)),
    ).toHaveLength(0)
  })

  it('charges in the listing’s currency, in its minor unit (¥5000 is 5000)', async () => {
    const property = await t.listing('agent', { priceLow: 5000, priceHigh: 7000, currency: 'JPY' })
    const offer = await t.offer(property, 'user', { status: 'accepted', offerAmount: 5000 })
    const seen = stripe.requests.length
    expect(await intentFor(offer.id)).toMatchObject({ amountInCents: 5000, currency: 'JPY' })
    expect(stripe.requests.slice(seen)[0]?.form).toMatchObject({ amount: '5000', currency: 'jpy' })
  })

  it('refuses to record an intent in another currency than the offer’s', async () => {
    const { offer } = await acceptedOffer('user', 105_000.25)
    const intent = await intentFor(offer.id)
    stripe.update(intent.paymentIntentId, { status: 'succeeded', currency: 'eur' })
    await expectApiError(
      await t.send('POST', '/api/payments', 'user', {
        offerId: offer.id,
        transactionId: intent.paymentIntentId,
      }),
      409,
      'does not match',
    )
  })

  it('passes Stripe’s refusal on as 502 with Stripe’s message', async () => {
    const { offer } = await acceptedOffer('user', 1_500_000)
    const body = await expectApiError(
      await createIntent('user', { offerId: offer.id }),
      502,
      'Amount must be no more than',
    )
    expect(body.error.code).toBe('payment_provider_error')
  })

  it('refuses anyone but the buyer, and offers that are not accepted, before calling Stripe', async () => {
    const { offer } = await acceptedOffer()
    const pending = await t.offer(await t.listing(), 'user')
    const seen = stripe.requests.length
    await expectApiError(await createIntent('otherUser', { offerId: offer.id }), 403)
    await expectApiError(await createIntent('admin', { offerId: offer.id }), 403)
    await expectApiError(await createIntent('user', { offerId: pending.id }), 409)
    expect(stripe.requests.length).toBe(seen)
  })

  it('turns the test-gateway card form off (404)', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const card = {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    }
    await expectApiError(
      await t.send('POST', '/api/test-gateway/confirm', 'user', card),
      404,
      'test gateway is off',
    )
  })
})

describe('Stripe gateway: POST /api/payments', () => {
  it('records only once Stripe says the intent succeeded, with the right amount and offer', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const body = { offerId: offer.id, transactionId: intent.paymentIntentId, amount: 1 }
    await expectApiError(await record('user', body), 402, 'requires_payment_method')
    expect(await t.paymentCount(offer.id)).toBe(0)

    stripe.succeed(intent.paymentIntentId)
    const seen = stripe.requests.length
    const recorded = await expectJson(await record('user', body), 201)
    expect(recorded).toMatchObject({
      transactionId: intent.paymentIntentId,
      amount: 105_000.25,
      offerId: offer.id,
    })
    expect(stripe.requests.slice(seen)).toMatchObject([
      { method: 'GET', path: `/v1/payment_intents/${intent.paymentIntentId}` },
    ])
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.offerId, offer.id))
    expect(payment).toMatchObject({ gateway: 'stripe', amount: 105_000.25 })
    expect(await t.offerStatus(offer.id)).toBe('bought')
    expect(await expectJson(await record('user', body), 200)).toMatchObject({ insertedId: null })
  })

  it('refuses a succeeded intent whose amount differs from the offer’s with 409', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    stripe.update(intent.paymentIntentId, { status: 'succeeded', amount: 100 })
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      409,
      'does not match',
    )
    expect(await t.paymentCount(offer.id)).toBe(0)
  })

  it('refuses a succeeded intent made for another offer (metadata) with 400', async () => {
    const { offer } = await acceptedOffer('user', 105_000.25)
    const foreign = stripe.create({
      amount: 10_500_025,
      metadata: { offerId: crypto.randomUUID() },
      status: 'succeeded',
    })
    const bare = stripe.create({ amount: 10_500_025, status: 'succeeded' })
    for (const id of [foreign.id, bare.id]) {
      await expectApiError(
        await record('user', { offerId: offer.id, transactionId: id }),
        400,
        'another offer',
      )
    }
    expect(await t.paymentCount(offer.id)).toBe(0)
  })

  it('answers 400 for an intent Stripe does not know', async () => {
    const { offer } = await acceptedOffer()
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: 'pi_unknown123' }),
      400,
      'transactionId',
    )
  })

  it('leaves one payment after 10 concurrent confirmations', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    stripe.succeed(intent.paymentIntentId)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      ),
    )
    expect(responses.map((response) => response.status).sort()).toEqual([...Array(9).fill(200), 201])
    expect(await t.paymentCount(offer.id)).toBe(1)
  })
})

describe('POST /api/stripe/webhook', () => {
  it('records a payment_intent.succeeded once, even when delivered twice, when the browser never came back', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const succeeded = stripe.succeed(intent.paymentIntentId)
    const event = signedEvent('payment_intent.succeeded', succeeded)
    expect(await expectJson(await deliver(event.payload, event.signature), 200)).toEqual({
      received: true,
      recorded: true,
    })
    expect(await expectJson(await deliver(event.payload, event.signature), 200)).toEqual({
      received: true,
      recorded: false,
    })
    // A new delivery of the same event (Stripe re-signs each delivery) changes nothing either.
    const resent = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET,
    })
    expect(await expectJson(await deliver(event.payload, resent), 200)).toEqual({
      received: true,
      recorded: false,
    })
    expect(await t.paymentCount(offer.id)).toBe(1)
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'bought', transactionId: intent.paymentIntentId })
    // The browser coming back late gets the recorded payment.
    const late = await expectJson(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      200,
    )
    expect(late).toMatchObject({ insertedId: null, transactionId: intent.paymentIntentId })
  })

  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const succeeded = stripe.succeed(intent.paymentIntentId)
    const event = signedEvent('payment_intent.succeeded', succeeded)
    const forged = signedEvent('payment_intent.succeeded', succeeded, 'whsec_not_the_secret')
    await expectApiError(await deliver(event.payload, forged.signature), 400, 'stripe-signature')
    await expectApiError(await deliver(event.payload, 't=1,v1=deadbeef'), 400, 'stripe-signature')
    await expectApiError(
      await deliver(event.payload.replace('"livemode":false', '"livemode":true'), event.signature),
      400,
    )
    await expectApiError(await deliver(event.payload, undefined), 400, 'stripe-signature')
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: STAND_IN_KEYS.STRIPE_WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    await expectApiError(await deliver(event.payload, old), 400, 'stripe-signature')
    expect(await t.paymentCount(offer.id)).toBe(0)
    expect(await t.offerStatus(offer.id)).toBe('accepted')
  })

  it('acknowledges other events, and succeeded intents it cannot record, without recording', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const created = signedEvent('payment_intent.created', stripe.intents.get(intent.paymentIntentId))
    expect(await expectJson(await deliver(created.payload, created.signature), 200)).toEqual({
      received: true,
      recorded: false,
    })
    const wrongAmount = signedEvent('payment_intent.succeeded', {
      ...stripe.succeed(intent.paymentIntentId),
      amount: 1,
    })
    expect(await expectJson(await deliver(wrongAmount.payload, wrongAmount.signature), 200)).toEqual({
      received: true,
      recorded: false,
    })
    for (const metadata of [{}, { offerId: 'not-an-id' }, { offerId: crypto.randomUUID() }]) {
      const stray = signedEvent('payment_intent.succeeded', {
        ...stripe.intents.get(intent.paymentIntentId),
        metadata,
      })
      expect(await expectJson(await deliver(stray.payload, stray.signature), 200)).toEqual({
        received: true,
        recorded: false,
      })
    }
    expect(await t.paymentCount(offer.id)).toBe(0)
  })
  it("records nothing for a fraud agent's listing, even for an intent that succeeded before the mark", async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const property = await t.listing(null)
    await t.ctx.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, property.id))
    const offer = await t.offer(property, 'user', { status: 'accepted', offerAmount: 105_000.25 })
    const intent = await intentFor(offer.id)
    const succeeded = stripe.succeed(intent.paymentIntentId)
    await t.ctx.db.update(users).set({ role: 'fraud' }).where(eq(users.id, agent.id))

    const event = signedEvent('payment_intent.succeeded', succeeded)
    expect(await expectJson(await deliver(event.payload, event.signature), 200)).toEqual({
      received: true,
      recorded: false,
    })
    expect(await t.paymentCount(offer.id)).toBe(0)
    expect(await t.offerStatus(offer.id)).toBe('accepted')
  })
})
