import { agentTotalSchema, type Offer, paymentIntentSchema, propertySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentIntents } from '../db/schema.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import { type Buying, dayFromToday, setUpBuying } from '../test/buying.ts'
import { insertUpload } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// A listing's own currency (ISO 4217): chosen by its agent, its amounts exact in its minor unit (JPY none, KWD
// three decimals), and used by its offers, its card payment and the agent's totals.

let t: Buying
let picture: string
beforeAll(async () => {
  t = await setUpBuying()
  picture = await insertUpload(t.ctx.db, t.ids.agent, 'currency.webp')
})
afterAll(() => t?.close())

const listing = (body: Record<string, unknown>) => ({
  title: 'Currency cottage',
  location: '3 Mint Street, Coinville',
  image: picture,
  ...body,
})

const create = (body: Record<string, unknown>) => t.send('POST', '/api/properties', 'agent', listing(body))

async function created(body: Record<string, unknown>) {
  const { insertedId } = await expectJson<{ insertedId: string }>(await create(body), 201)
  return propertySchema.parse(
    await expectJson(await t.send('GET', `/api/properties/${insertedId}`, 'agent'), 200),
  )
}

const makeOffer = (propertyId: string, offerAmount: number) =>
  t.send('POST', '/api/offers', 'user', { propertyId, offerAmount, buyingDate: dayFromToday(30) })

describe('a listing’s currency', () => {
  it('is the agent’s choice, kept and formatted in its own currency', async () => {
    const yen = await created({ priceRange: '¥5000 - ¥7000', currency: 'JPY' })
    expect(yen).toMatchObject({
      currency: 'JPY',
      priceLow: 5000,
      priceHigh: 7000,
      priceRange: '¥5,000 - ¥7,000',
    })
    const dinar = await created({ priceRange: '1.234 - 2.5', currency: 'KWD' })
    expect(dinar).toMatchObject({
      currency: 'KWD',
      priceLow: 1.234,
      priceHigh: 2.5,
      priceRange: 'KWD\u00a01.234 - KWD\u00a02.500',
    })
  })

  it('defaults to the deployment’s currency', async () => {
    expect(await created({ priceRange: '$100 - $200' })).toMatchObject({ currency: 'USD' })
  })

  it('refuses amounts with more decimals than the currency has, naming the field', async () => {
    await expectApiError(
      await create({ priceRange: '5000.5 - 7000', currency: 'JPY' }),
      400,
      'priceRange: Price range must have no decimals in JPY',
    )
    await expectApiError(
      await create({ priceRange: '1.2345 - 2', currency: 'KWD' }),
      400,
      'priceRange: Price range must have at most three decimals in KWD',
    )
    await expectApiError(
      await create({ priceRange: '100.555 - 200' }),
      400,
      'priceRange: Price range must have at most two decimals',
    )
    await expectApiError(
      await create({ priceRange: '5000 - 7000', currency: 'JPY', deposit: 10.5 }),
      400,
      'deposit: deposit must have no decimals in JPY',
    )
  })

  it('refuses a code that is no ISO 4217 currency', async () => {
    for (const currency of ['XYZ', 'usd', 'EURO', 12]) {
      await expectApiError(await create({ priceRange: '1 - 2', currency }), 400, 'currency: ')
    }
  })

  it('keeps the currency on an update that leaves it out, and checks the new range against it', async () => {
    const yen = await created({ priceRange: '5000 - 7000', currency: 'JPY' })
    const update = (priceRange: string) =>
      t.send('PUT', `/api/properties/${yen._id}`, 'agent', listing({ priceRange }))
    await expectApiError(await update('5000.25 - 7000'), 400, 'Price range must have no decimals in JPY')
    await expectJson(await update('6000 - 8000'), 200)
    const read = propertySchema.parse(
      await expectJson(await t.send('GET', `/api/properties/${yen._id}`, 'agent'), 200),
    )
    expect(read).toMatchObject({ currency: 'JPY', priceRange: '¥6,000 - ¥8,000' })
  })
})

