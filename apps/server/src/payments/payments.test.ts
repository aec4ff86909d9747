import {
  type PaymentIntent,
  paymentIntentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
} from '@keyhaven/contract'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, paymentIntents, payments, properties, users } from '../db/schema.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { NOT_A_TEST_CARD, TEST_CARDS } from './test-gateway.ts'

// The whole buying path on the built-in test gateway (no Stripe keys): quote, intent, card, record.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

const quote = (who: Anyone, offerId: string) => t.send('GET', `/api/payments/${offerId}`, who)
const createIntent = (who: Anyone, body: unknown) => t.send('POST', '/api/create-payment-intent', who, body)
const confirm = (who: Anyone, body: unknown) => t.send('POST', '/api/test-gateway/confirm', who, body)
const record = (who: Anyone, body: unknown) => t.send('POST', '/api/payments', who, body)

/** An accepted offer of `buyer` on a fresh listing of agent@example.com. */
async function acceptedOffer(buyer: Who = 'user', offerAmount = 110_000.55) {
  const property = await t.listing()
  const offer = await t.offer(property, buyer, { status: 'accepted', offerAmount })
  return { property, offer }
}

async function intentFor(offerId: string, buyer: Who = 'user'): Promise<PaymentIntent> {
  return paymentIntentSchema.strict().parse(await expectJson(await createIntent(buyer, { offerId }), 200))
}

/** Intent + 4242: the intent the buyer has paid. */
async function paidIntent(offerId: string, buyer: Who = 'user'): Promise<PaymentIntent> {
  const intent = await intentFor(offerId, buyer)
  await expectJson(await confirm(buyer, { clientSecret: intent.clientSecret, ...GOOD_CARD }), 200)
  return intent
}

async function totalPayments(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: count() }).from(payments)
  return row?.n ?? 0
}

describe('GET /api/payments/{offerId}', () => {
  it('answers the buyer with the amount and state from the database', async () => {
    const { offer } = await acceptedOffer()
    const body = paymentQuoteSchema.strict().parse(await expectJson(await quote('user', offer.id), 200))
    expect(body).toEqual({
      offerId: offer.id,
      title: offer.title,
      offerAmount: 110_000.55,
      currency: 'USD',
      status: 'accepted',
      transactionId: null,
    })
  })

  it('answers 401 without a token', async () => {
    const { offer } = await acceptedOffer()
    await expectApiError(await quote('anonymous', offer.id), 401)
  })

  it.each(['otherUser', 'agent', 'otherAgent', 'admin', 'fraud'] as const)(
    'refuses %s with 403',
    async (who) => {
      const { offer } = await acceptedOffer()
      await expectApiError(await quote(who, offer.id), 403, 'Only the buyer')
    },
  )

  it('answers 400 for an id that is no id and 404 for a missing offer', async () => {
    await expectApiError(await quote('user', 'abc'), 400, 'offerId')
    await expectApiError(await quote('user', MISSING_ID), 404)
  })
})

describe('POST /api/create-payment-intent', () => {
  it('makes one intent per offer for the offer’s own amount, ignoring amountInCents', async () => {
    const { offer } = await acceptedOffer('user', 110_000.55)
    const first = paymentIntentSchema
      .strict()
      .parse(await expectJson(await createIntent('user', { offerId: offer.id, amountInCents: 1 }), 200))
    expect(first).toMatchObject({ amountInCents: 11_000_055, gateway: 'test', publishableKey: null })
    expect(first.paymentIntentId).toMatch(/^pi_test_/)
    expect(first.clientSecret).toMatch(new RegExp(`^${first.paymentIntentId}_secret_`))
    const again = await intentFor(offer.id)
    expect(again).toEqual(first)
    const rows = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.offerId, offer.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      amountInCents: 11_000_055,
      currency: 'usd',
      status: 'requires_payment_method',
    })
  })

  it('gives concurrent requests for one offer the same intent', async () => {
    const { offer } = await acceptedOffer()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createIntent('user', { offerId: offer.id })),
    )
    const ids = new Set<string>()
    for (const answer of answers) ids.add((await expectJson<PaymentIntent>(answer, 200)).paymentIntentId)
    expect(ids.size).toBe(1)
  })

  it('answers 401 without a token', async () => {
    const { offer } = await acceptedOffer()
    await expectApiError(await createIntent('anonymous', { offerId: offer.id }), 401)
  })

  it.each(['otherUser', 'agent', 'admin', 'fraud'] as const)('refuses %s with 403', async (who) => {
    const { offer } = await acceptedOffer()
    await expectApiError(await createIntent(who, { offerId: offer.id }), 403)
    expect(
      await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.offerId, offer.id)),
    ).toHaveLength(0)
  })

  it.each(['pending', 'rejected'] as const)('refuses a %s offer with 409', async (status) => {
    const offer = await t.offer(await t.listing(), 'user', { status })
    await expectApiError(await createIntent('user', { offerId: offer.id }), 409, 'only an accepted offer')
  })

  it('refuses an offer already bought with 409', async () => {
    const offer = await t.offer(await t.listing(), 'user', {
      status: 'bought',
      transactionId: `pi_paid_${Date.now()}`,
    })
    await expectApiError(await createIntent('user', { offerId: offer.id }), 409, 'already paid')
  })

  it('refuses bad input with 400 and a missing offer with 404', async () => {
    await expectApiError(await createIntent('user', {}), 400, 'offerId')
    await expectApiError(await createIntent('user', { offerId: 'abc' }), 400, 'offerId')
    await expectApiError(await createIntent('user', 'not json'), 400)
    await expectApiError(await createIntent('user', { offerId: MISSING_ID }), 404)
  })
})

