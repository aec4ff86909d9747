import { MAX_BUYING_DATE_DAYS, type Offer, offerSchema } from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, properties, users } from '../db/schema.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { insertOffer, insertUser } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// One seeded database for the file; every test makes the listings and offers it needs with the factories.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const enc = encodeURIComponent
const validDate = () => dayFromToday(30)
const makeOffer = (who: Anyone, body: unknown) => t.send('POST', '/api/offers', who, body)
const accept = (who: Anyone, offerId: string, body?: unknown) =>
  t.send('PATCH', `/api/offers/accept/${offerId}`, who, body)
const reject = (who: Anyone, offerId: string) => t.send('PATCH', `/api/offers/reject/${offerId}`, who)
const makeOfferAs = (session: SignedIn, body: unknown) =>
  t.ctx.request('/api/offers', {
    method: 'POST',
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
/** A pending offer by a buyer of its own: a buyer holds one pending offer per listing. */
const offerByNewBuyer = async (property: Awaited<ReturnType<Buying['listing']>>) =>
  insertOffer(t.ctx.db, { property, buyer: await insertUser(t.ctx.db) })

async function offerList(response: Response): Promise<{ total: number; items: Offer[] }> {
  const items = await expectJson<Offer[]>(response, 200)
  for (const item of items) offerSchema.strict().parse(item)
  return { total: Number(response.headers.get('X-Total-Count')), items }
}

async function offerRow(id: string) {
  const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, id))
  if (!row) throw new Error(`no offer ${id}`)
  return row
}