describe('offers and payments in the listing’s currency', () => {
  it('bounds an offer with a message in that currency and keeps the offer’s currency', async () => {
    const yen = await t.listing('agent', { priceLow: 5000, priceHigh: 7000, currency: 'JPY' })
    await expectApiError(await makeOffer(yen.id, 4000), 400, 'Offer must be between ¥5,000 and ¥7,000')
    await expectApiError(await makeOffer(yen.id, 5000.5), 400, 'Offer amount must have no decimals in JPY')
    const dinar = await t.listing('agent', { priceLow: 1.234, priceHigh: 2.5, currency: 'KWD' })
    await expectApiError(
      await makeOffer(dinar.id, 1.2),
      400,
      'Offer must be between KWD\u00a01.234 and KWD\u00a02.500',
    )
    await expectJson(await makeOffer(dinar.id, 1.234), 201)
    const mine = await expectJson<Offer[]>(
      await t.send(
        'GET',
        `/api/offers?buyerEmail=${encodeURIComponent(DEMO_CALLERS.user)}&limit=100`,
        'user',
      ),
      200,
    )
    expect(mine.find((offer) => offer.propertyId === dinar.id)).toMatchObject({
      offerAmount: 1.234,
      currency: 'KWD',
    })
  })

  it('charges the card in the currency’s minor unit: ¥5000 is 5000, KWD 1.234 is 1234', async () => {
    for (const [currency, amount, minor] of [
      ['JPY', 5000, 5000],
      ['KWD', 1.234, 1234],
    ] as const) {
      const property = await t.listing('agent', { priceLow: amount, priceHigh: amount * 2, currency })
      const offer = await t.offer(property, 'user', { status: 'accepted', offerAmount: amount })
      const intent = paymentIntentSchema.parse(
        await expectJson(
          await t.send('POST', '/api/create-payment-intent', 'user', { offerId: offer.id }),
          200,
        ),
      )
      expect(intent).toMatchObject({ amountInCents: minor, currency })
      const [stored] = await t.ctx.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intent.paymentIntentId))
      expect(stored).toMatchObject({ amountInCents: minor, currency: currency.toLowerCase() })
      const card = {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
      }
      await expectJson(await t.send('POST', '/api/test-gateway/confirm', 'user', card), 200)
      const record = await expectJson<{ amount: number; currency: string }>(
        await t.send('POST', '/api/payments', 'user', {
          offerId: offer.id,
          transactionId: intent.paymentIntentId,
        }),
        201,
      )
      expect(record).toMatchObject({ amount, currency })
    }
  })
})

describe('the agent’s totals', () => {
  it('are one per currency, never added across currencies', async () => {
    const seller = await t.freshAccount({ role: 'agent' })
    const { session } = seller
    const sell = async (currency: string, amount: number) => {
      const property = await t.listing(null, {
        agentId: seller.id,
        priceLow: amount,
        priceHigh: amount,
        currency,
      })
      await t.offer(property, 'user', { status: 'bought', offerAmount: amount, agentId: seller.id })
    }
    const total = async () =>
      agentTotalSchema.parse(
        await expectJson(
          await t.ctx.request(`/api/agent-total-sales?email=${encodeURIComponent(seller.email)}`, {
            headers: session.headers,
          }),
          200,
        ),
      )
    await sell('USD', 1000.5)
    await sell('USD', 2000.25)
    expect(await total()).toEqual({
      totalAmount: 3000.75,
      currency: 'USD',
      totals: [{ currency: 'USD', totalAmount: 3000.75 }],
    })
    await sell('JPY', 5000)
    await sell('KWD', 1.234)
    expect(await total()).toEqual({
      totalAmount: null,
      currency: null,
      totals: [
        { currency: 'JPY', totalAmount: 5000 },
        { currency: 'KWD', totalAmount: 1.234 },
        { currency: 'USD', totalAmount: 3000.75 },
      ],
    })
  })
})
