import {
  type Notification,
  type Property,
  type RentalApplication,
  rentalApplicationSchema,
} from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, rentalApplications } from '../db/schema.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying } from '../test/buying.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// One seeded database for the file; every test makes the rentals and applications it needs.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const validBody = () => ({
  moveInDate: dayFromToday(30),
  leaseMonths: 12,
  occupants: 2,
  monthlyIncome: 5200,
  message: 'We are a quiet couple with a cat.',
})
const apply = (who: Anyone, propertyId: string, body: unknown = validBody()) =>
  t.send('POST', `/api/properties/${propertyId}/applications`, who, body)
const decide = (who: Anyone, applicationId: string, body: unknown) =>
  t.send('PATCH', `/api/applications/${applicationId}`, who, body)
const rental = (values = {}) => t.listing('agent', { listingType: 'rent', ...values })

/** Sends as a signed-in session (a fresh renter) rather than one of the demo callers. */
const sendAs = (session: SignedIn, method: string, path: string, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

async function applied(response: Response): Promise<string> {
  return (await expectJson<{ insertedId: string }>(response, 201)).insertedId
}

async function listOf(response: Response) {
  const items = await expectJson<RentalApplication[]>(response, 200)
  for (const item of items) rentalApplicationSchema.strict().parse(item)
  return { items, total: Number(response.headers.get('X-Total-Count')) }
}

async function statusOf(applicationId: string) {
  const [row] = await t.ctx.db
    .select({ status: rentalApplications.status })
    .from(rentalApplications)
    .where(eq(rentalApplications.id, applicationId))
  return row?.status
}

async function notesOf(userId: string, kind: Notification['kind']) {
  return t.ctx.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
}

describe('POST /api/properties/{id}/applications', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await apply('anonymous', (await rental()).id), 401)
  })

  it.each(['agent', 'otherAgent', 'admin', 'fraud'] as const)(
    'refuses a %s account with 403',
    async (who) => {
      const property = await rental()
      await expectApiError(await apply(who, property.id), 403, 'Only user')
      expect(
        await t.ctx.db
          .select()
          .from(rentalApplications)
          .where(eq(rentalApplications.propertyId, property.id)),
      ).toHaveLength(0)
    },
  )

  it('records a submitted application of the caller, ignoring spoofed fields, and tells the agent', async () => {
    const property = await rental({ title: 'Harbour Flat' })
    const sent = t.ctx.sentMail.length
    const id = await applied(
      await apply('user', property.id, { ...validBody(), status: 'accepted', renterId: t.ids.otherUser }),
    )
    const { items } = await listOf(await t.send('GET', '/api/applications?as=renter', 'user'))
    expect(items.find((item) => item._id === id)).toMatchObject({
      propertyId: property.id,
      title: 'Harbour Flat',
      renterEmail: DEMO_CALLERS.user,
      status: 'submitted',
      leaseMonths: 12,
      occupants: 2,
      monthlyIncome: 5200,
      reason: null,
    })
    expect(await notesOf(t.ids.agent, 'application_received')).toContainEqual(
      expect.objectContaining({ title: 'New application for Harbour Flat', link: '/dashboard/applications' }),
    )
    const mail = t.ctx.sentMail.slice(sent).find((item) => item.to === DEMO_CALLERS.agent)
    expect(mail?.subject).toBe('New application for Harbour Flat')
  })

  it('refuses a sale listing with 409: it takes offers', async () => {
    await expectApiError(await apply('user', (await t.listing()).id), 409, 'for sale')
  })

  it('refuses a move-in before the rental is free with 400 naming moveInDate; on that day it is taken', async () => {
    const { id } = await rental({ availableFrom: dayFromToday(60) })
    await expectApiError(
      await apply('user', id, { ...validBody(), moveInDate: dayFromToday(59) }),
      400,
      'moveInDate',
    )
    expect((await apply('user', id, { ...validBody(), moveInDate: dayFromToday(60) })).status).toBe(201)
  })

  it('answers 404 for a missing or unverified listing', async () => {
    await expectApiError(await apply('user', MISSING_ID), 404)
    await expectApiError(await apply('user', (await rental({ verificationStatus: 'pending' })).id), 404)
  })

  it('allows one open application per renter per rental, and another once it is withdrawn', async () => {
    const property = await rental()
    const first = await applied(await apply('user', property.id))
    await expectApiError(await apply('user', property.id), 409, 'already have an open application')
    await expectJson(await decide('user', first, { action: 'withdraw' }), 200)
    await applied(await apply('user', property.id))
  })

  it('lets one of two concurrent applications of one renter through', async () => {
    const property = await rental()
    const answers = await Promise.all([apply('user', property.id), apply('user', property.id)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  it.each([
    [{ moveInDate: dayFromToday(-3) }, 'moveInDate', 'cannot be in the past'],
    [{ moveInDate: dayFromToday(400) }, 'moveInDate', 'within 365 days'],
    [{ moveInDate: '2026-02-30' }, 'moveInDate', 'YYYY-MM-DD'],
    [{ leaseMonths: 0 }, 'leaseMonths', 'at least 1'],
    [{ leaseMonths: 6.5 }, 'leaseMonths', 'whole number'],
    [{ occupants: 21 }, 'occupants', 'at most 20'],
    [{ monthlyIncome: -1 }, 'monthlyIncome', 'cannot be negative'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'a'.repeat(2001) }, 'message', 'at most 2000'],
  ])('refuses %j with a 400 naming %s', async (change, field, problem) => {
    const property = await rental()
    const body = await expectApiError(
      await apply('user', property.id, { ...validBody(), ...change }),
      400,
      problem,
    )
    expect(body.error.field).toBe(field)
    expect(
      await t.ctx.db.select().from(rentalApplications).where(eq(rentalApplications.propertyId, property.id)),
    ).toHaveLength(0)
  })
})

describe('GET /api/applications', () => {
  it('shows a renter their own applications and an agent those for their rentals, no one else', async () => {
    const property = await rental()
    const renter = await t.freshAccount()
    const id = await applied(
      await sendAs(renter.session, 'POST', `/api/properties/${property.id}/applications`, validBody()),
    )
    const own = await listOf(await sendAs(renter.session, 'GET', '/api/applications'))
    expect(own).toMatchObject({ total: 1, items: [{ _id: id }] })
    const forAgent = await listOf(await t.send('GET', '/api/applications?as=agent&limit=100', 'agent'))
    expect(forAgent.items.map((item) => item._id)).toContain(id)
    const forOtherAgent = await listOf(
      await t.send('GET', '/api/applications?as=agent&limit=100', 'otherAgent'),
    )
    expect(forOtherAgent.items.map((item) => item._id)).not.toContain(id)
    const forOtherUser = await listOf(await t.send('GET', '/api/applications?limit=100', 'otherUser'))
    expect(forOtherUser.items.map((item) => item._id)).not.toContain(id)
  })

  it('refuses as=agent to a non-agent with 403 and a bad side with 400', async () => {
    await expectApiError(await t.send('GET', '/api/applications?as=agent', 'user'), 403)
    const body = await expectApiError(await t.send('GET', '/api/applications?as=landlord', 'user'), 400)
    expect(body.error.field).toBe('as')
  })
})

describe('PATCH /api/applications/{id}', () => {
  it('lets the agent shortlist, then accept: every other open one is declined and its renter told', async () => {
    const property = await rental({ title: 'Willow Loft' })
    const rivals = await Promise.all([t.freshAccount(), t.freshAccount()])
    const chosen = await applied(await apply('user', property.id))
    const others = await Promise.all(
      rivals.map(async (rival) =>
        applied(
          await sendAs(rival.session, 'POST', `/api/properties/${property.id}/applications`, validBody()),
        ),
      ),
    )
    const shortlisted = await expectJson<RentalApplication>(
      await decide('agent', chosen, { action: 'shortlist' }),
      200,
    )
    expect(shortlisted.status).toBe('shortlisted')
    await expectApiError(await decide('agent', chosen, { action: 'shortlist' }), 409, 'only a submitted')
    const sent = t.ctx.sentMail.length
    const accepted = await expectJson<RentalApplication>(
      await decide('agent', chosen, { action: 'accept' }),
      200,
    )
    expect(accepted.status).toBe('accepted')
    for (const id of others) expect(await statusOf(id)).toBe('declined')
    for (const rival of rivals) {
      expect(await notesOf(rival.id, 'application_decided')).toEqual([
        expect.objectContaining({ title: 'Your application for Willow Loft was declined' }),
      ])
      expect(t.ctx.sentMail.slice(sent).map((mail) => mail.to)).toContain(rival.email)
    }
    expect(await notesOf(t.ids.user, 'application_decided')).toContainEqual(
      expect.objectContaining({ title: 'Your application for Willow Loft was accepted' }),
    )
  })

  it('lets the rental: off Rent Properties and All Properties, Let by direct link, no more applications', async () => {
    const property = await rental({ title: `Let Cottage ${Date.now()}` })
    const id = await applied(await apply('user', property.id))
    const inList = async (path: string) =>
      (await expectJson<Property[]>(await t.send('GET', path, 'user'), 200)).some(
        (p) => p._id === property.id,
      )
    const search = `/api/properties/verified?search=${encodeURIComponent(property.title)}`
    expect(await inList(search)).toBe(true)
    expect(await inList('/api/properties/rent?limit=100')).toBe(true)
    await expectJson(await decide('agent', id, { action: 'accept' }), 200)
    expect(await inList(search)).toBe(false)
    expect(await inList('/api/properties/rent?limit=100')).toBe(false)
    const page = await expectJson<Property>(
      await t.send('GET', `/api/properties/${property.id}`, 'otherUser'),
      200,
    )
    expect(page.isLet).toBe(true)
    await expectApiError(await apply('otherUser', property.id), 409, 'already let')
  })

  it('refuses to accept an application for a withdrawn rental with 409; nothing is let', async () => {
    const property = await rental()
    const id = await applied(await apply('user', property.id))
    await expectJson(await t.send('POST', `/api/properties/${property.id}/withdraw`, 'agent'), 200)
    await expectApiError(await decide('agent', id, { action: 'accept' }), 409, 'This rental is withdrawn')
    expect(await statusOf(id)).toBe('submitted')
    const page = await expectJson<Property>(
      await t.send('GET', `/api/properties/${property.id}`, 'agent'),
      200,
    )
    expect(page).toMatchObject({ isLet: false, marketStatus: 'withdrawn' })
  })

  it('accepts one of two concurrent accepts on one rental; the database holds one accepted', async () => {
    const property = await rental()
    const renter = await t.freshAccount()
    const ids = [
      await applied(await apply('user', property.id)),
      await applied(
        await sendAs(renter.session, 'POST', `/api/properties/${property.id}/applications`, validBody()),
      ),
    ]
    const answers = await Promise.all(ids.map((id) => decide('agent', id, { action: 'accept' })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const accepted = await t.ctx.db
      .select()
      .from(rentalApplications)
      .where(and(eq(rentalApplications.propertyId, property.id), eq(rentalApplications.status, 'accepted')))
    expect(accepted).toHaveLength(1)
  })

  it('lets the agent decline with a reason, which the renter reads', async () => {
    const property = await rental({ title: 'Reason Row' })
    const id = await applied(await apply('user', property.id))
    const declined = await expectJson<RentalApplication>(
      await decide('agent', id, { action: 'decline', reason: 'The lease must be 24 months.' }),
      200,
    )
    expect(declined).toMatchObject({ status: 'declined', reason: 'The lease must be 24 months.' })
    expect(await notesOf(t.ids.user, 'application_decided')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining('Reason: The lease must be 24 months.') }),
    )
    await expectApiError(await decide('user', id, { action: 'withdraw' }), 409, 'declined')
  })

  it('lets the renter withdraw and tells the agent; the agent cannot withdraw nor the renter accept', async () => {
    const property = await rental({ title: 'Withdraw Walk' })
    const id = await applied(await apply('user', property.id))
    await expectApiError(await decide('agent', id, { action: 'withdraw' }), 403, 'Only the renter')
    await expectApiError(await decide('user', id, { action: 'accept' }), 403, "Only the rental's agent")
    await expectJson(await decide('user', id, { action: 'withdraw', reason: 'Found another place.' }), 200)
    expect(await statusOf(id)).toBe('withdrawn')
    expect(await notesOf(t.ids.agent, 'application_withdrawn')).toContainEqual(
      expect.objectContaining({ title: 'An application for Withdraw Walk was withdrawn' }),
    )
  })

  it.each(['otherAgent', 'otherUser', 'admin', 'fraud'] as const)(
    'answers 404 to %s, a stranger to it',
    async (who) => {
      const id = await applied(await apply('user', (await rental()).id))
      await expectApiError(await decide(who, id, { action: 'decline' }), 404)
      expect(await statusOf(id)).toBe('submitted')
    },
  )

  it('refuses a bad action, a reason with accept, and a bad id with 400', async () => {
    const id = await applied(await apply('user', (await rental()).id))
    expect((await expectApiError(await decide('agent', id, { action: 'let' }), 400)).error.field).toBe(
      'action',
    )
    expect(
      (await expectApiError(await decide('agent', id, { action: 'accept', reason: 'Why not' }), 400)).error
        .field,
    ).toBe('reason')
    await expectApiError(await decide('agent', 'not-an-id', { action: 'accept' }), 400)
    expect(await statusOf(id)).toBe('submitted')
  })
})
