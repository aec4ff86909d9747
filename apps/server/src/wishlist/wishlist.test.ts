import { formatPriceRange, type WishlistItem, wishlistItemSchema } from '@keyhaven/contract'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, reviews, users, wishlistItems } from '../db/schema.ts'
import {
  DEMO_CALLERS,
  type DemoCaller,
  insertAccount,
  sendJson,
  signInDemoCallers,
  TEST_PASSWORD,
} from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { daysAgo, insertAgent, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// One seeded database for the file; the demo accounts play the callers. Every test wishes for listings of its
// own (made with the factories), so the tests do not depend on one another's entries.

let ctx: TestContext
type Caller = DemoCaller
const demo = DEMO_CALLERS
let as: Record<Caller, SignedIn>
let ids: Record<Caller, string>

const headersOf = (caller: Caller | 'anonymous') => (caller === 'anonymous' ? {} : as[caller].headers)
const enc = encodeURIComponent
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000' } })
  ;({ as, ids } = await signInDemoCallers(ctx))
})
afterAll(() => ctx?.close())

const addAs = (headers: Record<string, string>, body: unknown) =>
  sendJson(ctx, 'POST', '/api/wishlist', headers, body)
const add = (caller: Caller | 'anonymous', body: unknown) => addAs(headersOf(caller), body)
const listAs = (headers: Record<string, string>, query: string) =>
  sendJson(ctx, 'GET', `/api/wishlist${query}`, headers)
const list = (caller: Caller | 'anonymous', query: string) => listAs(headersOf(caller), query)
const remove = (caller: Caller | 'anonymous', id: string) =>
  sendJson(ctx, 'DELETE', `/api/wishlist/${id}`, headersOf(caller))

async function listOk(response: Response): Promise<{ total: number; items: WishlistItem[] }> {
  const text = await response.text()
  expect(response.status, text).toBe(200)
  const items = JSON.parse(text) as WishlistItem[]
  for (const item of items) wishlistItemSchema.strict().parse(item)
  return { total: Number(response.headers.get('X-Total-Count')), items }
}

async function entryCount(userId?: string, propertyIdValue?: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(
      and(
        userId ? eq(wishlistItems.userId, userId) : undefined,
        propertyIdValue ? eq(wishlistItems.propertyId, propertyIdValue) : undefined,
      ),
    )
  return row?.n ?? 0
}

/** A verified listing of agent@example.com (or of `agentId`), made for one test. */
const listingOf = (
  agentId: string | null = ids.agent,
  values: Partial<typeof properties.$inferInsert> = {},
) => insertProperty(ctx.db, { ...values, agentId })

async function entry(userId: string, propertyIdValue: string, createdAt = new Date()) {
  const [row] = await ctx.db
    .insert(wishlistItems)
    .values({ userId, propertyId: propertyIdValue, createdAt })
    .returning()
  if (!row) throw new Error('no wishlist row')
  return row
}

/** A fresh account with role user, signed in through the API. */
async function freshUser() {
  const user = await insertAccount(ctx.db)
  return { user, session: await signIn(ctx, user.email, TEST_PASSWORD) }
}

