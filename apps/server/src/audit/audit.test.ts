import { type AuditEntry, auditEntrySchema } from '@keyhaven/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications } from '../db/schema.ts'
import {
  type DemoCaller,
  insertAccount,
  sendJson,
  signInDemoCallers,
  TEST_PASSWORD,
} from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertOffer, insertProperty, insertReview, insertUser } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { enrolTwoFactor } from '../test/two-factor.ts'

let ctx: TestContext
let as: Record<DemoCaller, SignedIn>
let ids: Record<DemoCaller, string>

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000' } })
  ;({ as, ids } = await signInDemoCallers(ctx))
})
afterAll(() => ctx?.close())

async function auditLogPage(query: string, caller: DemoCaller = 'admin') {
  const response = await ctx.request(`/api/admin/audit-log${query}`, { headers: as[caller].headers })
  const body = await expectJson<AuditEntry[]>(response, 200)
  for (const entry of body) auditEntrySchema.strict().parse(entry)
  return { entries: body, total: Number(response.headers.get('X-Total-Count')) }
}

/** The entries about one record, newest first. */
const entriesFor = async (targetId: string) =>
  (await auditLogPage(`?targetId=${encodeURIComponent(targetId)}`)).entries

/** What a person was told by admins, oldest first. */
const notesOf = (userId: string) =>
  ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(sql`${notifications.userId} = ${userId} and ${notifications.kind} = 'admin_action'`)
    .orderBy(notifications.createdAt)

/** Sends an admin action and expects `status`; answers the request id the server gave it. */
async function adminAction(
  method: Parameters<typeof sendJson>[1],
  path: string,
  body?: unknown,
  status = 200,
): Promise<string> {
  const response = await sendJson(ctx, method, path, as.admin.headers, body)
  expect(response.status, await response.clone().text()).toBe(status)
  return response.headers.get('X-Request-Id') ?? ''
}

