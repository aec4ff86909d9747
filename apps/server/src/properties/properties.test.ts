import {
  advertisedPropertySchema,
  errorBodySchema,
  PROPERTY_CATEGORIES,
  type Property,
  propertySchema,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { daysAgo, insertAgent, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

let ctx: TestContext

// One database for the file: the advertised and rent scenarios use disjoint listings (sale vs rent, advertised
// only on sale listings), so each list sees exactly its own rows.
const advertised: Record<string, string> = {}
const rent: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  const { db } = ctx
  const agentA = await insertAgent(db, { name: 'Alice Agent', email: 'alice.agent@example.test' })
  const agentB = await insertAgent(db, { name: 'Bob Agent' })
  const fraud = await insertUser(db, { name: 'Frank Fraud', role: 'fraud' })
  const buyer = await insertUser(db, { name: 'Betty Buyer' })

  // Advertised (sale) scenario.
  const sale = async (title: string, values: Parameters<typeof insertProperty>[1]) => {
    advertised[title] = (await insertProperty(db, { title, listingType: 'sale', ...values })).id
  }
  await sale('Oldest advertised', { agentId: agentA.id, isAdvertised: true, createdAt: daysAgo(3) })
  await sale('Newest advertised', {
    agentId: agentA.id,
    isAdvertised: true,
    createdAt: daysAgo(1),
    priceLow: 350_000,
    priceHigh: 380_000,
    category: 'Villa',
    location: '12 Maple Street, Austin, TX',
    image: '/uploads/maple.webp',
  })
  await sale('Middle advertised', { agentId: agentB.id, isAdvertised: true, createdAt: daysAgo(2) })
  await sale('Fraud advertised', { agentId: fraud.id, isAdvertised: true, createdAt: daysAgo(0.5) })
  await sale('Pending advertised', {
    agentId: agentA.id,
    isAdvertised: true,
    verificationStatus: 'pending',
    createdAt: daysAgo(0.4),
  })
  await sale('Rejected advertised', {
    agentId: agentA.id,
    isAdvertised: true,
    verificationStatus: 'rejected',
    createdAt: daysAgo(0.3),
  })
  await sale('Verified, not advertised', { agentId: agentA.id, isAdvertised: false, createdAt: daysAgo(0.2) })

  // Rent scenario: one visible listing per category, newest first Apartment, Office, House, Villa.
  const forRent = async (title: string, values: Parameters<typeof insertProperty>[1]) => {
    const row = await insertProperty(db, {
      title,
      listingType: 'rent',
      priceLow: 2_000,
      priceHigh: 2_500,
      ...values,
    })
    rent[title] = row.id
    return row
  }
  await forRent('Rent Villa', { agentId: agentA.id, category: 'Villa', createdAt: daysAgo(14) })
  const house = await forRent('Rent House (sold)', {
    agentId: agentA.id,
    category: 'House',
    createdAt: daysAgo(13),
  })
  const office = await forRent('Rent Office (accepted offer)', {
    agentId: agentB.id,
    category: 'Office',
    createdAt: daysAgo(12),
  })
  await forRent('Rent Apartment', { agentId: agentB.id, category: 'Apartment', createdAt: daysAgo(11) })
  await forRent('Pending rent Villa', {
    agentId: agentA.id,
    category: 'Villa',
    verificationStatus: 'pending',
    createdAt: daysAgo(10),
  })
  await forRent('Rejected rent Villa', {
    agentId: agentA.id,
    category: 'Villa',
    verificationStatus: 'rejected',
    createdAt: daysAgo(10),
  })
  await forRent('Fraud rent Villa', { agentId: fraud.id, category: 'Villa', createdAt: daysAgo(10) })

  await insertOffer(db, { property: house, buyer, status: 'bought', offerAmount: 2_100 })
  await insertOffer(db, { property: house, buyer, status: 'rejected', offerAmount: 2_050 })
  await insertOffer(db, { property: office, buyer, status: 'accepted', offerAmount: 2_200 })
})
afterAll(() => ctx?.close())

async function expectBadRequest(path: string, field: string) {
  const response = await ctx.request(path)
  expect(response.status, path).toBe(400)
  expect(response.headers.get('content-type')).toContain('application/json')
  const body = errorBodySchema.parse(await response.json())
  expect(body.error.code).toBe('bad_request')
  expect(body.error.message, path).toContain(field)
}

