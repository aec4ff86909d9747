import { type SoldProperty, soldPropertySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers } from '../db/schema.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, setUpBuying } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// Sold properties and the total come from bought offers only; an agent sees their own, an admin anyone's.

let t: Buying
let seller: { id: string; email: string; session: SignedIn }
beforeAll(async () => {
  t = await setUpBuying()
  seller = await t.freshAccount({ role: 'agent', name: 'Sally Seller' })
})
afterAll(() => t?.close())

const enc = encodeURIComponent
const sold = (who: Anyone, email: string, query = '') =>
  t.send('GET', `/api/sold-properties?agentEmail=${enc(email)}${query}`, who)
const total = (who: Anyone, email: string) => t.send('GET', `/api/agent-total-sales?email=${enc(email)}`, who)
const asSeller = (path: string) => t.ctx.request(path, { headers: seller.session.headers })

async function soldList(response: Response): Promise<{ total: number; items: SoldProperty[] }> {
  const items = await expectJson<SoldProperty[]>(response, 200)
  for (const item of items) soldPropertySchema.strict().parse(item)
  return { total: Number(response.headers.get('X-Total-Count')), items }
}

/** An offer on a new listing of the seller, in the given status. */
async function sellerOffer(status: 'pending' | 'accepted' | 'rejected' | 'bought', offerAmount: number) {
  const property = await insertProperty(t.ctx.db, {
    agentId: seller.id,
    priceLow: 0.01,
    priceHigh: 1_000_000,
  })
  return t.offer(property, 'user', {
    status,
    offerAmount,
    ...(status === 'bought' && { transactionId: `pi_sale_${crypto.randomUUID().replaceAll('-', '')}` }),
  })
}

describe('GET /api/sold-properties and GET /api/agent-total-sales', () => {
  it('start empty for a new agent', async () => {
    expect(await soldList(await asSeller(`/api/sold-properties?agentEmail=${enc(seller.email)}`))).toEqual({
      total: 0,
      items: [],
    })
    expect(
      await expectJson(await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`), 200),
    ).toEqual({
      totalAmount: 0,
      currency: null,
      totals: [],
    })
  })

  it('count bought offers only, latest first, and add up to the cent', async () => {
    const bought = [
      await sellerOffer('bought', 0.1),
      await sellerOffer('bought', 0.2),
      await sellerOffer('bought', 1234.56),
    ]
    await sellerOffer('accepted', 999)
    await sellerOffer('pending', 999)
    await sellerOffer('rejected', 999)
    const list = await soldList(
      await asSeller(`/api/sold-properties?agentEmail=${enc(seller.email.toUpperCase())}`),
    )
    expect(list.total).toBe(3)
    expect(new Set(list.items.map((item) => item._id))).toEqual(new Set(bought.map((offer) => offer.id)))
    const item = list.items.find((entry) => entry._id === bought[2]?.id)
    expect(item).toEqual({
      _id: bought[2]?.id,
      title: bought[2]?.title,
      location: bought[2]?.location,
      buyerName: 'Lena Park',
      buyerEmail: DEMO_CALLERS.user,
      soldPrice: 1234.56,
      currency: 'USD',
    })
    expect(
      await expectJson(await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`), 200),
    ).toEqual({
      totalAmount: 1234.86,
      currency: 'USD',
      totals: [{ currency: 'USD', totalAmount: 1234.86 }],
    })
    const page = await soldList(
      await asSeller(`/api/sold-properties?agentEmail=${enc(seller.email)}&limit=2&page=2`),
    )
    expect(page.total).toBe(3)
    expect(page.items).toHaveLength(1)
  })

  it('keep a sale after its listing is deleted (financial history)', async () => {
    const before = await expectJson<{ totalAmount: number }>(
      await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`),
      200,
    )
    const offer = await sellerOffer('bought', 500)
    if (offer.propertyId)
      await t.ctx.db.update(offers).set({ propertyId: null }).where(eq(offers.id, offer.id))
    const after = await expectJson<{ totalAmount: number }>(
      await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`),
      200,
    )
    expect(after.totalAmount).toBeCloseTo(before.totalAmount + 500, 2)
  })

  it('show the demo agent’s demo sales to the agent and to an admin alike', async () => {
    const own = await soldList(await sold('agent', DEMO_CALLERS.agent, '&limit=100'))
    const byAdmin = await soldList(await sold('admin', DEMO_CALLERS.agent, '&limit=100'))
    expect(byAdmin).toEqual(own)
    const sum = own.items.reduce((acc, item) => acc + item.soldPrice, 0)
    const { totalAmount } = await expectJson<{ totalAmount: number }>(
      await total('agent', DEMO_CALLERS.agent),
      200,
    )
    expect(totalAmount).toBeCloseTo(sum, 2)
    expect(await expectJson(await total('admin', DEMO_CALLERS.agent), 200)).toMatchObject({ totalAmount })
  })

  it('answer an admin with nothing for an unknown e-mail', async () => {
    expect(await soldList(await sold('admin', 'nobody@example.com'))).toEqual({ total: 0, items: [] })
    expect(await expectJson(await total('admin', 'nobody@example.com'), 200)).toEqual({
      totalAmount: 0,
      currency: null,
      totals: [],
    })
  })

  it('answer 401 without a token', async () => {
    await expectApiError(await sold('anonymous', DEMO_CALLERS.agent), 401)
    await expectApiError(await total('anonymous', DEMO_CALLERS.agent), 401)
  })

  it.each(['user', 'otherUser', 'fraud'] as const)('refuse a %s account with 403', async (who) => {
    await expectApiError(await sold(who, DEMO_CALLERS[who]), 403, 'Only agent or admin')
    await expectApiError(await total(who, DEMO_CALLERS[who]), 403, 'Only agent or admin')
  })

  it('refuse another agent’s sales with 403', async () => {
    await expectApiError(await sold('otherAgent', DEMO_CALLERS.agent), 403, 'your own sales')
    await expectApiError(await total('otherAgent', DEMO_CALLERS.agent), 403, 'your own sales')
  })

  it.each(['', '?agentEmail=nope', `?agentEmail=${enc(DEMO_CALLERS.agent)}&limit=0`])(
    'refuse sold-properties%s with 400',
    async (query) => {
      await expectApiError(await t.send('GET', `/api/sold-properties${query}`, 'agent'), 400)
    },
  )

  it.each(['', '?email=nope'])('refuse agent-total-sales%s with 400', async (query) => {
    await expectApiError(await t.send('GET', `/api/agent-total-sales${query}`, 'agent'), 400, 'email')
  })
})

