import { type Property, propertyListSchema, propertySchema } from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications, properties } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import type { Mail } from '../mail/mailer.ts'
import { createNotifier } from '../notifications/notifier.ts'
import { DAY_MS, insertOffer, insertUpload, insertUser } from '../test/factories.ts'
import {
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createLifecycleService } from './lifecycle.ts'

// The listing lifecycle: drafts, submission, changes requested, withdrawal, renewal and expiry, and what each
// refuses (docs/decisions/0018-listing-lifecycle.md).

const LISTING_DAYS = 180
let t: PropertiesTestContext
let picture: string

beforeAll(async () => {
  t = await createPropertiesTestContext()
  picture = await insertUpload(t.ctx.db, t.ids.agent, 'lifecycle.webp')
})
afterAll(() => t?.ctx.close())

const complete = () => ({
  title: 'Lifecycle cottage',
  location: '9 Orchard Row, Lifecycle Town',
  image: picture,
  priceRange: '$200,000 - $220,000',
})

async function draftOf(body: Record<string, unknown> = {}, who: Who = 'agent'): Promise<string> {
  const response = await t.send('POST', '/api/properties', who, { draft: true, ...body })
  return (await expectJson<{ insertedId: string }>(response, 201)).insertedId
}

const read = async (id: string, who: Who = 'agent') =>
  propertySchema.parse(await expectJson(await t.send('GET', `/api/properties/${id}`, who), 200))

const act = (id: string, action: 'submit' | 'withdraw' | 'renew', who: Who = 'agent') =>
  t.send('POST', `/api/properties/${id}/${action}`, who)

const requestChanges = (id: string, reason: unknown = 'The photos are too dark.', who: Who = 'admin') =>
  t.send('PATCH', `/api/properties/${id}/request-changes`, who, { reason })

const verify = (id: string) =>
  t.send('PATCH', `/api/properties/verify/${id}`, 'admin', { status: 'verified' })

async function publicIds(search: string): Promise<string[]> {
  const response = await t.send('GET', `/api/properties/verified?search=${search}`, 'user')
  return (await expectJson<Property[]>(response, 200)).map((p) => p._id)
}