describe('POST /api/wishlist', () => {
  it('answers 401 without a token', async () => {
    const property = await listingOf()
    await expectApiError(await add('anonymous', { propertyId: property.id }), 401)
  })

  it.each(['agent', 'otherAgent', 'admin', 'fraud'] as const)(
    'refuses a %s account with 403',
    async (caller) => {
      const property = await listingOf()
      await expectApiError(await add(caller, { propertyId: property.id }), 403, 'Only user')
      expect(await entryCount(undefined, property.id)).toBe(0)
    },
  )

  it('adds a public listing for the caller, ignoring every other field the client sends', async () => {
    const property = await listingOf(ids.agent, {
      title: 'Wished House',
      priceLow: 250_000,
      priceHigh: 275_500,
      currency: 'USD',
    })
    const response = await add('user', {
      propertyId: property.id,
      userEmail: demo.otherUser,
      userId: ids.otherUser,
      title: 'Spoofed Title',
      image: 'https://evil.example/x.png',
      priceRange: '$1 - $2',
      agentName: 'Spoofed Agent',
      agentEmail: 'spoof@example.com',
      verificationStatus: 'verified',
    })
    const text = await response.text()
    expect(response.status, text).toBe(201)
    const { insertedId } = JSON.parse(text) as { insertedId: string }

    const [row] = await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.id, insertedId))
    expect(row).toMatchObject({ userId: ids.user, propertyId: property.id })
    expect(await entryCount(ids.otherUser, property.id)).toBe(0)

    const { items } = await listOk(await list('user', `?email=${enc(demo.user)}&limit=100`))
    const [agent] = await ctx.db.select().from(users).where(eq(users.id, ids.agent))
    expect(items.find((item) => item._id === insertedId)).toEqual({
      _id: insertedId,
      propertyId: property.id,
      userEmail: demo.user,
      title: 'Wished House',
      image: property.image,
      location: property.location,
      priceRange: formatPriceRange(250_000, 275_500, ctx.config.currency),
      priceLow: 250_000,
      priceHigh: 275_500,
      currency: 'USD',
      priceDrop: null,
      category: property.category,
      listingType: property.listingType,
      agentName: 'Marcus Reed',
      agentEmail: demo.agent,
      agentImage: agent?.image ?? null,
      verificationStatus: 'verified',
      isSold: false,
      underContract: false,
      createdAt: row?.createdAt.toISOString(),
    })
    expect(items.find((item) => item._id === insertedId)?.priceRange).toBe('$250,000 - $275,500')
  })

  it("refuses a second entry for the same listing with 409; another user's entry is their own", async () => {
    const property = await listingOf()
    expect((await add('user', { propertyId: property.id })).status).toBe(201)
    await expectApiError(await add('user', { propertyId: property.id }), 409, 'Already in your wishlist')
    expect((await add('otherUser', { propertyId: property.id })).status).toBe(201)
    expect(await entryCount(ids.user, property.id)).toBe(1)
    expect(await entryCount(undefined, property.id)).toBe(2)
  })

  it('lets exactly one of several concurrent adds of the same listing succeed', async () => {
    const { user, session } = await freshUser()
    const property = await listingOf()
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => addAs(session.headers, { propertyId: property.id })),
    )
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
    for (const response of responses.filter((r) => r.status === 409)) {
      await expectApiError(response, 409, 'Already in your wishlist')
    }
    expect(await entryCount(user.id, property.id)).toBe(1)
  })

  it('refuses a listing sold through a bought offer with 409', async () => {
    const property = await listingOf()
    await insertOffer(ctx.db, { property, buyer: (await freshUser()).user, status: 'bought' })
    await expectApiError(await add('user', { propertyId: property.id }), 409, 'This property is already sold')
  })

  it('accepts a listing with a pending or accepted offer (not sold yet)', async () => {
    const property = await listingOf()
    const { user } = await freshUser()
    await insertOffer(ctx.db, { property, buyer: user, status: 'accepted' })
    expect((await add('user', { propertyId: property.id })).status).toBe(201)
  })

  it.each([
    ['a pending listing', () => listingOf(ids.agent, { verificationStatus: 'pending' })],
    ['a rejected listing', () => listingOf(ids.agent, { verificationStatus: 'rejected' })],
    ["a fraud agent's listing", () => listingOf(ids.fraud)],
  ])('answers 404 for %s', async (_label, make) => {
    const property = await make()
    await expectApiError(await add('user', { propertyId: property.id }), 404)
    expect(await entryCount(undefined, property.id)).toBe(0)
  })

  it('answers 404 for a property that does not exist', async () => {
    await expectApiError(await add('user', { propertyId: MISSING_ID }), 404)
  })

  it.each([
    ['a property id that is not a uuid', { propertyId: 'lakeside' }],
    ['an empty property id', { propertyId: '' }],
    ['no property id', { title: 'Only a title' }],
    ['a numeric property id', { propertyId: 42 }],
  ])('answers 400 naming propertyId for %s', async (_label, body) => {
    await expectApiError(await add('user', body), 400, 'propertyId')
  })

  it('answers 400, not 500, for a body that is not JSON, not an object, or missing', async () => {
    const response = await ctx.request('/api/wishlist', {
      method: 'POST',
      headers: { ...as.user.headers, 'Content-Type': 'application/json' },
      body: '{"propertyId":',
    })
    await expectApiError(response, 400)
    await expectApiError(await sendJson(ctx, 'POST', '/api/wishlist', as.user.headers), 400)
    await expectApiError(await add('user', [MISSING_ID]), 400, 'expected object')
  })
})