describe('POST /api/offers', () => {
  it('answers 401 without a token', async () => {
    const property = await t.listing()
    await expectApiError(
      await makeOffer('anonymous', {
        propertyId: property.id,
        offerAmount: 110_000,
        buyingDate: validDate(),
      }),
      401,
    )
  })

  it.each(['agent', 'otherAgent', 'admin', 'fraud'] as const)(
    'refuses a %s account with 403',
    async (who) => {
      const property = await t.listing()
      const body = { propertyId: property.id, offerAmount: 110_000, buyingDate: validDate() }
      await expectApiError(await makeOffer(who, body), 403, 'Only user')
      expect(await t.ctx.db.select().from(offers).where(eq(offers.propertyId, property.id))).toHaveLength(0)
    },
  )

  it('records a pending offer with the listing and buyer from the server, ignoring spoofed fields', async () => {
    const property = await t.listing('agent', {
      title: 'Offer House',
      location: '1 Offer Lane',
      image: '/uploads/o.webp',
    })
    const response = await makeOffer('user', {
      propertyId: property.id,
      offerAmount: 110_000.5,
      buyingDate: validDate(),
      buyerEmail: DEMO_CALLERS.otherUser,
      buyerName: 'Spoofed Buyer',
      status: 'accepted',
      transactionId: 'pi_spoofed',
      title: 'Spoofed Title',
      location: 'Nowhere',
      image: 'https://evil.example/x.png',
      agentName: 'Spoofed Agent',
      agentEmail: 'spoof@example.com',
    })
    const { insertedId } = await expectJson<{ insertedId: string }>(response, 201)
    const row = await offerRow(insertedId)
    expect(row).toMatchObject({
      propertyId: property.id,
      title: 'Offer House',
      location: '1 Offer Lane',
      image: '/uploads/o.webp',
      agentId: t.ids.agent,
      agentName: 'Marcus Reed',
      agentEmail: DEMO_CALLERS.agent,
      buyerId: t.ids.user,
      buyerEmail: DEMO_CALLERS.user,
      buyerName: 'Lena Park',
      offerAmount: 110_000.5,
      buyingDate: validDate(),
      status: 'pending',
      transactionId: null,
    })
  })

  it('accepts the bounds of the price range and of the buying date', async () => {
    for (const [offerAmount, buyingDate] of [
      [100_000, dayFromToday(0)],
      [120_000, dayFromToday(MAX_BUYING_DATE_DAYS)],
    ] as const) {
      const property = await t.listing() // one pending offer per buyer and listing
      await expectJson(await makeOffer('user', { propertyId: property.id, offerAmount, buyingDate }), 201)
    }
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no propertyId', { propertyId: undefined }, 'propertyId'],
    ['a propertyId that is no id', { propertyId: 'abc' }, 'propertyId'],
    ['no amount', { offerAmount: undefined }, 'offerAmount: Offer amount is required'],
    ['a non-numeric amount', { offerAmount: 'a lot' }, 'offerAmount: Offer amount must be a number'],
    ['a numeric string amount', { offerAmount: '110000' }, 'offerAmount: Offer amount must be a number'],
    ['a negative amount', { offerAmount: -110_000 }, 'offerAmount: Offer amount must be greater than zero'],
    ['a zero amount', { offerAmount: 0 }, 'offerAmount: Offer amount must be greater than zero'],
    [
      'three decimals',
      { offerAmount: 110_000.125 },
      'offerAmount: Offer amount must have at most two decimals',
    ],
    [
      'an amount below the range',
      { offerAmount: 99_999.99 },
      'offerAmount: Offer must be between $100,000 and $120,000',
    ],
    [
      'an amount above the range',
      { offerAmount: 120_000.01 },
      'offerAmount: Offer must be between $100,000 and $120,000',
    ],
    [
      'an astronomical amount',
      { offerAmount: 1e21 },
      'offerAmount: Offer must be between $100,000 and $120,000',
    ],
    ['no buying date', { buyingDate: undefined }, 'buyingDate'],
    ['a buying date that is no date', { buyingDate: '01/02/2030' }, 'buyingDate'],
    ['an impossible buying date', { buyingDate: '2030-02-30' }, 'buyingDate'],
    ['a past buying date', { buyingDate: dayFromToday(-2) }, 'buyingDate: Buying date cannot be in the past'],
    [
      'a long-past buying date',
      { buyingDate: '1999-01-01' },
      'buyingDate: Buying date cannot be in the past',
    ],
    [
      'a buying date too far ahead',
      { buyingDate: dayFromToday(MAX_BUYING_DATE_DAYS + 2) },
      `buyingDate: Buying date must be within ${MAX_BUYING_DATE_DAYS} days`,
    ],
  ])('refuses %s with 400 naming the field', async (_, change, message) => {
    const property = await t.listing()
    const body = { propertyId: property.id, offerAmount: 110_000, buyingDate: validDate(), ...change }
    await expectApiError(await makeOffer('user', body), 400, message)
    expect(await t.ctx.db.select().from(offers).where(eq(offers.propertyId, property.id))).toHaveLength(0)
  })

  it('refuses a body that is not JSON with 400', async () => {
    await expectApiError(await makeOffer('user', '{"propertyId":'), 400)
  })

  it('answers 404 for a property that does not exist', async () => {
    await expectApiError(
      await makeOffer('user', { propertyId: MISSING_ID, offerAmount: 110_000, buyingDate: validDate() }),
      404,
    )
  })

  it.each<[string, () => Promise<{ id: string }>, string]>([
    ['a pending listing', () => t.listing('agent', { verificationStatus: 'pending' }), 'not open for offers'],
    [
      'a rejected listing',
      () => t.listing('agent', { verificationStatus: 'rejected' }),
      'not open for offers',
    ],
    ['a fraud agent’s listing', () => t.listing('fraud'), 'not open for offers'],
    [
      'a sold listing',
      async () => {
        const property = await t.listing()
        await t.offer(property, 'otherUser', { status: 'bought', transactionId: 'pi_sold' })
        return property
      },
      'This property is already sold',
    ],
    [
      'a listing with an accepted offer',
      async () => {
        const property = await t.listing()
        await t.offer(property, 'otherUser', { status: 'accepted' })
        return property
      },
      'This property already has an accepted offer',
    ],
  ])('refuses an offer on %s with 409', async (_, make, message) => {
    const property = await make()
    await expectApiError(
      await makeOffer('user', { propertyId: property.id, offerAmount: 110_000, buyingDate: validDate() }),
      409,
      message,
    )
    const made = await t.ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.propertyId, property.id), eq(offers.buyerId, t.ids.user)))
    expect(made).toHaveLength(0)
  })

  it("refuses an offer on a listing whose agent's account was deleted (it is no longer public)", async () => {
    const property = await t.listing(null)
    await expectApiError(
      await makeOffer('user', { propertyId: property.id, offerAmount: 110_000, buyingDate: validDate() }),
      409,
      'not open for offers',
    )
  })
})