describe('drafts', () => {
  it('saves an empty draft: only types are checked, nothing is required', async () => {
    const id = await draftOf()
    const draft = await read(id)
    expect(draft).toMatchObject({
      title: '',
      priceRange: '',
      priceLow: null,
      priceHigh: null,
      images: [],
      marketStatus: 'draft',
      verificationStatus: 'pending',
      expiresAt: null,
    })
  })

  it('still checks types and what is kept as numbers: a price range must read as one', async () => {
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', { draft: true, title: 42 }),
      400,
      'title',
    )
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', { draft: true, priceRange: 'cheap' }),
      400,
      'priceRange',
    )
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', {
        draft: true,
        image: 'https://elsewhere.test/a.jpg',
      }),
      400,
      'image',
    )
  })

  it('keeps a draft from everyone but its agent: 404 to others, admins included, and off every list', async () => {
    const id = await draftOf({ ...complete(), title: 'Lifecycle hidden draft' })
    for (const who of ['user', 'otherAgent', 'admin'] as const) {
      await expectApiError(await t.send('GET', `/api/properties/${id}`, who), 404)
    }
    const queue = await t.send('GET', '/api/properties?status=pending&search=Lifecycle hidden', 'admin')
    expect(propertyListSchema.parse(await expectJson(queue, 200)).data).toEqual([])
    const all = await t.send('GET', '/api/properties?search=Lifecycle hidden', 'admin')
    expect(propertyListSchema.parse(await expectJson(all, 200)).data).toEqual([])
    const agentsAsAdmin = await t.send(
      'GET',
      `/api/properties/agent?email=agent@example.com&limit=100`,
      'admin',
    )
    expect(
      propertyListSchema.parse(await expectJson(agentsAsAdmin, 200)).data.map((p) => p._id),
    ).not.toContain(id)
    const own = await t.send('GET', `/api/properties/agent?email=agent@example.com&limit=100`, 'agent')
    expect(propertyListSchema.parse(await expectJson(own, 200)).data.map((p) => p._id)).toContain(id)
    expect(await publicIds('Lifecycle hidden')).toEqual([])
    await expectApiError(await requestChanges(id), 404)
    await expectApiError(await verify(id), 404)
    await expectApiError(await t.send('PUT', `/api/properties/${id}`, 'admin', complete()), 404)
    await expectApiError(await t.send('DELETE', `/api/properties/${id}`, 'admin'), 404)
    await expectApiError(await t.send('PUT', `/api/properties/${id}`, 'otherAgent', complete()), 404)
    expect((await read(id)).title).toBe('Lifecycle hidden draft')
  })

  it('refuses a draft to anyone but an agent', async () => {
    await expectApiError(await t.send('POST', '/api/properties', 'anonymous', { draft: true }), 401)
    await expectApiError(await t.send('POST', '/api/properties', 'user', { draft: true }), 403)
    await expectApiError(await t.send('POST', '/api/properties', 'admin', { draft: true }), 403)
    await expectApiError(await t.send('POST', '/api/properties', 'fraud', { draft: true }), 403, 'fraud')
  })

  it('saves a draft again unfinished (PUT with draft: true), its agent only, and only while it is a draft', async () => {
    const id = await draftOf({ title: 'Lifecycle first pass' })
    const saved = await t.send('PUT', `/api/properties/${id}`, 'agent', {
      draft: true,
      title: 'Lifecycle second pass',
      bedrooms: 3,
    })
    expect(await expectJson(saved, 200)).toEqual({
      modifiedCount: 1,
      verificationStatus: 'pending',
      returnedToReview: false,
    })
    expect(await read(id)).toMatchObject({
      title: 'Lifecycle second pass',
      bedrooms: 3,
      priceLow: null,
      images: [],
      marketStatus: 'draft',
    })
    // Types are still checked, and pictures must be the agent's own uploads.
    await expectApiError(
      await t.send('PUT', `/api/properties/${id}`, 'agent', { draft: true, priceRange: 'cheap' }),
      400,
      'priceRange',
    )
    await expectApiError(
      await t.send('PUT', `/api/properties/${id}`, 'agent', {
        draft: true,
        image: 'https://elsewhere.test/a.jpg',
      }),
      400,
      'image',
    )
    // Without draft, an unfinished body is refused as any update is.
    await expectApiError(
      await t.send('PUT', `/api/properties/${id}`, 'agent', { title: 'No price yet' }),
      400,
      'priceRange',
    )
    for (const who of ['otherAgent', 'admin'] as const) {
      await expectApiError(
        await t.send('PUT', `/api/properties/${id}`, who, { draft: true, title: 'x' }),
        404,
      )
    }
    await expectApiError(await t.send('PUT', `/api/properties/${id}`, 'user', { draft: true }), 403)
    await expectApiError(await t.send('PUT', `/api/properties/${id}`, 'anonymous', { draft: true }), 401)
    await expectApiError(await t.send('PUT', `/api/properties/${id}`, 'fraud', { draft: true }), 403, 'fraud')
    expect((await read(id)).title).toBe('Lifecycle second pass')

    // Once submitted it is no draft: it takes every rule again.
    await t.send('PUT', `/api/properties/${id}`, 'agent', { ...complete(), draft: true })
    await expectJson(await act(id, 'submit'), 200)
    await expectApiError(
      await t.send('PUT', `/api/properties/${id}`, 'agent', { draft: true, title: 'Back to draft?' }),
      409,
      'draft',
    )
    expect((await read(id)).title).toBe(complete().title)
  })

  it('without draft, every rule of a new listing applies as before', async () => {
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', { title: 'No price' }),
      400,
      'priceRange',
    )
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', { ...complete(), draft: false, title: '' }),
      400,
      'Title is required',
    )
  })
})