describe('GET /api/wishlist?email=', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await list('anonymous', `?email=${enc(demo.user)}`), 401)
  })

  it("lists the caller's entries newest first, paginated, with X-Total-Count", async () => {
    const { user, session } = await freshUser()
    const made = []
    for (const age of [3, 1, 4, 2, 5]) {
      const property = await listingOf(ids.otherAgent, { title: `${age} days wished` })
      made.push(await entry(user.id, property.id, daysAgo(age)))
    }
    const all = await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))
    expect(all.total).toBe(5)
    expect(all.items.map((item) => item.title)).toEqual([1, 2, 3, 4, 5].map((age) => `${age} days wished`))
    expect(all.items.every((item) => item.userEmail === user.email && item.agentName === 'Priya Shah')).toBe(
      true,
    )

    const page = await listOk(await listAs(session.headers, `?email=${enc(user.email)}&page=2&limit=2`))
    expect(page.total).toBe(5)
    expect(page.items).toEqual(all.items.slice(2, 4))
    expect(await listOk(await listAs(session.headers, `?email=${enc(user.email)}&page=4&limit=2`))).toEqual({
      total: 5,
      items: [],
    })
  })

  it('reads the e-mail case-insensitively', async () => {
    const { user, session } = await freshUser()
    await entry(user.id, (await listingOf()).id)
    expect(
      (await listOk(await listAs(session.headers, `?email=${enc(user.email.toUpperCase())}`))).total,
    ).toBe(1)
  })

  it("shows the listing's current summary, its agent and whether it is sold", async () => {
    const { user, session } = await freshUser()
    const agent = await insertAgent(ctx.db, { name: 'Live Agent', image: '/uploads/live.webp' })
    const property = await listingOf(agent.id, { title: 'Old Title' })
    const wished = await entry(user.id, property.id)

    await ctx.db
      .update(properties)
      .set({ title: 'New Title', priceLow: 300_000, priceHigh: 310_000 })
      .where(eq(properties.id, property.id))
    await insertOffer(ctx.db, { property, buyer: user, status: 'bought' })

    const { items } = await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      _id: wished.id,
      title: 'New Title',
      priceRange: formatPriceRange(300_000, 310_000, ctx.config.currency),
      agentName: 'Live Agent',
      agentEmail: agent.email,
      agentImage: '/uploads/live.webp',
      isSold: true,
      underContract: true,
    })
  })

  it('says a listing with an accepted offer is under contract but not sold', async () => {
    const { user, session } = await freshUser()
    const property = await listingOf()
    await entry(user.id, property.id)
    const buyer = await insertUser(ctx.db)
    await insertOffer(ctx.db, { property, buyer, status: 'accepted' })

    const { items } = await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))
    expect(items[0]).toMatchObject({ isSold: false, underContract: true })
  })

  it("hides an entry whose agent's account was deleted (the listing is no longer public)", async () => {
    const { user, session } = await freshUser()
    const agent = await insertAgent(ctx.db)
    await entry(user.id, (await listingOf(agent.id)).id)
    await ctx.db.delete(users).where(eq(users.id, agent.id))
    const { items, total } = await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))
    expect(items).toEqual([])
    expect(total).toBe(0)
  })

  it('hides entries whose listing is no longer public (agent marked fraud, listing rejected), without deleting them', async () => {
    const { user, session } = await freshUser()
    const agent = await insertAgent(ctx.db)
    const fraudsListing = await entry(user.id, (await listingOf(agent.id)).id, daysAgo(3))
    const rejected = await listingOf()
    await entry(user.id, rejected.id, daysAgo(2))
    const kept = await entry(user.id, (await listingOf()).id, daysAgo(1))
    expect((await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))).total).toBe(3)

    const marked = await sendJson(ctx, 'PATCH', `/api/users/mark-fraud/${enc(agent.email)}`, as.admin.headers)
    expect(marked.status, await marked.clone().text()).toBe(200)
    await ctx.db
      .update(properties)
      .set({ verificationStatus: 'rejected' })
      .where(eq(properties.id, rejected.id))

    const after = await listOk(await listAs(session.headers, `?email=${enc(user.email)}`))
    expect(after).toMatchObject({ total: 1, items: [{ _id: kept.id }] })
    expect(await entryCount(user.id)).toBe(3)

    // The owner can still remove a hidden entry by its id.
    const removed = await sendJson(ctx, 'DELETE', `/api/wishlist/${fraudsListing.id}`, session.headers)
    expect(await removed.json()).toEqual({ deletedCount: 1 })
    expect(await entryCount(user.id)).toBe(2)
    expect(await entryCount(user.id, rejected.id)).toBe(1)
  })

  it('is an empty list for an account with no entries (whatever its role)', async () => {
    for (const caller of ['agent', 'fraud', 'admin'] as const) {
      expect(await listOk(await list(caller, `?email=${enc(demo[caller])}`))).toEqual({ total: 0, items: [] })
    }
  })

  it.each([
    ['user', 'otherUser'],
    ['otherUser', 'user'],
    ['agent', 'user'],
    ['otherAgent', 'user'],
    ['fraud', 'user'],
    ['admin', 'user'],
  ] as const)('refuses a %s reading the wishlist of %s with 403', async (caller, owner) => {
    await entry(ids[owner], (await listingOf()).id)
    await expectApiError(await list(caller, `?email=${enc(demo[owner])}`), 403, 'your own wishlist')
  })

  it.each([
    ['', 'email'],
    ['?email=', 'email'],
    ['?email=not-an-email', 'email'],
    [`?email=${enc(demo.user)}&page=0`, 'page'],
    [`?email=${enc(demo.user)}&page=x`, 'page'],
    [`?email=${enc(demo.user)}&limit=0`, 'limit'],
    [`?email=${enc(demo.user)}&limit=101`, 'limit'],
  ])('answers 400 for ?%s', async (query, field) => {
    const error = await expectApiError(await list('user', query), 400)
    expect(error.error.message).toMatch(new RegExp(`^${field}: `))
  })
})