describe('GET /api/offers?buyerEmail=', () => {
  const list = (who: Anyone, query: string) => t.send('GET', `/api/offers${query}`, who)

  it('answers 401 without a token', async () => {
    await expectApiError(await list('anonymous', `?buyerEmail=${enc(DEMO_CALLERS.user)}`), 401)
  })

  it('lists the caller’s own offers, newest first, paginated with X-Total-Count', async () => {
    const buyer = await t.freshAccount()
    const made: string[] = []
    for (let i = 0; i < 3; i++) {
      const property = await t.listing() // one pending offer per buyer and listing
      const { insertedId } = await expectJson<{ insertedId: string }>(
        await makeOfferAs(buyer.session, {
          propertyId: property.id,
          offerAmount: 100_000 + i,
          buyingDate: validDate(),
        }),
        201,
      )
      made.push(insertedId)
    }
    const query = (page: number, limit: number) =>
      `/api/offers?buyerEmail=${enc(buyer.email.toUpperCase())}&page=${page}&limit=${limit}`
    const all = await offerList(await t.ctx.request(query(1, 10), { headers: buyer.session.headers }))
    expect(all.total).toBe(3)
    expect(all.items.map((item) => item._id)).toEqual([...made].reverse())
    expect(all.items[0]).toMatchObject({ buyerEmail: buyer.email, status: 'pending', offerAmount: 100_002 })
    // The agent's photo as it is now (My Offers shows it beside the name the offer kept).
    const [agent] = await t.ctx.db.select({ image: users.image }).from(users).where(eq(users.id, t.ids.agent))
    expect(agent?.image).toBeTruthy()
    expect(all.items[0]?.agentImage).toBe(agent?.image)
    const second = await offerList(await t.ctx.request(query(2, 2), { headers: buyer.session.headers }))
    expect(second).toMatchObject({ total: 3, items: [{ _id: made[0] }] })
  })

  it.each<[Who, Who]>([
    ['user', 'otherUser'],
    ['admin', 'user'],
    ['agent', 'user'],
  ])('refuses %s asking for the offers of %s with 403', async (who, whose) => {
    await expectApiError(await list(who, `?buyerEmail=${enc(DEMO_CALLERS[whose])}`), 403, 'your own offers')
  })

  it('answers an agent’s own (empty) list', async () => {
    expect(await offerList(await list('otherAgent', `?buyerEmail=${enc(DEMO_CALLERS.otherAgent)}`))).toEqual({
      total: 0,
      items: [],
    })
  })

  it.each([
    '',
    '?buyerEmail=not-an-email',
    `?buyerEmail=${enc(DEMO_CALLERS.user)}&page=0`,
    `?buyerEmail=${enc(DEMO_CALLERS.user)}&limit=101`,
  ])('refuses %j with 400', async (query) => {
    await expectApiError(await list('user', query), 400)
  })
})

describe('GET /api/offers/agent?email=', () => {
  const list = (who: Anyone, email: string) =>
    t.send('GET', `/api/offers/agent?email=${enc(email)}&limit=100`, who)

  it('answers 401 without a token', async () => {
    await expectApiError(await list('anonymous', DEMO_CALLERS.agent), 401)
  })

  it.each(['user', 'otherUser', 'fraud'] as const)('refuses a %s account with 403', async (who) => {
    await expectApiError(await list(who, DEMO_CALLERS[who]), 403)
  })

  it('lists the offers on the agent’s own properties only', async () => {
    const own = await t.listing('otherAgent')
    const theirs = await t.listing('agent')
    const mine = await t.offer(own, 'user')
    const notMine = await t.offer(theirs, 'user')
    const { items, total } = await offerList(await list('otherAgent', DEMO_CALLERS.otherAgent))
    expect(items.map((item) => item._id)).toContain(mine.id)
    expect(items.map((item) => item._id)).not.toContain(notMine.id)
    for (const item of items) expect((await offerRow(item._id)).agentId).toBe(t.ids.otherAgent)
    expect(total).toBe(items.length)
  })

  it('refuses another agent’s offers with 403', async () => {
    await expectApiError(await list('otherAgent', DEMO_CALLERS.agent), 403)
  })

  it('lets an admin see any agent’s offers, and nothing for an unknown e-mail', async () => {
    const property = await t.listing('agent')
    const offer = await t.offer(property)
    expect(
      (await offerList(await list('admin', DEMO_CALLERS.agent))).items.map((item) => item._id),
    ).toContain(offer.id)
    expect(await offerList(await list('admin', 'nobody@example.com'))).toEqual({ total: 0, items: [] })
  })

  it('refuses a missing or invalid e-mail with 400', async () => {
    await expectApiError(await t.send('GET', '/api/offers/agent', 'agent'), 400, 'email')
    await expectApiError(await list('agent', 'nope'), 400, 'email')
  })
})