describe('each audited action writes one entry with the admin as actor', () => {
  it('role changes: make agent, then mark fraud (before → after)', async () => {
    const person = await insertUser(ctx.db)
    const requestId = await adminAction('PATCH', `/api/users/make-agent/${encodeURIComponent(person.email)}`)
    await adminAction('PATCH', `/api/users/mark-fraud/${encodeURIComponent(person.email)}`)
    const [fraud, agent, ...rest] = await entriesFor(person.id)
    expect(rest).toEqual([])
    expect(agent).toMatchObject({
      action: 'user.role_changed',
      targetType: 'user',
      targetId: person.id,
      actor: { id: ids.admin, email: 'admin@example.com' },
      changes: { role: { from: 'user', to: 'agent' } },
      reason: null,
      requestId,
    })
    expect(fraud).toMatchObject({
      action: 'user.marked_fraud',
      changes: { role: { from: 'agent', to: 'fraud' } },
    })
  })

  it('the undos: clear the fraud mark, then make the agent a user again (before → after)', async () => {
    const person = await insertUser(ctx.db, { role: 'fraud' })
    await adminAction('PATCH', `/api/users/clear-fraud/${encodeURIComponent(person.email)}`)
    await adminAction('PATCH', `/api/users/make-user/${encodeURIComponent(person.email)}`)
    const [user, cleared, ...rest] = await entriesFor(person.id)
    expect(rest).toEqual([])
    expect(cleared).toMatchObject({
      action: 'user.fraud_cleared',
      actor: { id: ids.admin },
      changes: { role: { from: 'fraud', to: 'agent' } },
    })
    expect(user).toMatchObject({
      action: 'user.role_changed',
      changes: { role: { from: 'agent', to: 'user' } },
    })
  })

  it('names the target as it is now: a person by name, a listing by title; nothing once deleted', async () => {
    const person = await insertUser(ctx.db, { name: 'Nora Named' })
    await adminAction('PATCH', `/api/users/make-agent/${encodeURIComponent(person.email)}`)
    const listing = await insertProperty(ctx.db, {
      agentId: person.id,
      title: 'Named Cottage',
      verificationStatus: 'pending',
    })
    await adminAction('PATCH', `/api/properties/verify/${listing.id}`, { status: 'verified' })
    expect((await entriesFor(person.id))[0]).toMatchObject({ targetType: 'user', targetName: 'Nora Named' })
    expect((await entriesFor(listing.id))[0]).toMatchObject({
      targetType: 'property',
      targetName: 'Named Cottage',
    })
    await adminAction('DELETE', `/api/users/${encodeURIComponent(person.email)}`)
    expect((await entriesFor(person.id))[0]).toMatchObject({ action: 'user.deleted', targetName: null })
  })

  it('a refused change writes nothing', async () => {
    const agent = await insertAgent(ctx.db)
    await adminAction('PATCH', `/api/users/make-agent/${encodeURIComponent(agent.email)}`, undefined, 409)
    expect(await entriesFor(agent.id)).toEqual([])
  })

  it('deleting a user keeps an entry naming only the id', async () => {
    const person = await insertUser(ctx.db, { role: 'agent' })
    await adminAction('DELETE', `/api/users/${encodeURIComponent(person.email)}`)
    const entries = await entriesFor(person.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'user.deleted',
      changes: { role: { from: 'agent', to: null } },
    })
    expect(JSON.stringify(entries[0])).not.toContain(person.email)
  })

  it("resetting a person's two-factor sign-in; a reset of no two-factor writes nothing", async () => {
    const person = await insertAccount(ctx.db)
    await enrolTwoFactor(ctx, (await signIn(ctx, person.email, TEST_PASSWORD)).cookie, TEST_PASSWORD)
    const path = `/api/users/${encodeURIComponent(person.email)}/two-factor`
    const requestId = await adminAction('DELETE', path)
    await adminAction('DELETE', path, undefined, 409)
    expect(await entriesFor(person.id)).toEqual([
      expect.objectContaining({
        action: 'user.two_factor_reset',
        actor: expect.objectContaining({ id: ids.admin }),
        changes: { twoFactorEnabled: { from: true, to: false } },
        requestId,
      }),
    ])
  })

  it('verification and rejection, with the reason', async () => {
    const agent = await insertAgent(ctx.db)
    const verified = await insertProperty(ctx.db, { agentId: agent.id, verificationStatus: 'pending' })
    const rejected = await insertProperty(ctx.db, { agentId: agent.id, verificationStatus: 'pending' })
    await adminAction('PATCH', `/api/properties/verify/${verified.id}`, { status: 'verified' })
    await adminAction('PATCH', `/api/properties/verify/${rejected.id}`, {
      status: 'rejected',
      reason: 'The photos show another house',
    })
    expect(await entriesFor(verified.id)).toEqual([
      expect.objectContaining({
        action: 'property.verified',
        targetType: 'property',
        reason: null,
        changes: { verificationStatus: { from: 'pending', to: 'verified' } },
      }),
    ])
    expect(await entriesFor(rejected.id)).toEqual([
      expect.objectContaining({ action: 'property.rejected', reason: 'The photos show another house' }),
    ])
  })

  it('advertising and withdrawal; repeating either changes nothing and writes nothing', async () => {
    const agent = await insertAgent(ctx.db)
    const listing = await insertProperty(ctx.db, { agentId: agent.id })
    await adminAction('PATCH', `/api/properties/advertise/${listing.id}`)
    await adminAction('PATCH', `/api/properties/advertise/${listing.id}`)
    await adminAction('DELETE', `/api/properties/advertise/${listing.id}`)
    await adminAction('DELETE', `/api/properties/advertise/${listing.id}`)
    const entries = await entriesFor(listing.id)
    expect(entries.map((entry) => entry.action)).toEqual([
      'property.advertisement_withdrawn',
      'property.advertised',
    ])
  })

  it("an admin's review deletion is recorded, an author's own is not", async () => {
    const agent = await insertAgent(ctx.db)
    const listing = await insertProperty(ctx.db, { agentId: agent.id })
    const moderated = await insertReview(ctx.db, { propertyId: listing.id, userId: ids.user })
    const own = await insertReview(ctx.db, { propertyId: listing.id, userId: ids.otherUser })
    await adminAction('DELETE', `/api/reviews/${moderated.id}`)
    const response = await sendJson(ctx, 'DELETE', `/api/reviews/${own.id}`, as.otherUser.headers)
    expect(response.status).toBe(200)
    expect(await entriesFor(moderated.id)).toEqual([
      expect.objectContaining({ action: 'review.deleted', targetType: 'review' }),
    ])
    expect(await entriesFor(own.id)).toEqual([])
  })

  it("an admin's edit of someone else's live listing, field by field before → after; the agent is told", async () => {
    const agent = await insertAgent(ctx.db)
    const picture = '/uploads/audit-edit.webp'
    const listing = await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Quiet Cottage',
      location: '3 Elm Row, Dover',
      image: picture,
      images: [picture],
      priceLow: 500_000,
      priceHigh: 600_000,
    })
    await adminAction('PUT', `/api/properties/${listing.id}`, {
      title: 'Cheap Cottage',
      location: 'Elsewhere',
      image: picture,
      priceRange: '$5 - $6',
    })
    expect(await entriesFor(listing.id)).toEqual([
      expect.objectContaining({
        action: 'property.edited',
        targetType: 'property',
        actor: expect.objectContaining({ id: ids.admin }),
        changes: {
          title: { from: 'Quiet Cottage', to: 'Cheap Cottage' },
          location: { from: '3 Elm Row, Dover', to: 'Elsewhere' },
          priceLow: { from: 500_000, to: 5 },
          priceHigh: { from: 600_000, to: 6 },
        },
      }),
    ])
    expect(await notesOf(agent.id)).toEqual([
      expect.objectContaining({
        title: 'An admin edited Quiet Cottage',
        body: expect.stringContaining('title, location, priceRange'),
      }),
    ])
  })

  it("an admin's deletion of someone else's listing, by either path; the agent is told", async () => {
    const agent = await insertAgent(ctx.db)
    for (const path of ['/api/properties/verify/', '/api/properties/']) {
      const listing = await insertProperty(ctx.db, { agentId: agent.id, title: `Gone ${path}` })
      await adminAction('DELETE', `${path}${listing.id}`)
      expect(await entriesFor(listing.id)).toEqual([
        expect.objectContaining({
          action: 'property.deleted',
          changes: expect.objectContaining({ title: { from: `Gone ${path}`, to: null } }),
        }),
      ])
    }
    expect((await notesOf(agent.id)).map((note) => note.title)).toEqual([
      'An admin deleted Gone /api/properties/verify/',
      'An admin deleted Gone /api/properties/',
    ])
  })

  it('tells the person of every other admin action on their listing, review or account', async () => {
    const agent = await insertAgent(ctx.db)
    const listing = await insertProperty(ctx.db, { agentId: agent.id, title: 'Told Villa' })
    await adminAction('PATCH', `/api/properties/advertise/${listing.id}`)
    await adminAction('DELETE', `/api/properties/advertise/${listing.id}`)
    const author = await insertUser(ctx.db)
    const review = await insertReview(ctx.db, { propertyId: listing.id, userId: author.id })
    await adminAction('DELETE', `/api/reviews/${review.id}`)
    const person = await insertUser(ctx.db)
    await adminAction('PATCH', `/api/users/make-agent/${encodeURIComponent(person.email)}`)
    expect((await notesOf(agent.id)).map((note) => note.title)).toEqual([
      'Told Villa is advertised',
      'Told Villa is no longer advertised',
    ])
    expect((await notesOf(author.id)).map((note) => note.title)).toEqual([
      'An admin removed your review of Told Villa',
    ])
    expect((await notesOf(person.id)).map((note) => note.body)).toEqual([
      'An admin made your account an agent account: you can now add listings.',
    ])
  })

  it('an offer release, with its reason', async () => {
    const agent = await insertAgent(ctx.db)
    const buyer = await insertUser(ctx.db)
    const listing = await insertProperty(ctx.db, { agentId: agent.id })
    const offer = await insertOffer(ctx.db, { property: listing, buyer, status: 'accepted' })
    await adminAction('PATCH', `/api/offers/release/${offer.id}`, { reason: 'The buyer withdrew by phone' })
    expect(await entriesFor(offer.id)).toEqual([
      expect.objectContaining({
        action: 'offer.released',
        targetType: 'offer',
        reason: 'The buyer withdrew by phone',
        changes: { status: { from: 'accepted', to: 'expired' } },
      }),
    ])
  })
})

