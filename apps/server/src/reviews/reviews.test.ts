import { LATEST_REVIEWS_COUNT, publicReviewSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysAgo, insertAgent, insertProperty, insertReview, insertUser } from '../test/factories.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

type PublicReview = ReturnType<typeof publicReviewSchema.parse>

describe('GET /api/reviews/latest', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx?.close())

  it('is an empty list while nobody has reviewed anything', async () => {
    const { status, body } = await getJson(ctx, '/api/reviews/latest')
    expect(status).toBe(200)
    expect(body).toEqual([])
  })

  it(`returns the ${LATEST_REVIEWS_COUNT} newest reviews, newest first, without reviewer e-mails`, async () => {
    const { db } = ctx
    const agent = await insertAgent(db, { name: 'Alice Agent' })
    const property = await insertProperty(db, { agentId: agent.id, title: 'Reviewed House' })
    const bob = await insertAgent(db, { name: 'Bob Agent' })
    const second = await insertProperty(db, { agentId: bob.id, title: 'Second House' })
    // A deleted agent's listing (no agent) is not public: its review, the newest of all, is left out.
    const orphan = await insertProperty(db, { agentId: null, title: 'Listing without agent' })
    const rita = await insertUser(db, {
      name: 'Rita Reviewer',
      email: 'rita.reviewer@example.test',
      image: '/uploads/rita.webp',
    })
    const ron = await insertUser(db, { name: 'Ron Reviewer', email: 'ron.reviewer@example.test' })
    // Eight reviews (one per reviewer and listing), inserted out of order: the age decides the order.
    for (const age of [5, 1, 8, 3, 7, 2, 6, 4]) {
      const reviewer = age === 1 ? ron : age === 2 ? rita : await insertUser(db)
      await insertReview(db, {
        propertyId: age === 2 ? second.id : property.id,
        userId: reviewer.id,
        description: `Review from ${age} days ago`,
        createdAt: daysAgo(age),
      })
    }
    await insertReview(db, { propertyId: orphan.id, userId: ron.id, createdAt: daysAgo(0.5) })

    const response = await ctx.request('/api/reviews/latest')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).not.toContain('@example.test')
    expect(text).not.toMatch(/email/i)

    const body = JSON.parse(text) as PublicReview[]
    expect(body).toHaveLength(LATEST_REVIEWS_COUNT)
    expect(body.map((review) => review.description)).toEqual(
      [1, 2, 3, 4, 5, 6].map((age) => `Review from ${age} days ago`),
    )
    for (const review of body) publicReviewSchema.strict().parse(review)

    expect(body[0]).toMatchObject({
      propertyId: property.id,
      propertyTitle: 'Reviewed House',
      agentName: 'Alice Agent',
      reviewerName: 'Ron Reviewer',
      reviewerImage: null,
    })
    expect(body[1]).toMatchObject({
      propertyId: second.id,
      propertyTitle: 'Second House',
      agentName: 'Bob Agent',
      reviewerName: 'Rita Reviewer',
      reviewerImage: '/uploads/rita.webp',
    })
  })

  it('leaves out reviews of listings the public cannot see (pending, rejected, fraud agent)', async () => {
    const { db } = ctx
    const before = ((await getJson(ctx, '/api/reviews/latest')).body as PublicReview[]).map((r) => r._id)
    const fraud = await insertAgent(db, { role: 'fraud' })
    const reviewer = await insertUser(db)
    const hidden = [
      await insertProperty(db, { agentId: fraud.id, title: 'Fraud Listing' }),
      await insertProperty(db, { agentId: null, title: 'Pending Listing', verificationStatus: 'pending' }),
      await insertProperty(db, { agentId: null, title: 'Rejected Listing', verificationStatus: 'rejected' }),
    ]
    for (const property of hidden) {
      await insertReview(db, { propertyId: property.id, userId: reviewer.id, createdAt: daysAgo(0.01) })
    }

    const { status, body } = await getJson<PublicReview[]>(ctx, '/api/reviews/latest')
    expect(status).toBe(200)
    expect(body.map((review) => review._id)).toEqual(before)
  })
})