describe('PATCH /api/offers/accept/{offerId}', () => {
  it('accepts the offer and rejects every other pending offer on that property, in one go', async () => {
    const property = await t.listing()
    const other = await t.listing()
    const chosen = await t.offer(property, 'user')
    const rivals = [await t.offer(property, 'otherUser'), await offerByNewBuyer(property)]
    const alreadyRejected = await t.offer(property, 'otherUser', { status: 'rejected' })
    const elsewhere = await t.offer(other, 'otherUser')
    const result = await expectJson(await accept('agent', chosen.id, { propertyId: property.id }), 200)
    expect(result).toEqual({ accepted: { modifiedCount: 1 }, rejected: { modifiedCount: 2 } })
    expect(await t.offerStatus(chosen.id)).toBe('accepted')
    for (const rival of rivals) expect(await t.offerStatus(rival.id)).toBe('rejected')
    expect(await t.offerStatus(alreadyRejected.id)).toBe('rejected')
    expect(await t.offerStatus(elsewhere.id)).toBe('pending')
    // The property takes no new offer now.
    await expectApiError(
      await makeOffer('otherUser', {
        propertyId: property.id,
        offerAmount: 110_000,
        buyingDate: validDate(),
      }),
      409,
      'accepted offer',
    )
  })

  it('accepts without a body (the property id check is optional)', async () => {
    const property = await t.listing()
    const offer = await t.offer(property)
    expect(await expectJson(await accept('agent', offer.id), 200)).toEqual({
      accepted: { modifiedCount: 1 },
      rejected: { modifiedCount: 0 },
    })
  })

  it('answers 401 without a token', async () => {
    const offer = await t.offer(await t.listing())
    await expectApiError(await accept('anonymous', offer.id), 401)
  })

  it.each<[Who, number, string]>([
    ['user', 403, 'Only agent'],
    ['otherUser', 403, 'Only agent'],
    ['admin', 403, 'Only agent'],
    ['otherAgent', 403, 'your own properties'],
  ])('refuses %s with %i', async (who, status, message) => {
    const offer = await t.offer(await t.listing())
    await expectApiError(await accept(who, offer.id), status, message)
    expect(await t.offerStatus(offer.id)).toBe('pending')
  })

  it('refuses a fraud agent on their own listing with 403', async () => {
    const offer = await t.offer(await t.listing('fraud'))
    await expectApiError(await accept('fraud', offer.id), 403)
    expect(await t.offerStatus(offer.id)).toBe('pending')
  })

  it('refuses a propertyId that is not the offer’s with 400, and changes nothing', async () => {
    const property = await t.listing()
    const offer = await t.offer(property)
    const rival = await t.offer(property, 'otherUser')
    const other = await t.listing()
    await expectApiError(await accept('agent', offer.id, { propertyId: other.id }), 400, 'propertyId')
    await expectApiError(await accept('agent', offer.id, { propertyId: 'nope' }), 400, 'propertyId')
    expect(await t.offerStatus(offer.id)).toBe('pending')
    expect(await t.offerStatus(rival.id)).toBe('pending')
  })

  it('answers 400 for an id that is no id and 404 for a missing offer', async () => {
    await expectApiError(await accept('agent', 'abc'), 400, 'offerId')
    await expectApiError(await accept('agent', MISSING_ID), 404)
  })

  it.each(['accepted', 'rejected', 'bought'] as const)(
    'refuses an offer that is %s with 409',
    async (status) => {
      const offer = await t.offer(await t.listing(), 'user', {
        status,
        ...(status === 'bought' && { transactionId: `pi_${status}_${Date.now()}` }),
      })
      await expectApiError(await accept('agent', offer.id), 409, `already ${status}`)
      expect(await t.offerStatus(offer.id)).toBe(status)
    },
  )

  it('maps the one-winner index to 409: a pending offer beside an accepted one cannot be accepted too', async () => {
    // Only data from before the rule could hold such a pair; the database constraint still refuses it.
    const property = await t.listing()
    const winner = await t.offer(property, 'otherUser', { status: 'accepted' })
    const late = await t.offer(property, 'user')
    await expectApiError(await accept('agent', late.id), 409, 'already has an accepted offer')
    expect(await t.offerStatus(late.id)).toBe('pending')
    expect(await t.offerStatus(winner.id)).toBe('accepted')
  })

  it('answers 409 when the offer’s property has been deleted', async () => {
    const property = await t.listing()
    const offer = await t.offer(property)
    await t.ctx.db.delete(properties).where(eq(properties.id, property.id))
    await expectApiError(await accept('agent', offer.id), 409, 'no longer exists')
    expect(await offerRow(offer.id)).toMatchObject({ propertyId: null, status: 'pending' })
  })

  it('lets exactly one of 10 concurrent accepts of different offers on one property win', async () => {
    const property = await t.listing()
    const contenders = []
    for (let i = 0; i < 10; i++) contenders.push(await offerByNewBuyer(property))
    const responses = await Promise.all(
      contenders.map((offer) => accept('agent', offer.id, { propertyId: property.id })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, ...Array(9).fill(409)])
    for (const response of responses.filter((r) => r.status === 409)) await expectApiError(response, 409)
    const rows = await t.ctx.db
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.propertyId, property.id))
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(1)
    expect(rows.filter((row) => row.status === 'rejected')).toHaveLength(9)
  })

  it('never leaves an offer pending beside an accept that races new offers', async () => {
    // Offers arrive before, during and after the accept; each either lands before it (and is rejected with the
    // others) or after it (and is refused with 409). Several rounds, as the interleaving differs every time.
    // Nine buyers, as a buyer holds one pending offer per listing.
    const buyers: SignedIn[] = []
    for (let i = 0; i < 9; i++) buyers.push((await t.freshAccount()).session)
    for (let round = 0; round < 8; round++) {
      const property = await t.listing()
      const first = await t.offer(property, 'otherUser')
      const body = { propertyId: property.id, offerAmount: 110_000, buyingDate: validDate() }
      const [accepted, ...made] = await Promise.all([
        ...buyers.slice(0, 3).map((buyer) => makeOfferAs(buyer, body)),
        accept('agent', first.id),
        ...buyers.slice(3).map((buyer) => makeOfferAs(buyer, body)),
      ]).then((responses) => [responses[3], ...responses.slice(0, 3), ...responses.slice(4)])
      expect(accepted?.status).toBe(200)
      for (const response of made) expect([201, 409]).toContain(response?.status)
      const pending = await t.ctx.db
        .select()
        .from(offers)
        .where(and(eq(offers.propertyId, property.id), eq(offers.status, 'pending')))
      expect(pending).toHaveLength(0)
    }
  })
})

