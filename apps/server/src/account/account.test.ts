import { type AccountExport, accountExportSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  calendarFeeds,
  inquiryMessages,
  inquiryThreads,
  notifications,
  offers,
  payments,
  rentalApplications,
  savedSearches,
  twoFactors,
  users,
  viewings,
  wishlistItems,
} from '../db/schema.ts'
import { insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertOffer, insertProperty, insertReview } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
})
afterAll(() => ctx?.close())

/** A buyer who has done a bit of everything: wishlist, an offer paid for, a review, an inquiry, a saved search. */
async function buyerWithActivity() {
  const buyer = await insertAccount(ctx.db, { name: 'Active Buyer' })
  const agent = await insertAgent(ctx.db)
  const home = await insertProperty(ctx.db, { agentId: agent.id })
  const offer = await insertOffer(ctx.db, { property: home, buyer, status: 'bought', transactionId: 'tx-1' })
  await ctx.db.insert(payments).values({
    offerId: offer.id,
    transactionId: `tx-${offer.id}`,
    amount: offer.offerAmount,
    userId: buyer.id,
    email: buyer.email,
    userName: buyer.name,
    gateway: 'test',
  })
  await ctx.db.insert(wishlistItems).values({ userId: buyer.id, propertyId: home.id })
  await insertReview(ctx.db, { propertyId: home.id, userId: buyer.id })
  const [thread] = await ctx.db
    .insert(inquiryThreads)
    .values({ propertyId: home.id, buyerId: buyer.id })
    .returning()
  if (!thread) throw new Error('no thread')
  await ctx.db.insert(inquiryMessages).values({
    threadId: thread.id,
    authorId: buyer.id,
    authorName: buyer.name,
    fromAgent: false,
    body: 'Hello',
  })
  await ctx.db
    .insert(notifications)
    .values({ userId: buyer.id, kind: 'offer_accepted', title: 'Accepted', body: 'Yes', link: '/dashboard' })
  await ctx.db
    .insert(savedSearches)
    .values({ userId: buyer.id, name: 'Lisbon', query: 'lisbon', queryParsed: true })
  return { buyer, agent, home, offer, session: await signIn(ctx, buyer.email, TEST_PASSWORD) }
}

const deleteMe = (headers: Record<string, string>, body: unknown) =>
  sendJson(ctx, 'DELETE', '/api/me', headers, body)

describe('GET /api/me/export', () => {
  it('answers every section for a buyer with activity, as a download', async () => {
    const { buyer, session } = await buyerWithActivity()
    const response = await ctx.request('/api/me/export', { headers: session.headers })
    expect(response.headers.get('Content-Disposition')).toContain('attachment')
    const body = accountExportSchema.strict().parse(await expectJson<AccountExport>(response, 200))
    expect(body.profile).toMatchObject({ id: buyer.id, email: buyer.email, name: 'Active Buyer' })
    for (const section of [
      'sessions',
      'wishlist',
      'offers',
      'payments',
      'reviews',
      'inquiries',
      'inquiryMessages',
      'notifications',
      'savedSearches',
    ] as const)
      expect(body[section], section).toHaveLength(1)
    expect(JSON.stringify(body.sessions)).not.toContain(session.cookie.split('=')[1]?.split('.')[0] ?? '-')
  })

  it('holds rental applications, viewings, calendar-feed and two-factor state (no secrets), streamed in pages', async () => {
    const { buyer, agent, home, session } = await buyerWithActivity()
    const rental = await insertProperty(ctx.db, { agentId: agent.id, listingType: 'rent' })
    await ctx.db.insert(rentalApplications).values({
      propertyId: rental.id,
      renterId: buyer.id,
      moveInDate: '2030-02-01',
      leaseMonths: 12,
      occupants: 2,
      monthlyIncome: 5200,
      message: 'We are a quiet couple.',
    })
    const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
    await ctx.db.insert(viewings).values({
      propertyId: home.id,
      buyerId: buyer.id,
      agentId: agent.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
      message: 'After work, please.',
    })
    await ctx.db.insert(calendarFeeds).values({ userId: buyer.id, tokenDigest: `feed-digest-${buyer.id}` })
    await ctx.db.insert(twoFactors).values({
      id: `2fa-${buyer.id}`,
      userId: buyer.id,
      secret: 'totp-secret-x',
      backupCodes: 'backup-codes-x',
    })
    await ctx.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, buyer.id))
    // More notifications than one page of a section holds: the section is read and written in pages.
    await ctx.db.insert(notifications).values(
      Array.from({ length: 1200 }, (_, index) => ({
        userId: buyer.id,
        kind: 'offer_rejected' as const,
        title: `Rejected ${index}`,
        body: 'No',
        link: '/dashboard',
      })),
    )

    const response = await ctx.request('/api/me/export', { headers: session.headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    const reader = response.body?.getReader()
    if (!reader) throw new Error('no body')
    const chunks: Uint8Array[] = []
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
    // Written as it is read, a page at a time, rather than built whole and sent as one piece.
    expect(chunks.length).toBeGreaterThan(10)
    const text = Buffer.concat(chunks).toString('utf8')
    const body = accountExportSchema.strict().parse(JSON.parse(text))
    expect(body.rentalApplications).toEqual([
      expect.objectContaining({
        propertyId: rental.id,
        moveInDate: '2030-02-01',
        monthlyIncome: 5200,
        message: 'We are a quiet couple.',
      }),
    ])
    expect(body.viewings).toEqual([
      expect.objectContaining({ propertyId: home.id, startsAt: startsAt.toISOString() }),
    ])
    expect(body.calendarFeed).toEqual([{ createdAt: expect.any(String) }])
    expect(body.twoFactor).toEqual([
      expect.objectContaining({ enabled: true, enrolled: true, verified: true }),
    ])
    expect(body.notifications).toHaveLength(1201)
    for (const secret of [`feed-digest-${buyer.id}`, 'totp-secret-x', 'backup-codes-x']) {
      expect(text).not.toContain(secret)
    }
  })

  it('answers 401 without a token', async () => {
    await expectApiError(await ctx.request('/api/me/export'), 401)
  })
})