describe('submit', () => {
  it('refuses an incomplete draft with the first field to mend, then sends the mended one to review', async () => {
    const id = await draftOf({ title: 'Lifecycle half done', image: picture })
    await expectApiError(await act(id, 'submit'), 400, 'priceRange: Price range is required')
    const mended = await t.send('PUT', `/api/properties/${id}`, 'agent', {
      ...complete(),
      title: 'Lifecycle half done',
    })
    expect(await expectJson(mended, 200)).toMatchObject({ returnedToReview: false })
    expect((await read(id)).marketStatus).toBe('draft')
    expect(await expectJson(await act(id, 'submit'), 200)).toEqual({
      marketStatus: 'pending',
      verificationStatus: 'pending',
    })
    const queue = await t.send('GET', '/api/properties?status=pending&search=Lifecycle half done', 'admin')
    expect(propertyListSchema.parse(await expectJson(queue, 200)).data.map((p) => p._id)).toEqual([id])
  })

  it('refuses a listing in review, active or rejected, and someone else’s', async () => {
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await act(pending.id, 'submit'), 409, 'this one is pending')
    const active = await t.listingOf('agent')
    await expectApiError(await act(active.id, 'submit'), 409, 'this one is active')
    const rejected = await t.listingOf('agent', { verificationStatus: 'rejected' })
    await expectApiError(await act(rejected.id, 'submit'), 409, 'this one is rejected')
    const draft = await draftOf(complete())
    await expectApiError(await act(draft, 'submit', 'otherAgent'), 404)
    await expectApiError(await act(draft, 'submit', 'admin'), 403)
    await expectApiError(await act(draft, 'submit', 'user'), 403)
    await expectApiError(await act(draft, 'submit', 'anonymous'), 401)
    const withdrawn = await t.listingOf('agent', { verificationStatus: 'pending', listingStage: 'withdrawn' })
    await expectApiError(await act(withdrawn.id, 'submit', 'otherAgent'), 403)
  })
})

describe('changes requested', () => {
  it('sends a listing in review back with the reason: notified, audited, edited and submitted again', async () => {
    const id = await draftOf({ ...complete(), title: 'Lifecycle sent back' })
    await expectJson(await act(id, 'submit'), 200)
    const reason = 'Please add a photo of the kitchen.'
    expect(await expectJson(await requestChanges(id, reason), 200)).toEqual({
      marketStatus: 'changes_requested',
      verificationStatus: 'pending',
    })
    expect(await read(id)).toMatchObject({
      marketStatus: 'changes_requested',
      changesRequestedReason: reason,
    })
    expect((await read(id, 'admin')).verificationStatus).toBe('pending')

    const [note] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, t.ids.agent), eq(notifications.kind, 'listing_changes_requested')))
    expect(note?.body).toContain(reason)
    expect(t.ctx.sentMail.some((mail) => mail.subject === 'Changes requested: Lifecycle sent back')).toBe(
      true,
    )
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id))
    expect(entry).toMatchObject({ action: 'property.changes_requested', actorId: t.ids.admin, reason })

    // Out of the review queue until submitted again; not decidable meanwhile.
    const queue = await t.send('GET', '/api/properties?status=pending&search=Lifecycle sent back', 'admin')
    expect(propertyListSchema.parse(await expectJson(queue, 200)).data).toEqual([])
    await expectApiError(await verify(id), 409, 'this one is changes requested')
    await expectApiError(await requestChanges(id), 409, 'this one is changes requested')

    await expectJson(
      await t.send('PUT', `/api/properties/${id}`, 'agent', { ...complete(), title: 'Lifecycle sent back' }),
      200,
    )
    expect((await read(id)).marketStatus).toBe('changes_requested')
    await expectJson(await act(id, 'submit'), 200)
    expect(await read(id)).toMatchObject({ marketStatus: 'pending', changesRequestedReason: null })
    await expectJson(await verify(id), 200)
    expect((await read(id)).marketStatus).toBe('active')
  })

  it('is an admin’s, needs a reason, and only for a listing in review', async () => {
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    for (const [who, status] of [
      ['anonymous', 401],
      ['user', 403],
      ['agent', 403],
      ['fraud', 403],
    ] as const) {
      await expectApiError(await requestChanges(pending.id, 'x', who), status)
    }
    await expectApiError(await requestChanges(pending.id, '  '), 400, 'reason')
    const active = await t.listingOf('agent')
    await expectApiError(await requestChanges(active.id), 409, 'this one is active')
    await expectApiError(await requestChanges('00000000-0000-4000-8000-000000000000'), 404)
  })
})