describe('GET /api/properties/advertised', () => {
  it('lists only verified, advertised listings of non-fraud agents, newest first', async () => {
    const { status, headers, body } = await getJson<{ title: string }[]>(ctx, '/api/properties/advertised')
    expect(status).toBe(200)
    expect(body.map((p) => p.title)).toEqual(['Newest advertised', 'Middle advertised', 'Oldest advertised'])
    expect(headers.get('X-Total-Count')).toBe('3')
  })

  it('returns exactly the fields of the advertised card, with a formatted price range', async () => {
    const { body } = await getJson<unknown[]>(ctx, '/api/properties/advertised')
    for (const item of body) {
      expect(Object.keys(item as object).sort()).toEqual(Object.keys(advertisedPropertySchema.shape).sort())
      advertisedPropertySchema.strict().parse(item)
    }
    expect(body[0]).toEqual({
      _id: advertised['Newest advertised'],
      title: 'Newest advertised',
      image: '/uploads/maple.webp',
      location: '12 Maple Street, Austin, TX',
      priceRange: '$350,000 - $380,000',
      // The amounts too, for a visitor's display-currency estimate.
      priceLow: 350_000,
      priceHigh: 380_000,
      priceDrop: null,
      currency: 'USD',
      verificationStatus: 'verified',
      listingType: 'sale',
      category: 'Villa',
      isSold: false,
      underContract: false,
    })
  })

  it('pages with ?page=&limit= and keeps the total in X-Total-Count', async () => {
    const first = await getJson<{ title: string }[]>(ctx, '/api/properties/advertised?page=1&limit=2')
    expect(first.body.map((p) => p.title)).toEqual(['Newest advertised', 'Middle advertised'])
    expect(first.headers.get('X-Total-Count')).toBe('3')

    const second = await getJson<{ title: string }[]>(ctx, '/api/properties/advertised?page=2&limit=2')
    expect(second.body.map((p) => p.title)).toEqual(['Oldest advertised'])
    expect(second.headers.get('X-Total-Count')).toBe('3')

    const beyond = await getJson<unknown[]>(ctx, '/api/properties/advertised?page=5&limit=2')
    expect(beyond.status).toBe(200)
    expect(beyond.body).toEqual([])
    expect(beyond.headers.get('X-Total-Count')).toBe('3')
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['limit=1000', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    await expectBadRequest(`/api/properties/advertised?${query}`, field)
  })

  it('hides a listing as soon as its agent is marked fraud', async () => {
    const { db } = ctx
    const agent = await insertAgent(db, { name: 'Soon Fraud' })
    await insertProperty(db, { title: 'Soon hidden', agentId: agent.id, isAdvertised: true })
    const before = await getJson<{ title: string }[]>(ctx, '/api/properties/advertised')
    expect(before.body.map((p) => p.title)).toContain('Soon hidden')

    await db.update(users).set({ role: 'fraud' }).where(eq(users.id, agent.id))
    const after = await getJson<{ title: string }[]>(ctx, '/api/properties/advertised')
    expect(after.body.map((p) => p.title)).not.toContain('Soon hidden')
    expect(after.headers.get('X-Total-Count')).toBe('3')
  })
})

describe('GET /api/properties/rent', () => {
  it('lists only verified rent listings of non-fraud agents, newest first', async () => {
    const { status, headers, body } = await getJson<Property[]>(ctx, '/api/properties/rent')
    expect(status).toBe(200)
    expect(body.map((p) => p.title)).toEqual([
      'Rent Apartment',
      'Rent Office (accepted offer)',
      'Rent House (sold)',
      'Rent Villa',
    ])
    expect(headers.get('X-Total-Count')).toBe('4')
    for (const item of body) {
      propertySchema.strict().parse(item)
      expect(item.listingType).toBe('rent')
      expect(item.verificationStatus).toBe('verified')
    }
  })

  it('carries the agent and a formatted price range on each listing', async () => {
    const { body } = await getJson<Property[]>(ctx, '/api/properties/rent')
    const villa = body.find((p) => p.title === 'Rent Villa')
    expect(villa).toMatchObject({
      _id: rent['Rent Villa'],
      agentName: 'Alice Agent',
      agentEmail: 'alice.agent@example.test',
      priceLow: 2000,
      priceHigh: 2500,
      priceRange: '$2,000 - $2,500',
    })
  })

  it('marks a listing sold only when one of its offers was bought', async () => {
    const { body } = await getJson<Property[]>(ctx, '/api/properties/rent')
    const sold = Object.fromEntries(body.map((p) => [p.title, p.isSold]))
    expect(sold).toEqual({
      'Rent Apartment': false,
      'Rent Office (accepted offer)': false,
      'Rent House (sold)': true,
      'Rent Villa': false,
    })
  })

  it.each([
    ['Villa', 'Rent Villa'],
    ['House', 'Rent House (sold)'],
    ['Office', 'Rent Office (accepted offer)'],
    ['Apartment', 'Rent Apartment'],
  ])('filters by ?category=%s', async (category, title) => {
    const { status, headers, body } = await getJson<Property[]>(
      ctx,
      `/api/properties/rent?category=${category}`,
    )
    expect(status).toBe(200)
    expect(body.map((p) => p.title)).toEqual([title])
    expect(headers.get('X-Total-Count')).toBe('1')
  })

  it('pages the rent list', async () => {
    const { headers, body } = await getJson<Property[]>(ctx, '/api/properties/rent?page=2&limit=3')
    expect(body.map((p) => p.title)).toEqual(['Rent Villa'])
    expect(headers.get('X-Total-Count')).toBe('4')
  })

  it.each([
    ['category=Castle', 'category'],
    ['category=villa', 'category'],
    ['category=', 'category'],
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    await expectBadRequest(`/api/properties/rent?${query}`, field)
  })

  it('names the valid categories when the category is wrong', async () => {
    const response = await ctx.request('/api/properties/rent?category=Castle')
    const { error } = errorBodySchema.parse(await response.json())
    for (const category of PROPERTY_CATEGORIES) expect(error.message).toContain(category)
  })
})
