import { type PublicReview, publicReviewSchema, type Review, reviewSchema } from '@keyhaven/contract'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviews, users } from '../db/schema.ts'
import { DEMO_CALLERS, type DemoCaller, sendJson, signInDemoCallers } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { daysAgo, insertOffer, insertProperty, insertReview, insertUser } from '../test/factories.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// One seeded database for the file; the demo accounts play the callers. Tests add the listings and reviews
// they need with the factories and never depend on the exact number of seeded reviews.

let ctx: TestContext
type Caller = DemoCaller
const demo = DEMO_CALLERS
let as: Record<Caller, SignedIn>
let ids: Record<Caller, string>
// Listings no test reviews through the API: a verified one of agent@example.com, and one of each kind the
// public cannot see (pending and rejected ones of agent@example.com, a fraud agent's).
const listing = {} as Record<'open' | 'pending' | 'rejected' | 'fraudAgents', string>

const headersOf = (caller: Caller | 'anonymous') => (caller === 'anonymous' ? {} : as[caller].headers)
const enc = encodeURIComponent

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000' } })
  ;({ as, ids } = await signInDemoCallers(ctx))
  listing.open = (await insertProperty(ctx.db, { agentId: ids.agent })).id
  listing.pending = (await insertProperty(ctx.db, { agentId: ids.agent, verificationStatus: 'pending' })).id
  listing.rejected = (await insertProperty(ctx.db, { agentId: ids.agent, verificationStatus: 'rejected' })).id
  listing.fraudAgents = (await insertProperty(ctx.db, { agentId: ids.fraud })).id
})
afterAll(() => ctx?.close())

const postReview = (caller: Caller | 'anonymous', body: unknown) =>
  sendJson(ctx, 'POST', '/api/reviews', headersOf(caller), body)
const getAs = (caller: Caller | 'anonymous', path: string) => sendJson(ctx, 'GET', path, headersOf(caller))
const deleteAs = (caller: Caller | 'anonymous', path: string) =>
  sendJson(ctx, 'DELETE', path, headersOf(caller))

async function listOk<T>(response: Response): Promise<{ total: number; items: T[] }> {
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return { total: Number(response.headers.get('X-Total-Count')), items: JSON.parse(text) as T[] }
}

async function reviewCount(where = undefined as ReturnType<typeof eq> | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(reviews).where(where)
  return row?.n ?? 0
}

const reviewRow = async (id: string) => (await ctx.db.select().from(reviews).where(eq(reviews.id, id)))[0]

/**
 * A property of its own (verified, by agent@example.com) with `ages.length` reviews, one per reviewer (a user
 * reviews a listing once): the two demo users first, then fresh user accounts.
 */
async function reviewedProperty(ages: number[]) {
  const property = await insertProperty(ctx.db, { agentId: ids.agent })
  for (const [index, age] of ages.entries()) {
    const reviewerId = [ids.user, ids.otherUser][index] ?? (await insertUser(ctx.db)).id
    await insertReview(ctx.db, {
      propertyId: property.id,
      userId: reviewerId,
      description: `${age} days old`,
      createdAt: daysAgo(age),
    })
  }
  return property
}