describe('PATCH /api/offers/reject/{offerId}', () => {
  it('rejects a pending offer on the agent’s own property', async () => {
    const property = await t.listing()
    const offer = await t.offer(property)
    const rival = await t.offer(property, 'otherUser')
    expect(await expectJson(await reject('agent', offer.id), 200)).toEqual({ modifiedCount: 1 })
    expect(await t.offerStatus(offer.id)).toBe('rejected')
    expect(await t.offerStatus(rival.id)).toBe('pending')
  })

  it('answers 401 without a token', async () => {
    const offer = await t.offer(await t.listing())
    await expectApiError(await reject('anonymous', offer.id), 401)
  })

  it.each<[Who, string]>([
    ['user', 'Only agent'],
    ['admin', 'Only agent'],
    ['otherAgent', 'your own properties'],
  ])('refuses %s with 403', async (who, message) => {
    const offer = await t.offer(await t.listing())
    await expectApiError(await reject(who, offer.id), 403, message)
    expect(await t.offerStatus(offer.id)).toBe('pending')
  })

  it('refuses a fraud agent with 403', async () => {
    const offer = await t.offer(await t.listing('fraud'))
    await expectApiError(await reject('fraud', offer.id), 403)
  })

  it.each(['accepted', 'rejected', 'bought'] as const)(
    'refuses an offer that is %s with 409',
    async (status) => {
      const offer = await t.offer(await t.listing(), 'user', {
        status,
        ...(status === 'bought' && { transactionId: `pi_r_${status}_${Date.now()}` }),
      })
      await expectApiError(await reject('agent', offer.id), 409, `already ${status}`)
      expect(await t.offerStatus(offer.id)).toBe(status)
    },
  )

  it('answers 400 for an id that is no id and 404 for a missing offer', async () => {
    await expectApiError(await reject('agent', 'abc'), 400, 'offerId')
    await expectApiError(await reject('agent', MISSING_ID), 404)
  })
})