describe('DELETE /api/wishlist/{id}', () => {
  it('answers 401 without a token', async () => {
    const wished = await entry(ids.user, (await listingOf()).id)
    await expectApiError(await remove('anonymous', wished.id), 401)
    expect(await entryCount(ids.user, wished.propertyId)).toBe(1)
  })

  it('lets the owner remove their entry, then answers 404', async () => {
    const wished = await entry(ids.user, (await listingOf()).id)
    const response = await remove('user', wished.id)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toEqual({ deletedCount: 1 })
    expect(await entryCount(ids.user, wished.propertyId)).toBe(0)
    await expectApiError(await remove('user', wished.id), 404)
  })

  it.each(['otherUser', 'agent', 'otherAgent', 'fraud', 'admin'] as const)(
    "answers 404 to a %s removing someone else's entry, and keeps it",
    async (caller) => {
      const wished = await entry(ids.user, (await listingOf()).id)
      await expectApiError(await remove(caller, wished.id), 404)
      expect(await entryCount(ids.user, wished.propertyId)).toBe(1)
    },
  )

  it('answers 404 for an entry that does not exist', async () => {
    await expectApiError(await remove('user', MISSING_ID), 404)
  })

  it('answers 400 naming id for an id that is not a uuid', async () => {
    await expectApiError(await remove('user', 'not-a-uuid'), 400, 'id: ')
  })
})

describe('deleting a user (DELETE /api/users/{email}, admin)', () => {
  it('removes their wishlist and reviews, and keeps the listings', async () => {
    const { user, session } = await freshUser()
    const property = await listingOf()
    expect((await addAs(session.headers, { propertyId: property.id })).status).toBe(201)
    const posted = await sendJson(ctx, 'POST', '/api/reviews', session.headers, {
      propertyId: property.id,
      description: 'Soon gone',
    })
    expect(posted.status).toBe(201)
    const { insertedId: reviewId } = (await posted.json()) as { insertedId: string }

    const deleted = await sendJson(ctx, 'DELETE', `/api/users/${enc(user.email)}`, as.admin.headers)
    expect(deleted.status, await deleted.clone().text()).toBe(200)

    expect(await entryCount(user.id)).toBe(0)
    const [left] = await ctx.db.select({ n: count() }).from(reviews).where(eq(reviews.userId, user.id))
    expect(left?.n).toBe(0)
    await expectApiError(await sendJson(ctx, 'DELETE', `/api/reviews/${reviewId}`, as.admin.headers), 404)
    const [listing] = await ctx.db.select().from(properties).where(eq(properties.id, property.id))
    expect(listing).toBeDefined()
    // Their token no longer works.
    await expectApiError(await listAs(session.headers, `?email=${enc(user.email)}`), 401)
  })
})

describe('wishlist prices in the configured currency', () => {
  let euro: TestContext
  beforeAll(async () => {
    euro = await createTestContext({ env: { CURRENCY: 'EUR', SIGN_IN_RATE_LIMIT: '1000' } })
  })
  afterAll(() => euro?.close())

  it('formats priceRange in the listing’s currency', async () => {
    const user = await insertAccount(euro.db)
    const agent = await insertAgent(euro.db)
    const property = await insertProperty(euro.db, {
      agentId: agent.id,
      priceLow: 1_000,
      priceHigh: 2_500.5,
      currency: 'EUR',
    })
    const session = await signIn(euro, user.email, TEST_PASSWORD)
    const added = await sendJson(euro, 'POST', '/api/wishlist', session.headers, { propertyId: property.id })
    expect(added.status).toBe(201)
    const response = await sendJson(euro, 'GET', `/api/wishlist?email=${enc(user.email)}`, session.headers)
    const [item] = (await response.json()) as WishlistItem[]
    expect(item?.priceRange).toBe('€1,000 - €2,500.50')
  })
})