describe('withdraw', () => {
  it('takes an active listing off every public list, the advertisement and the details page', async () => {
    const listing = await t.listingOf('agent', { title: 'Lifecycle withdrawn villa', isAdvertised: true })
    expect(await publicIds('Lifecycle withdrawn villa')).toEqual([listing.id])
    expect(await expectJson(await act(listing.id, 'withdraw'), 200)).toEqual({
      marketStatus: 'withdrawn',
      verificationStatus: 'pending',
    })
    expect(await publicIds('Lifecycle withdrawn villa')).toEqual([])
    await expectApiError(await t.send('GET', `/api/properties/${listing.id}`, 'user'), 404)
    const advertised = await expectJson<{ _id: string }[]>(
      await t.send('GET', '/api/properties/advertised?limit=100', 'anonymous'),
      200,
    )
    expect(advertised.map((p) => p._id)).not.toContain(listing.id)
    expect(await read(listing.id)).toMatchObject({ marketStatus: 'withdrawn', isAdvertised: false })
    // Back through review.
    await expectJson(await act(listing.id, 'submit'), 200)
    await expectJson(await verify(listing.id), 200)
    expect(await publicIds('Lifecycle withdrawn villa')).toEqual([listing.id])
  })

  it('refuses a listing under offer, sold, let or not listed, and someone else’s', async () => {
    const underOffer = await t.listingOf('agent')
    const buyer = await insertUser(t.ctx.db, { role: 'user' })
    await insertOffer(t.ctx.db, { property: underOffer, buyer, status: 'accepted' })
    await expectApiError(await act(underOffer.id, 'withdraw'), 409, 'under offer')
    expect((await read(underOffer.id)).marketStatus).toBe('under_offer')
    const sold = await t.listingOf('agent')
    await insertOffer(t.ctx.db, { property: sold, buyer, status: 'bought' })
    await expectApiError(await act(sold.id, 'withdraw'), 409, 'this one is sold')
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await act(pending.id, 'withdraw'), 409, 'this one is pending')
    const active = await t.listingOf('agent')
    await expectApiError(await act(active.id, 'withdraw', 'otherAgent'), 403)
    await expectApiError(await act(active.id, 'withdraw', 'admin'), 403)
  })
})