describe('POST /api/reviews', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await postReview('anonymous', { propertyId: listing.open, description: 'Hi' }), 401)
  })

  it.each(['agent', 'otherAgent', 'admin', 'fraud'] as const)(
    'refuses a %s account with 403',
    async (caller) => {
      const before = await reviewCount()
      await expectApiError(await postReview(caller, { propertyId: listing.open, description: 'Nice' }), 403)
      expect(await reviewCount()).toBe(before)
    },
  )

  it("stores a user's review with title, agent, reviewer and date from the server, ignoring spoofed fields", async () => {
    const property = await insertProperty(ctx.db, { agentId: ids.agent })
    const response = await postReview('user', {
      propertyId: property.id,
      description: '  Spacious and bright.  ',
      propertyTitle: 'Spoofed Title',
      agentName: 'Spoofed Agent',
      reviewerEmail: demo.otherUser,
      reviewerName: 'Mallory',
      reviewerImage: 'https://evil.example/x.png',
      createdAt: '2000-01-01T00:00:00.000Z',
      userId: ids.otherUser,
    })
    const text = await response.text()
    expect(response.status, text).toBe(201)
    const { insertedId } = JSON.parse(text) as { insertedId: string }

    const row = await reviewRow(insertedId)
    expect(row).toMatchObject({
      propertyId: property.id,
      userId: ids.user,
      description: 'Spacious and bright.',
    })
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000)

    const [reviewer] = await ctx.db.select().from(users).where(eq(users.id, ids.user))
    expect(reviewer?.image).toMatch(/^\/uploads\//)
    const { items } = await listOk<Review>(await getAs('user', `/api/reviews?email=${enc(demo.user)}`))
    expect(items[0]).toEqual({
      _id: insertedId,
      propertyId: property.id,
      propertyTitle: property.title,
      agentName: 'Marcus Reed',
      reviewerName: 'Lena Park',
      reviewerEmail: demo.user,
      reviewerImage: reviewer?.image,
      description: 'Spacious and bright.',
      createdAt: row?.createdAt.toISOString(),
    })
    const sams = await listOk<Review>(await getAs('otherUser', `/api/reviews?email=${enc(demo.otherUser)}`))
    expect(sams.items.map((review) => review._id)).not.toContain(insertedId)
  })

  it('accepts a review of a sold listing', async () => {
    const property = await insertProperty(ctx.db, { agentId: ids.agent })
    await insertOffer(ctx.db, { property, buyer: await insertUser(ctx.db), status: 'bought' })
    const response = await postReview('user', { propertyId: property.id, description: 'Sold fast.' })
    expect(response.status, await response.clone().text()).toBe(201)
  })

  it.each([
    ['a pending listing', 'pending'],
    ['a rejected listing', 'rejected'],
    ["a fraud agent's listing", 'fraudAgents'],
  ] as const)('answers 404 for %s', async (_label, key) => {
    const before = await reviewCount()
    await expectApiError(await postReview('user', { propertyId: listing[key], description: 'Hm' }), 404)
    expect(await reviewCount()).toBe(before)
  })

  it('answers 404 for a property id that does not exist', async () => {
    const body = { propertyId: '00000000-0000-4000-8000-000000000000', description: 'Hm' }
    await expectApiError(await postReview('user', body), 404, 'No property')
  })

  it.each([
    ['a property id that is not a uuid', { propertyId: 'lakeside', description: 'Hi' }, 'propertyId'],
    ['no property id', { description: 'Hi' }, 'propertyId'],
    ['an empty property id', { propertyId: '', description: '' }, 'propertyId'],
    ['a null property id', { propertyId: null, description: 'Hi' }, 'propertyId'],
  ])('answers 400 naming the field for %s', async (_label, body, field) => {
    const error = await expectApiError(await postReview('user', body), 400)
    expect(error.error.message).toContain(field)
  })

  it.each([
    ['empty', ''],
    ['only spaces', '   \n '],
    ['missing', undefined],
    ['not text', 42],
    ['longer than 2000 characters', 'x'.repeat(2001)],
  ])('answers 400 naming description when it is %s', async (_label, description) => {
    const before = await reviewCount()
    const error = await expectApiError(
      await postReview('user', { propertyId: listing.open, description }),
      400,
    )
    expect(error.error.message).toMatch(/^description: /)
    expect(await reviewCount()).toBe(before)
  })

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const response = await ctx.request('/api/reviews', {
      method: 'POST',
      headers: { ...as.user.headers, 'Content-Type': 'application/json' },
      body: '{"propertyId":',
    })
    await expectApiError(response, 400)
  })

  it('answers 400 for a missing body', async () => {
    await expectApiError(await sendJson(ctx, 'POST', '/api/reviews', as.user.headers), 400)
  })
})

