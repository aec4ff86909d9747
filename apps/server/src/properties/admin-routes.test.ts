import { type AdvertisedProperty, type Property, propertyListSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../db/schema.ts'
import { daysAgo, insertOffer, insertUser } from '../test/factories.ts'
import {
  type CallerName,
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { getJson } from '../test/test-app.ts'

// The admin's side: Manage Properties (list, verify, reject), Advertise (advertise, withdraw).

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

async function statusOf(id: string) {
  const [row] = await t.ctx.db
    .select({ status: properties.verificationStatus, advertised: properties.isAdvertised })
    .from(properties)
    .where(eq(properties.id, id))
  return row
}

const notAdmin: [Who, number][] = [
  ['anonymous', 401],
  ['user', 403],
  ['agent', 403],
  ['otherAgent', 403],
  ['fraud', 403],
]

describe('GET /api/properties (admin)', () => {
  const TOWN = 'Vellichor'
  const seeded: Record<string, string> = {}
  beforeAll(async () => {
    const rows: [string, CallerName | null, 'pending' | 'verified' | 'rejected'][] = [
      ['Vellichor verified', 'agent', 'verified'],
      ['Vellichor pending', 'otherAgent', 'pending'],
      ['Vellichor rejected', 'agent', 'rejected'],
      ['Vellichor of a fraud', 'fraud', 'verified'],
      ['Vellichor agentless', null, 'pending'],
    ]
    for (const [n, [title, owner, status]] of rows.entries()) {
      const row = await t.listingOf(owner, {
        title,
        location: `${n + 1} Lantern Street, ${TOWN}`,
        verificationStatus: status,
        createdAt: daysAgo(-1 - n),
      })
      seeded[title] = row.id
    }
  })

  const list = (query: string, who: Who = 'admin') => t.send('GET', `/api/properties?${query}`, who)

  it.each(notAdmin)('refuses %s with %i', async (who, status) => {
    await expectApiError(await list('', who), status)
  })

  it('lists every listing of any status and agent, newest first, in .data with X-Total-Count', async () => {
    const response = await list(`search=${TOWN.toUpperCase()}`)
    const { data } = propertyListSchema.parse(await expectJson(response, 200))
    expect(data.map((p) => p.title)).toEqual([
      'Vellichor agentless',
      'Vellichor of a fraud',
      'Vellichor rejected',
      'Vellichor pending',
      'Vellichor verified',
    ])
    expect(response.headers.get('X-Total-Count')).toBe('5')
    const everything = await list('limit=1')
    const [total] = await t.ctx.db.$count(properties).then((n) => [n])
    expect(everything.headers.get('X-Total-Count')).toBe(String(total))
  })

  it.each([
    ['pending', ['Vellichor agentless', 'Vellichor pending']],
    ['verified', ['Vellichor of a fraud', 'Vellichor verified']],
    ['rejected', ['Vellichor rejected']],
  ])('filters by ?status=%s', async (status, titles) => {
    const response = await list(`status=${status}&search=${TOWN}`)
    const { data } = propertyListSchema.parse(await expectJson(response, 200))
    expect(data.map((p) => p.title)).toEqual(titles)
    expect(response.headers.get('X-Total-Count')).toBe(String(titles.length))
  })

  it('marks the listings of an agent marked as fraud, and only those', async () => {
    const { data } = propertyListSchema.parse(await expectJson(await list(`search=${TOWN}`), 200))
    const marked = data.filter((p) => p.agentMarkedFraud).map((p) => p.title)
    expect(marked).toEqual(['Vellichor of a fraud'])
  })

  it('searches titles as well as locations, and pages', async () => {
    const byTitle = propertyListSchema.parse(await expectJson(await list('search=of a FRAUD'), 200))
    expect(byTitle.data.map((p) => p._id)).toEqual([seeded['Vellichor of a fraud']])
    const second = await list(`search=${TOWN}&page=2&limit=2`)
    expect(propertyListSchema.parse(await expectJson(second, 200)).data.map((p) => p.title)).toEqual([
      'Vellichor rejected',
      'Vellichor pending',
    ])
    expect(second.headers.get('X-Total-Count')).toBe('5')
  })

  it.each([
    ['status=approved', 'status'],
    ['status=Pending', 'status'],
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['page=zero', 'page'],
    [`search=${'y'.repeat(101)}`, 'search'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    await expectApiError(await list(query), 400, field)
  })
})

describe('PATCH /api/properties/verify/{id} (admin)', () => {
  const decide = (id: string, who: Who, body: unknown) =>
    t.send('PATCH', `/api/properties/verify/${id}`, who, body)

  it.each(notAdmin)('refuses %s with %i', async (who, status) => {
    const listing = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await decide(listing.id, who, { status: 'verified' }), status)
    expect((await statusOf(listing.id))?.status).toBe('pending')
  })

  it.each(['verified', 'rejected'] as const)('moves a pending listing to %s', async (status) => {
    const listing = await t.listingOf('agent', { verificationStatus: 'pending' })
    const decision = { status, ...(status === 'rejected' && { reason: 'The photos show another home.' }) }
    expect(await expectJson(await decide(listing.id, 'admin', decision), 200)).toEqual({ modifiedCount: 1 })
    expect((await statusOf(listing.id))?.status).toBe(status)
    // The agent reads the reason of a rejection on their own listing; a verified one has none.
    const shown = await expectJson<Property>(
      await t.send('GET', `/api/properties/${listing.id}`, 'agent'),
      200,
    )
    expect(shown.rejectionReason).toBe(status === 'rejected' ? 'The photos show another home.' : null)
  })

  it.each([
    [{ status: 'rejected' }, 'reason: is required when rejecting a property'],
    [{ status: 'rejected', reason: '   ' }, 'reason: is required when rejecting a property'],
    [{ status: 'rejected', reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
    [{ status: 'rejected', reason: 'bad\u0000byte' }, 'reason: must not contain control characters'],
  ])('refuses a rejection without a fit reason (%j) with 400, leaving it pending', async (body, message) => {
    const listing = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await decide(listing.id, 'admin', body), 400, message)
    expect((await statusOf(listing.id))?.status).toBe('pending')
  })

  it.each([
    ['verified', 'rejected'],
    ['rejected', 'verified'],
    ['verified', 'verified'],
  ] as const)('refuses to change a %s listing (to %s) with 409', async (from, to) => {
    const listing = await t.listingOf('agent', { verificationStatus: from })
    await expectApiError(
      await decide(listing.id, 'admin', { status: to, reason: 'Checked again.' }),
      409,
      'pending',
    )
    expect((await statusOf(listing.id))?.status).toBe(from)
  })

  it('lets only one of two concurrent decisions win', async () => {
    const listing = await t.listingOf('agent', { verificationStatus: 'pending' })
    const answers = await Promise.all([
      decide(listing.id, 'admin', { status: 'verified' }),
      decide(listing.id, 'admin', { status: 'rejected', reason: 'Duplicate listing.' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = answers[0]?.status === 200 ? 'verified' : 'rejected'
    expect((await statusOf(listing.id))?.status).toBe(winner)
  })

  it('shows a verified listing in All Properties', async () => {
    const listing = await t.listingOf('agent', {
      verificationStatus: 'pending',
      location: '9 Zinnia Court, Orrowby',
    })
    const before = await getJson<unknown[]>(
      { request: (p) => t.send('GET', p, 'user') },
      '/api/properties/verified?search=orrowby',
    )
    expect(before.body).toEqual([])
    await expectJson(await decide(listing.id, 'admin', { status: 'verified' }), 200)
    const after = await getJson<{ _id: string }[]>(
      { request: (p) => t.send('GET', p, 'user') },
      '/api/properties/verified?search=orrowby',
    )
    expect(after.body.map((p) => p._id)).toEqual([listing.id])
  })

  it.each<[string, unknown, string]>([
    ['an unknown status', { status: 'approved' }, 'status'],
    ['pending as the status', { status: 'pending' }, 'status'],
    ['no status', {}, 'status'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const listing = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await decide(listing.id, 'admin', body), 400, field)
  })

  it('answers 400 for a bad id and 404 for a missing one', async () => {
    await expectApiError(await decide('x', 'admin', { status: 'verified' }), 400, 'id')
    await expectApiError(await decide(crypto.randomUUID(), 'admin', { status: 'verified' }), 404)
  })
})

describe('PATCH and DELETE /api/properties/advertise/{id} (admin)', () => {
  const advertise = (id: string, who: Who = 'admin') =>
    t.send('PATCH', `/api/properties/advertise/${id}`, who)
  const withdraw = (id: string, who: Who = 'admin') =>
    t.send('DELETE', `/api/properties/advertise/${id}`, who)
  const advertisedIds = async () =>
    (await getJson<AdvertisedProperty[]>(t.ctx, '/api/properties/advertised?limit=100')).body.map(
      (p) => p._id,
    )

  it.each(notAdmin)('refuses %s advertising with %i', async (who, status) => {
    const listing = await t.listingOf('agent')
    await expectApiError(await advertise(listing.id, who), status)
    expect((await statusOf(listing.id))?.advertised).toBe(false)
  })

  it.each(notAdmin)('refuses %s withdrawing with %i', async (who, status) => {
    const listing = await t.listingOf('agent', { isAdvertised: true })
    await expectApiError(await withdraw(listing.id, who), status)
    expect((await statusOf(listing.id))?.advertised).toBe(true)
  })

  it('advertises a verified listing (1), then reports 0 for a repeat', async () => {
    const listing = await t.listingOf('agent')
    expect(await expectJson(await advertise(listing.id), 200)).toEqual({ modifiedCount: 1 })
    expect(await advertisedIds()).toContain(listing.id)
    expect(await expectJson(await advertise(listing.id), 200)).toEqual({ modifiedCount: 0 })
    expect((await statusOf(listing.id))?.advertised).toBe(true)
  })

  it('advertises a verified listing whose agent account is gone', async () => {
    const listing = await t.listingOf(null)
    expect(await expectJson(await advertise(listing.id), 200)).toEqual({ modifiedCount: 1 })
  })

  it.each(['pending', 'rejected'] as const)('refuses to advertise a %s listing with 409', async (status) => {
    const listing = await t.listingOf('agent', { verificationStatus: status })
    await expectApiError(await advertise(listing.id), 409, 'verified')
    expect((await statusOf(listing.id))?.advertised).toBe(false)
  })

  it('refuses to advertise a sold listing with 409, and a sold listing leaves the advertisement', async () => {
    const sold = await t.listingOf('agent')
    const buyer = await insertUser(t.ctx.db)
    await insertOffer(t.ctx.db, {
      property: sold,
      buyer,
      status: 'bought',
      transactionId: `pi_${crypto.randomUUID()}`,
    })
    await expectApiError(await advertise(sold.id), 409, 'This property is sold: it cannot be advertised')
    expect((await statusOf(sold.id))?.advertised).toBe(false)

    const advertised = await t.listingOf('agent', { isAdvertised: true })
    const underOffer = await t.listingOf('agent', { isAdvertised: true })
    await insertOffer(t.ctx.db, { property: underOffer, buyer, status: 'accepted' })
    const cards = (await getJson<AdvertisedProperty[]>(t.ctx, '/api/properties/advertised?limit=100')).body
    expect(cards.find((card) => card._id === underOffer.id)).toMatchObject({
      underContract: true,
      isSold: false,
    })
    expect(cards.find((card) => card._id === advertised.id)).toMatchObject({ underContract: false })
    await insertOffer(t.ctx.db, {
      property: advertised,
      buyer,
      status: 'bought',
      transactionId: `pi_${crypto.randomUUID()}`,
    })
    expect(await advertisedIds()).not.toContain(advertised.id)
  })

  it('refuses to advertise a fraud agent’s listing with 409', async () => {
    const listing = await t.listingOf('fraud')
    await expectApiError(await advertise(listing.id), 409, 'fraud')
    expect((await statusOf(listing.id))?.advertised).toBe(false)
  })

  it('withdraws an advertisement (1), then reports 0', async () => {
    const listing = await t.listingOf('agent')
    await expectJson(await advertise(listing.id), 200)
    expect(await expectJson(await withdraw(listing.id), 200)).toEqual({ modifiedCount: 1 })
    expect((await statusOf(listing.id))?.advertised).toBe(false)
    expect(await advertisedIds()).not.toContain(listing.id)
    expect(await expectJson(await withdraw(listing.id), 200)).toEqual({ modifiedCount: 0 })
  })

  it('answers 400 for a bad id and 404 for a missing one', async () => {
    await expectApiError(await advertise('1'), 400, 'id')
    await expectApiError(await withdraw('1'), 400, 'id')
    await expectApiError(await advertise(crypto.randomUUID()), 404)
    await expectApiError(await withdraw(crypto.randomUUID()), 404)
  })
})

describe('API reference for /properties', () => {
  it('documents every route with tags, summary, responses and (when protected) bearer security', async () => {
    const { body } = await getJson<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; summary?: string; security?: unknown; responses?: object }>
      >
    }>(t.ctx, '/api/openapi.json')
    const expected: [string, string, boolean][] = [
      ['/properties/advertised', 'get', false],
      ['/properties/rent', 'get', false],
      ['/properties/verified', 'get', true],
      ['/properties', 'get', true],
      ['/properties', 'post', true],
      ['/properties/agent', 'get', true],
      ['/properties/{id}', 'get', true],
      ['/properties/{id}', 'put', true],
      ['/properties/{id}', 'delete', true],
      ['/properties/verify/{id}', 'delete', true],
      ['/properties/verify/{id}', 'patch', true],
      ['/properties/advertise/{id}', 'patch', true],
      ['/properties/advertise/{id}', 'delete', true],
    ]
    for (const [path, method, secured] of expected) {
      const operation = body.paths[path]?.[method]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect(operation?.tags).toEqual(['Properties'])
      expect(operation?.summary).toBeTruthy()
      expect(Object.keys(operation?.responses ?? {}).some((code) => /^2\d\d$/.test(code))).toBe(true)
      if (secured) expect(operation?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }])
    }
    const verified = body.paths['/properties/verified']?.get as unknown as { parameters: { name: string }[] }
    expect(verified.parameters.map((p) => p.name).sort()).toEqual([
      'area',
      'availableBy',
      'bbox',
      'category',
      'cursor',
      'features',
      'limit',
      'listingType',
      'maxArea',
      'maxPrice',
      'minArea',
      'minBaths',
      'minBeds',
      'minPrice',
      'minYear',
      'openHouseWithinDays',
      'page',
      'priceCurrency',
      'search',
      'sort',
    ])
  })
})