describe('expiry and renewal', () => {
  const mail: Mail[] = []
  const lifecycle = () =>
    createLifecycleService(
      t.ctx.db,
      createNotifier({
        db: t.ctx.db,
        mailer: { send: async (sent) => void mail.push(sent) },
        logger: createLogger('silent'),
        baseUrl: 'http://keyhaven.test',
      }),
      { listingDays: LISTING_DAYS },
    )
  const listedDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

  it('tells the agent once a week before, then expires the listing off every list; renewing sends it to review', async () => {
    const listing = await t.listingOf('agent', {
      title: 'Lifecycle expiring house',
      listedAt: listedDaysAgo(LISTING_DAYS - 6),
      isAdvertised: true,
    })
    const now = new Date()
    const expiresAt = (await read(listing.id)).expiresAt
    expect(Date.parse(expiresAt ?? '')).toBe(listing.listedAt.getTime() + LISTING_DAYS * DAY_MS)

    const first = await lifecycle().expireDue(now)
    expect(first.noticed).toBeGreaterThanOrEqual(1)
    expect(mail.filter((m) => m.subject === 'Lifecycle expiring house expires in a week')).toHaveLength(1)
    await lifecycle().expireDue(now)
    expect(mail.filter((m) => m.subject === 'Lifecycle expiring house expires in a week')).toHaveLength(1)
    expect(await publicIds('Lifecycle expiring house')).toEqual([listing.id])

    await lifecycle().expireDue(new Date(now.getTime() + 7 * DAY_MS))
    expect(await read(listing.id)).toMatchObject({
      marketStatus: 'expired',
      verificationStatus: 'pending',
      isAdvertised: false,
      expiresAt: null,
    })
    expect(mail.some((m) => m.subject === 'Lifecycle expiring house has expired')).toBe(true)
    expect(await publicIds('Lifecycle expiring house')).toEqual([])

    expect(await expectJson(await act(listing.id, 'renew'), 200)).toEqual({
      marketStatus: 'pending',
      verificationStatus: 'pending',
    })
    await expectJson(await verify(listing.id), 200)
    const relisted = await read(listing.id)
    expect(relisted.marketStatus).toBe('active')
    expect(Date.parse(relisted.expiresAt ?? '')).toBeGreaterThan(Date.now() + (LISTING_DAYS - 1) * DAY_MS)
  })

  it('renewing an active listing starts its period again, and a new notice with it', async () => {
    const listing = await t.listingOf('agent', {
      title: 'Lifecycle renewed flat',
      listedAt: listedDaysAgo(LISTING_DAYS - 3),
      expiryNoticeAt: listedDaysAgo(4),
    })
    expect(await expectJson(await act(listing.id, 'renew'), 200)).toEqual({
      marketStatus: 'active',
      verificationStatus: 'verified',
    })
    const [row] = await t.ctx.db.select().from(properties).where(eq(properties.id, listing.id))
    expect(row?.listedAt.getTime()).toBeGreaterThan(Date.now() - DAY_MS)
    expect(row?.expiryNoticeAt).toBeNull()
    await lifecycle().expireDue(new Date(Date.now() + 30 * DAY_MS))
    expect((await read(listing.id)).marketStatus).toBe('active')
  })

  it('never expires a listing under offer, and refuses to renew a draft, pending or rejected listing', async () => {
    const underOffer = await t.listingOf('agent', { listedAt: listedDaysAgo(LISTING_DAYS + 10) })
    const buyer = await insertUser(t.ctx.db, { role: 'user' })
    await insertOffer(t.ctx.db, { property: underOffer, buyer, status: 'accepted' })
    await lifecycle().expireDue(new Date())
    expect((await read(underOffer.id)).marketStatus).toBe('under_offer')
    await expectApiError(await act(await draftOf(), 'renew'), 409, 'this one is draft')
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    await expectApiError(await act(pending.id, 'renew'), 409, 'this one is pending')
    const rejected = await t.listingOf('agent', { verificationStatus: 'rejected' })
    await expectApiError(await act(rejected.id, 'renew'), 409, 'this one is rejected')
    const active = await t.listingOf('agent')
    await expectApiError(await act(active.id, 'renew', 'otherAgent'), 403)
  })
})

describe('the database keeps the lifecycle whole', () => {
  it('refuses a stage beside a verified status, and a listing without a price or pictures outside drafts', async () => {
    await expect(
      t.listingOf('agent', { listingStage: 'withdrawn', verificationStatus: 'verified' }),
    ).rejects.toThrow()
    await expect(
      t.listingOf('agent', { verificationStatus: 'pending', priceLow: null, priceHigh: null }),
    ).rejects.toThrow()
    await expect(
      t.listingOf('agent', { verificationStatus: 'pending', image: '', images: [] }),
    ).rejects.toThrow()
  })
})