// The list's address, and the original client's one, which is still served.
describe.each([
  ['GET /api/properties/{id}/reviews', (id: string) => `/api/properties/${id}/reviews`, 'id'],
  ['GET /api/reviews/{propertyId}', (id: string) => `/api/reviews/${id}`, 'propertyId'],
])('%s', (_, reviewsOf, idField) => {
  it('answers 401 without a token', async () => {
    await expectApiError(await getAs('anonymous', reviewsOf(listing.open)), 401)
  })

  it.each(['user', 'otherUser', 'agent', 'otherAgent', 'admin', 'fraud'] as const)(
    "lists a public listing's reviews, newest first, without e-mails, to a %s account",
    async (caller) => {
      const property = await reviewedProperty([3, 1, 2])
      const response = await getAs(caller, reviewsOf(property.id))
      const text = await response.clone().text()
      expect(text).not.toMatch(/email|@example/i)
      const { total, items } = await listOk<PublicReview>(response)
      expect(total).toBe(3)
      expect(items.map((review) => review.description)).toEqual(['1 days old', '2 days old', '3 days old'])
      for (const review of items) publicReviewSchema.strict().parse(review)
      expect(items[0]).toMatchObject({
        propertyId: property.id,
        propertyTitle: property.title,
        agentName: 'Marcus Reed',
        reviewerName: 'Sam Rivera',
      })
    },
  )

  it('pages with ?page=&limit= and keeps the total in X-Total-Count', async () => {
    const property = await reviewedProperty([5, 4, 3, 2, 1])
    const { total, items } = await listOk<PublicReview>(
      await getAs('user', `${reviewsOf(property.id)}?page=2&limit=2`),
    )
    expect(total).toBe(5)
    expect(items.map((review) => review.description)).toEqual(['3 days old', '4 days old'])
    const past = await listOk<PublicReview>(await getAs('user', `${reviewsOf(property.id)}?page=9&limit=2`))
    expect(past).toEqual({ total: 5, items: [] })
  })

  it('is an empty list for a public listing nobody has reviewed', async () => {
    const property = await insertProperty(ctx.db, { agentId: ids.otherAgent })
    expect(await listOk(await getAs('user', reviewsOf(property.id)))).toEqual({ total: 0, items: [] })
  })

  it('answers 404 for a property that does not exist', async () => {
    await expectApiError(await getAs('user', reviewsOf('00000000-0000-4000-8000-000000000000')), 404)
  })

  it('hides a listing the public cannot see, except from an admin and its own agent', async () => {
    const fraudAgents = await insertProperty(ctx.db, { agentId: ids.fraud })
    await insertReview(ctx.db, { propertyId: fraudAgents.id, userId: ids.user, description: 'Too good' })
    await expectApiError(await getAs('user', reviewsOf(fraudAgents.id)), 404)
    await expectApiError(await getAs('otherAgent', reviewsOf(fraudAgents.id)), 404)
    expect((await listOk(await getAs('admin', reviewsOf(fraudAgents.id)))).total).toBe(1)

    await expectApiError(await getAs('user', reviewsOf(listing.pending)), 404)
    await expectApiError(await getAs('otherAgent', reviewsOf(listing.pending)), 404)
    expect((await getAs('agent', reviewsOf(listing.pending))).status).toBe(200)
    expect((await getAs('admin', reviewsOf(listing.rejected))).status).toBe(200)
  })

  it.each([
    ['not-a-uuid', '', idField],
    ['12345', '', idField],
    ['PROPERTY', '?page=0', 'page'],
    ['PROPERTY', '?page=abc', 'page'],
    ['PROPERTY', '?limit=0', 'limit'],
    ['PROPERTY', '?limit=101', 'limit'],
    ['PROPERTY', '?limit=1.5', 'limit'],
  ])('answers 400 for %s%s', async (id, query, field) => {
    const path = `${reviewsOf(id.replace('PROPERTY', listing.open))}${query}`
    const error = await expectApiError(await getAs('user', path), 400)
    expect(error.error.message).toMatch(new RegExp(`^${field}: `))
    expect(error.error.field).toBe(field)
  })

  it('does not take /reviews/latest or /reviews/all for a property id', async () => {
    expect((await getAs('anonymous', '/api/reviews/latest')).status).toBe(200)
    expect((await getAs('user', '/api/reviews/latest')).status).toBe(200)
    await expectApiError(await getAs('user', '/api/reviews/all'), 403)
    expect((await getAs('admin', '/api/reviews/all')).status).toBe(200)
  })
})