describe('payments to an agent marked fraud', () => {
  it('are not started, confirmed nor recorded (money confirmed before the mark included)', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const property = await t.listing(null)
    await t.ctx.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, property.id))
    const before = await t.offer(property, 'user', { status: 'accepted' })
    const intent = await intentFor(before.id)
    const paid = await t.offer(await t.listing(null), 'user', { status: 'accepted' })
    await t.ctx.db
      .update(properties)
      .set({ agentId: agent.id })
      .where(eq(properties.id, paid.propertyId ?? ''))
    const earlier = await paidIntent(paid.id)

    await t.ctx.db.update(users).set({ role: 'fraud' }).where(eq(users.id, agent.id))
    await expectApiError(await createIntent('user', { offerId: before.id }), 409, 'suspended')
    await expectApiError(
      await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD }),
      409,
      'suspended',
    )
    expect(await t.paymentCount(before.id)).toBe(0)
    // Nothing is recorded towards a fraud agent's sales, even for an intent that succeeded before the mark.
    await expectApiError(
      await record('user', { offerId: paid.id, transactionId: earlier.paymentIntentId }),
      409,
      'suspended',
    )
    expect(await t.paymentCount(paid.id)).toBe(0)
  })
})

describe('POST /api/test-gateway/confirm', () => {
  it('takes 4242 4242 4242 4242 (with or without spaces) and marks the intent succeeded', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const body = await expectJson(
      await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD }),
      200,
    )
    expect(body).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId })
    const [row] = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId))
    expect(row?.status).toBe('succeeded')
    // Confirming again (a double click) answers success and changes nothing.
    const again = { clientSecret: intent.clientSecret, ...GOOD_CARD, cardNumber: TEST_CARDS.succeeds }
    expect(await expectJson(await confirm('user', again), 200)).toEqual(body)
    // Paying is not recording: the offer stays accepted until POST /payments.
    expect(await t.offerStatus(offer.id)).toBe('accepted')
  })

  it.each<[string, string]>([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', NOT_A_TEST_CARD],
    ['4111111111111111', NOT_A_TEST_CARD],
  ])('declines %s with 402 and records nothing', async (cardNumber, message) => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const body = await expectApiError(
      await confirm('user', { ...GOOD_CARD, clientSecret: intent.clientSecret, cardNumber }),
      402,
    )
    expect(body.error).toEqual({ code: 'card_declined', message })
    const [row] = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId))
    expect(row).toMatchObject({ status: 'requires_payment_method', lastError: message })
    // The browser cannot record it either: the gateway says it has not succeeded.
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      402,
      'not succeeded',
    )
    expect(await t.paymentCount(offer.id)).toBe(0)
    expect(await t.offerStatus(offer.id)).toBe('accepted')
    // A good card afterwards still pays.
    await expectJson(await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD }), 200)
  })

  it.each<[string, Record<string, string>, string]>([
    ['no card number', { cardNumber: '' }, 'cardNumber'],
    ['letters in the card number', { cardNumber: '4242 4242 abcd 4242' }, 'cardNumber'],
    ['a short card number', { cardNumber: '4242' }, 'cardNumber'],
    ['an expiry that is no MM/YY', { expiry: '2039-12' }, 'expiry'],
    ['month 13', { expiry: '13/39' }, 'expiry'],
    ['an expired card', { expiry: '01/20' }, 'expiry: Your card has expired.'],
    ['a CVC of 2 digits', { cvc: '12' }, 'cvc'],
    ['no client secret', { clientSecret: '' }, 'clientSecret'],
  ])('refuses %s with 400 naming the field', async (_, change, message) => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    await expectApiError(
      await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD, ...change }),
      400,
      message,
    )
    const [row] = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId))
    expect(row?.status).toBe('requires_payment_method')
  })

  it('takes a card that expires this month', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const now = new Date()
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`
    await expectJson(await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD, expiry }), 200)
  })

  it('answers 401 without a token and 403 to anyone but the buyer', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    const card = { clientSecret: intent.clientSecret, ...GOOD_CARD }
    await expectApiError(await confirm('anonymous', card), 401)
    for (const who of ['otherUser', 'agent', 'admin', 'fraud'] as const) {
      await expectApiError(await confirm(who, card), 403, 'Only the buyer')
    }
    const [row] = await t.ctx.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId))
    expect(row?.status).toBe('requires_payment_method')
  })

  it('answers 404 for an unknown client secret', async () => {
    await expectApiError(
      await confirm('user', { clientSecret: 'pi_test_nope_secret_nope', ...GOOD_CARD }),
      404,
    )
  })

  it('refuses to charge an offer that is no longer accepted with 409', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    await t.ctx.db.update(offers).set({ status: 'rejected' }).where(eq(offers.id, offer.id))
    await expectApiError(
      await confirm('user', { clientSecret: intent.clientSecret, ...GOOD_CARD }),
      409,
      'only an accepted offer',
    )
  })
})

describe('POST /api/payments', () => {
  it('records a confirmed payment once, from the database’s amount, and the offer becomes bought and the property sold', async () => {
    const { offer, property } = await acceptedOffer('user', 110_000.55)
    const intent = await paidIntent(offer.id)
    const response = await record('user', {
      offerId: offer.id,
      transactionId: intent.paymentIntentId,
      amount: 1,
      email: 'evil@example.com',
      userName: 'Evil',
      status: 'bought',
    })
    const body = paymentRecordSchema.strict().parse(await expectJson(response, 201))
    expect(body).toMatchObject({
      transactionId: intent.paymentIntentId,
      amount: 110_000.55,
      offerId: offer.id,
    })
    expect(body.insertedId).not.toBeNull()
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.offerId, offer.id))
    expect(payment).toMatchObject({
      id: body.insertedId,
      amount: 110_000.55,
      email: 'user@example.com',
      userName: 'Lena Park',
      userId: t.ids.user,
      status: 'bought',
      gateway: 'test',
      transactionId: intent.paymentIntentId,
    })
    const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, offer.id))
    expect(row).toMatchObject({ status: 'bought', transactionId: intent.paymentIntentId })
    expect(await expectJson(await quote('user', offer.id), 200)).toMatchObject({
      status: 'bought',
      transactionId: intent.paymentIntentId,
    })

    // Sold: no new offers, no second intent.
    await expectApiError(
      await t.send('POST', '/api/offers', 'otherUser', {
        propertyId: property.id,
        offerAmount: 110_000,
        buyingDate: dayFromToday(10),
      }),
      409,
      'already sold',
    )
    await expectApiError(await createIntent('user', { offerId: offer.id }), 409, 'already paid')

    // Confirming again returns the same record without a new row.
    const again = await expectJson(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      200,
    )
    expect(again).toEqual({ ...body, insertedId: null })
    expect(await t.paymentCount(offer.id)).toBe(1)
    // Another transaction id for a paid offer is refused.
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: 'pi_test_other' }),
      409,
      'already paid',
    )
  })

  it('leaves exactly one payment after 10 concurrent confirmations of one offer', async () => {
    const { offer } = await acceptedOffer()
    const intent = await paidIntent(offer.id)
    const before = await totalPayments()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      ),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const bodies = await Promise.all(
      responses.map(async (response) => paymentRecordSchema.strict().parse(await response.json())),
    )
    for (const body of bodies)
      expect(body).toMatchObject({ transactionId: intent.paymentIntentId, offerId: offer.id })
    expect(bodies.filter((body) => body.insertedId !== null)).toHaveLength(1)
    expect(await t.paymentCount(offer.id)).toBe(1)
    expect(await totalPayments()).toBe(before + 1)
    expect(await t.offerStatus(offer.id)).toBe('bought')
  })

  it('records nothing for an intent that has not succeeded', async () => {
    const { offer } = await acceptedOffer()
    const intent = await intentFor(offer.id)
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      402,
      'not succeeded',
    )
    expect(await t.paymentCount(offer.id)).toBe(0)
    expect(await t.offerStatus(offer.id)).toBe('accepted')
  })

  it('refuses an intent whose amount is not the offer’s (tampered) with 409', async () => {
    const { offer } = await acceptedOffer('user', 110_000)
    const intent = await paidIntent(offer.id)
    await t.ctx.db
      .update(paymentIntents)
      .set({ amountInCents: 100 })
      .where(eq(paymentIntents.id, intent.paymentIntentId))
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId, amount: 1 }),
      409,
      'does not match',
    )
    expect(await t.paymentCount(offer.id)).toBe(0)
  })

  it('refuses a paid intent of another offer with 400', async () => {
    const { offer: mine } = await acceptedOffer()
    const { offer: other } = await acceptedOffer()
    const intent = await paidIntent(other.id)
    await expectApiError(
      await record('user', { offerId: mine.id, transactionId: intent.paymentIntentId }),
      400,
      'another offer',
    )
    expect(await t.paymentCount(mine.id)).toBe(0)
    expect(await t.paymentCount(other.id)).toBe(0)
  })

  it('refuses an unknown transaction id with 400 naming it', async () => {
    const { offer } = await acceptedOffer()
    for (const transactionId of ['pi_test_unknown', 'demo_123', '../../v1/customers', 'x'.repeat(255)]) {
      await expectApiError(await record('user', { offerId: offer.id, transactionId }), 400, 'transactionId')
    }
  })

  it('answers 401 without a token and 403 to anyone but the buyer, recording nothing', async () => {
    const { offer } = await acceptedOffer()
    const intent = await paidIntent(offer.id)
    const body = { offerId: offer.id, transactionId: intent.paymentIntentId }
    await expectApiError(await record('anonymous', body), 401)
    for (const who of ['otherUser', 'agent', 'otherAgent', 'admin', 'fraud'] as const) {
      await expectApiError(await record(who, body), 403, 'Only the buyer')
    }
    expect(await t.paymentCount(offer.id)).toBe(0)
  })

  it.each(['pending', 'rejected'] as const)('refuses a %s offer with 409', async (status) => {
    const { offer } = await acceptedOffer()
    const intent = await paidIntent(offer.id)
    await t.ctx.db.update(offers).set({ status }).where(eq(offers.id, offer.id))
    await expectApiError(
      await record('user', { offerId: offer.id, transactionId: intent.paymentIntentId }),
      409,
      'only an accepted offer',
    )
    expect(await t.paymentCount(offer.id)).toBe(0)
  })

  it('refuses bad input with 400 and a missing offer with 404', async () => {
    await expectApiError(await record('user', {}), 400, 'offerId')
    await expectApiError(await record('user', { offerId: 'abc', transactionId: 'pi_x' }), 400, 'offerId')
    await expectApiError(await record('user', { offerId: MISSING_ID }), 400, 'transactionId')
    await expectApiError(
      await record('user', { offerId: MISSING_ID, transactionId: '' }),
      400,
      'transactionId',
    )
    await expectApiError(
      await record('user', { offerId: MISSING_ID, transactionId: 'x'.repeat(256) }),
      400,
      'transactionId',
    )
    await expectApiError(
      await record('user', { offerId: MISSING_ID, transactionId: 'pi_x', amount: 'lots' }),
      400,
      'amount',
    )
    await expectApiError(await record('user', { offerId: MISSING_ID, transactionId: 'pi_x' }), 404)
  })
})

describe('POST /api/stripe/webhook without Stripe keys', () => {
  it('answers 404: the test gateway has no webhook', async () => {
    const response = await t.ctx.request('/api/stripe/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
      body: '{}',
    })
    await expectApiError(response, 404, 'Stripe is not configured')
  })
})