describe('GET /api/admin/audit-log', () => {
  it('filters by action and actor, pages newest first', async () => {
    const person = await insertUser(ctx.db)
    await adminAction('PATCH', `/api/users/make-agent/${encodeURIComponent(person.email)}`)
    const byAction = await auditLogPage('?action=user.role_changed&limit=1')
    expect(byAction.entries).toHaveLength(1)
    expect(byAction.entries[0]?.targetId).toBe(person.id)
    expect(byAction.total).toBeGreaterThanOrEqual(1)
    const byActor = await auditLogPage(`?actor=${encodeURIComponent('ADMIN@example.com')}`)
    expect(byActor.entries.length).toBeGreaterThan(0)
    expect(byActor.entries.every((entry) => entry.actor.id === ids.admin)).toBe(true)
    expect((await auditLogPage('?actor=nobody%40example.com')).entries).toEqual([])
  })

  it('names an actor whose account is gone by id alone', async () => {
    const formerAdmin = await insertUser(ctx.db, { role: 'admin' })
    const target = await insertUser(ctx.db)
    await ctx.db.insert(auditLog).values({
      actorId: formerAdmin.id,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: target.id,
      changes: { role: { from: 'user', to: 'agent' } },
    })
    await adminAction('DELETE', `/api/users/${encodeURIComponent(formerAdmin.email)}`)
    const [entry] = await entriesFor(target.id)
    expect(entry?.actor).toEqual({ id: formerAdmin.id, name: null, email: null })
  })

  it('answers 400 naming the field for a bad filter', async () => {
    const badAction = await ctx.request('/api/admin/audit-log?action=user.hacked', {
      headers: as.admin.headers,
    })
    expect((await expectApiError(badAction, 400)).error.field).toBe('action')
    const badActor = await ctx.request('/api/admin/audit-log?actor=not-an-email', {
      headers: as.admin.headers,
    })
    expect((await expectApiError(badActor, 400)).error.field).toBe('actor')
  })

  it('is for admins only', async () => {
    await expectApiError(await ctx.request('/api/admin/audit-log'), 401)
    for (const caller of ['user', 'agent', 'fraud'] as const)
      await expectApiError(await ctx.request('/api/admin/audit-log', { headers: as[caller].headers }), 403)
  })
})

describe('the database keeps the trail append-only', () => {
  it('refuses to update, delete or truncate an entry', async () => {
    const [entry] = await ctx.db
      .insert(auditLog)
      .values({ actorId: ids.admin, action: 'review.deleted', targetType: 'review', targetId: 'kept' })
      .returning()
    if (!entry) throw new Error('no entry')
    await expect(
      ctx.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow()
    await expect(ctx.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow()
    await expect(ctx.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow()
    const [kept] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, entry.id))
    expect(kept?.reason).toBeNull()
  })
})