describe('GET /api/reviews?email=', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await getAs('anonymous', `/api/reviews?email=${enc(demo.user)}`), 401)
  })

  it("lists the caller's own reviews, newest first, with their e-mail", async () => {
    const response = await getAs('otherUser', `/api/reviews?email=${enc(demo.otherUser)}&limit=100`)
    const { total, items } = await listOk<Review>(response)
    expect(total).toBe(await reviewCount(eq(reviews.userId, ids.otherUser)))
    expect(items).toHaveLength(total)
    for (const review of items) {
      reviewSchema.strict().parse(review)
      expect(review).toMatchObject({ reviewerEmail: demo.otherUser, reviewerName: 'Sam Rivera' })
    }
    const times = items.map((review) => review.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('reads the e-mail case-insensitively', async () => {
    const { items } = await listOk<Review>(
      await getAs('user', `/api/reviews?email=${enc('USER@Example.com')}`),
    )
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((review) => review.reviewerEmail === demo.user)).toBe(true)
  })

  it('pages with ?page=&limit=', async () => {
    const all = await listOk<Review>(await getAs('user', `/api/reviews?email=${enc(demo.user)}&limit=100`))
    const second = await listOk<Review>(
      await getAs('user', `/api/reviews?email=${enc(demo.user)}&page=2&limit=1`),
    )
    expect(second.total).toBe(all.total)
    expect(second.items).toEqual(all.items.slice(1, 2))
  })

  it('is an empty list for an account without reviews', async () => {
    expect(await listOk(await getAs('agent', `/api/reviews?email=${enc(demo.agent)}`))).toEqual({
      total: 0,
      items: [],
    })
  })

  it.each([
    ['user', 'otherUser'],
    ['otherUser', 'user'],
    ['agent', 'user'],
    ['otherAgent', 'user'],
    ['fraud', 'user'],
  ] as const)('refuses a %s reading the reviews of %s with 403', async (caller, owner) => {
    await expectApiError(await getAs(caller, `/api/reviews?email=${enc(demo[owner])}`), 403)
  })

  it("lets an admin read anyone's reviews", async () => {
    const asOwner = await listOk<Review>(
      await getAs('user', `/api/reviews?email=${enc(demo.user)}&limit=100`),
    )
    const asAdmin = await listOk<Review>(
      await getAs('admin', `/api/reviews?email=${enc(demo.user)}&limit=100`),
    )
    expect(asAdmin).toEqual(asOwner)
    expect(asAdmin.total).toBeGreaterThan(0)
  })

  it.each([
    ['/api/reviews', 'email'],
    ['/api/reviews?email=', 'email'],
    ['/api/reviews?email=not-an-email', 'email'],
    [`/api/reviews?email=${enc(demo.user)}&page=0`, 'page'],
    [`/api/reviews?email=${enc(demo.user)}&limit=abc`, 'limit'],
    [`/api/reviews?email=${enc(demo.user)}&limit=1000`, 'limit'],
  ])('answers 400 for %s', async (path, field) => {
    const error = await expectApiError(await getAs('user', path), 400)
    expect(error.error.message).toMatch(new RegExp(`^${field}: `))
    expect(error.error.field).toBe(field)
  })
})