describe('DELETE /api/me', () => {
  it('refuses a wrong or missing password with 400 and deletes nothing', async () => {
    const buyer = await insertAccount(ctx.db)
    const session = await signIn(ctx, buyer.email, TEST_PASSWORD)
    expect(
      (await expectApiError(await deleteMe(session.headers, { password: 'wrong-one' }), 400)).error.field,
    ).toBe('password')
    expect((await expectApiError(await deleteMe(session.headers, {}), 400)).error.field).toBe('password')
    expect(await ctx.db.select().from(users).where(eq(users.id, buyer.id))).toHaveLength(1)
  })

  it('refuses with 409 while the buyer has an accepted, unpaid offer', async () => {
    const { buyer, home, session } = await buyerWithActivity()
    const other = await insertProperty(ctx.db, { agentId: home.agentId })
    await insertOffer(ctx.db, { property: other, buyer, status: 'accepted' })
    await expectApiError(await deleteMe(session.headers, { password: TEST_PASSWORD }), 409, 'not paid yet')
  })

  it("refuses with 409 while one of an agent's listings is under contract", async () => {
    const agent = await insertAccount(ctx.db, { role: 'agent' })
    const buyer = await insertAccount(ctx.db)
    const home = await insertProperty(ctx.db, { agentId: agent.id })
    await insertOffer(ctx.db, { property: home, buyer, status: 'accepted' })
    const session = await signIn(ctx, agent.email, TEST_PASSWORD)
    await expectApiError(await deleteMe(session.headers, { password: TEST_PASSWORD }), 409, 'under contract')
  })

  it('deletes the account; what is kept keeps no name or e-mail; the trail records it; the token stops working', async () => {
    const { buyer, offer, session } = await buyerWithActivity()
    const response = await deleteMe(session.headers, { password: TEST_PASSWORD })
    expect(await expectJson(response, 200)).toEqual({ deletedCount: 1 })
    expect(await ctx.db.select().from(users).where(eq(users.id, buyer.id))).toEqual([])
    const [keptOffer] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id))
    const [keptPayment] = await ctx.db.select().from(payments).where(eq(payments.offerId, offer.id))
    const kept = JSON.stringify([keptOffer, keptPayment])
    expect(keptOffer?.status).toBe('bought')
    expect(kept).not.toContain(buyer.email)
    expect(kept).not.toContain('Active Buyer')
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, buyer.id))
    expect(trail).toEqual([expect.objectContaining({ action: 'account.deleted', actorId: buyer.id })])
    expect(JSON.stringify(trail)).not.toContain(buyer.email)
    await expectApiError(await ctx.request('/api/me/export', { headers: session.headers }), 401)
  })
})