describe('the whole path: offer → accept → pay → sold', () => {
  it('shows the paid offer in the agent’s sales and total', async () => {
    const property = await insertProperty(t.ctx.db, {
      agentId: seller.id,
      priceLow: 300_000,
      priceHigh: 320_000,
    })
    const before = await expectJson<{ totalAmount: number }>(
      await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`),
      200,
    )
    const { insertedId: offerId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/offers', 'otherUser', {
        propertyId: property.id,
        offerAmount: 310_000.4,
        buyingDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      }),
      201,
    )
    const rival = await t.offer(property, 'user')
    const accepted = await t.ctx.request(`/api/offers/accept/${offerId}`, {
      method: 'PATCH',
      headers: { ...seller.session.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ propertyId: property.id }),
    })
    expect(await expectJson(accepted, 200)).toEqual({
      accepted: { modifiedCount: 1 },
      rejected: { modifiedCount: 1 },
    })
    expect(await t.offerStatus(rival.id)).toBe('rejected')
    const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
      await t.send('POST', '/api/create-payment-intent', 'otherUser', { offerId }),
      200,
    )
    await expectJson(
      await t.send('POST', '/api/test-gateway/confirm', 'otherUser', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }),
      200,
    )
    await expectJson(
      await t.send('POST', '/api/payments', 'otherUser', { offerId, transactionId: intent.paymentIntentId }),
      201,
    )

    const list = await soldList(
      await asSeller(`/api/sold-properties?agentEmail=${enc(seller.email)}&limit=100`),
    )
    expect(list.items[0]).toEqual({
      _id: offerId,
      title: property.title,
      location: property.location,
      buyerName: 'Sam Rivera',
      buyerEmail: DEMO_CALLERS.otherUser,
      soldPrice: 310_000.4,
      currency: 'USD',
    })
    const after = await expectJson<{ totalAmount: number }>(
      await asSeller(`/api/agent-total-sales?email=${enc(seller.email)}`),
      200,
    )
    expect(after.totalAmount).toBeCloseTo(before.totalAmount + 310_000.4, 2)
  })
})