describe('GET /api/reviews/all', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await getAs('anonymous', '/api/reviews/all'), 401)
  })

  it.each(['user', 'otherUser', 'agent', 'otherAgent', 'fraud'] as const)(
    'refuses a %s account with 403',
    async (caller) => {
      await expectApiError(await getAs(caller, '/api/reviews/all'), 403)
    },
  )

  it('lists every review to an admin, newest first, with reviewer e-mails, including hidden listings', async () => {
    const hidden = await insertReview(ctx.db, {
      propertyId: listing.rejected,
      userId: ids.otherUser,
      description: 'On a rejected listing',
      createdAt: daysAgo(0.001),
    })
    const { total, items } = await listOk<Review>(await getAs('admin', '/api/reviews/all?limit=100'))
    expect(total).toBe(await reviewCount())
    expect(items).toHaveLength(Math.min(total, 100))
    for (const review of items) reviewSchema.strict().parse(review)
    const times = items.map((review) => review.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(items.map((review) => review._id)).toContain(hidden.id)
    const authors = await ctx.db
      .select({ id: reviews.id, email: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
    const authorOf = new Map(authors.map((author) => [author.id, author.email]))
    expect(items.map((review) => review.reviewerEmail)).toEqual(
      items.map((review) => authorOf.get(review._id)),
    )

    const page = await listOk<Review>(await getAs('admin', '/api/reviews/all?page=3&limit=2'))
    expect(page.total).toBe(total)
    expect(page.items).toEqual(items.slice(4, 6))
  })

  it.each([
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
  ])('answers 400 for %s', async (query, field) => {
    const error = await expectApiError(await getAs('admin', `/api/reviews/all${query}`), 400)
    expect(error.error.message).toMatch(new RegExp(`^${field}: `))
    expect(error.error.field).toBe(field)
  })
})

describe('DELETE /api/reviews/{id}', () => {
  // Each on a listing of its own: a user reviews a listing once.
  const own = async (caller: Caller) => {
    const property = await insertProperty(ctx.db, { agentId: ids.agent })
    return insertReview(ctx.db, { propertyId: property.id, userId: ids[caller], description: `by ${caller}` })
  }

  it('answers 401 without a token', async () => {
    const review = await own('user')
    await expectApiError(await deleteAs('anonymous', `/api/reviews/${review.id}`), 401)
    expect(await reviewRow(review.id)).toBeDefined()
  })

  it('lets the author delete their own review with ?email= of their own, then answers 404', async () => {
    const review = await own('user')
    const response = await deleteAs('user', `/api/reviews/${review.id}?email=${enc(demo.user)}`)
    expect(response.status, await response.clone().text()).toBe(200)
    expect(await response.json()).toEqual({ deletedCount: 1 })
    expect(await reviewRow(review.id)).toBeUndefined()
    await expectApiError(await deleteAs('user', `/api/reviews/${review.id}?email=${enc(demo.user)}`), 404)
  })

  it('lets the author delete their own review without ?email=', async () => {
    const review = await own('otherUser')
    const response = await deleteAs('otherUser', `/api/reviews/${review.id}`)
    expect(await response.json()).toEqual({ deletedCount: 1 })
  })

  it("refuses a user deleting another user's review with 403, with or without ?email=", async () => {
    const review = await own('otherUser')
    await expectApiError(await deleteAs('user', `/api/reviews/${review.id}`), 403)
    await expectApiError(await deleteAs('user', `/api/reviews/${review.id}?email=${enc(demo.user)}`), 403)
    await expectApiError(
      await deleteAs('user', `/api/reviews/${review.id}?email=${enc(demo.otherUser)}`),
      403,
    )
    expect(await reviewRow(review.id)).toBeDefined()
  })

  it("refuses ?email= of someone else even on the caller's own review", async () => {
    const review = await own('user')
    await expectApiError(
      await deleteAs('user', `/api/reviews/${review.id}?email=${enc(demo.otherUser)}`),
      403,
    )
    expect(await reviewRow(review.id)).toBeDefined()
  })

  it.each(['agent', 'otherAgent', 'fraud'] as const)('refuses a %s account with 403', async (caller) => {
    const review = await own('user')
    await expectApiError(await deleteAs(caller, `/api/reviews/${review.id}`), 403)
    await expectApiError(await deleteAs(caller, `/api/reviews/${review.id}?email=${enc(demo.user)}`), 403)
    expect(await reviewRow(review.id)).toBeDefined()
  })

  it('lets an admin delete any review, with or without ?email=', async () => {
    const first = await own('user')
    const second = await own('otherUser')
    expect(await (await deleteAs('admin', `/api/reviews/${first.id}`)).json()).toEqual({ deletedCount: 1 })
    const response = await deleteAs('admin', `/api/reviews/${second.id}?email=${enc(demo.otherUser)}`)
    expect(await response.json()).toEqual({ deletedCount: 1 })
    expect(await reviewRow(first.id)).toBeUndefined()
    expect(await reviewRow(second.id)).toBeUndefined()
  })

  it.each(['user', 'admin'] as const)(
    'answers 404 to a %s for a review that does not exist',
    async (caller) => {
      await expectApiError(await deleteAs(caller, '/api/reviews/00000000-0000-4000-8000-000000000000'), 404)
    },
  )

  it.each([
    ['/api/reviews/not-a-uuid', 'id'],
    ['/api/reviews/00000000-0000-4000-8000-000000000000?email=nope', 'email'],
  ])('answers 400 for %s', async (path, field) => {
    const error = await expectApiError(await deleteAs('user', path), 400)
    expect(error.error.message).toMatch(new RegExp(`^${field}: `))
    expect(error.error.field).toBe(field)
  })
})
