import {
  type Availability,
  type Notification,
  type Viewing,
  type ViewingSlots,
  viewingSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
import { and, eq, inArray } from 'drizzle-orm'
import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, viewings } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import type { Mail } from '../mail/mailer.ts'
import { createNotifier } from '../notifications/notifier.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, MISSING_ID, setUpBuying } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createViewingService } from './service.ts'

// One seeded database for the file. The demo agent is available every day, all day, in UTC, so each test
// books whichever slots are free when it runs.

let t: Buying
const EVERY_DAY: Availability = {
  timeZone: 'UTC',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' })),
  blockedDates: [],
}
beforeAll(async () => {
  t = await setUpBuying()
  await expectJson(await t.send('PUT', '/api/viewings/availability', 'agent', EVERY_DAY), 200)
})
afterAll(() => t?.close())

const HOUR_MS = 3_600_000
const slotsOf = async (propertyId: string, who: Anyone = 'user', query = '') =>
  viewingSlotsSchema.parse(
    await expectJson<ViewingSlots>(
      await t.send('GET', `/api/properties/${propertyId}/viewing-slots${query}`, who),
      200,
    ),
  )
const book = (who: Anyone, body: unknown) => t.send('POST', '/api/viewings', who, body)
const act = (who: Anyone, viewingId: string, body: unknown) =>
  t.send('PATCH', `/api/viewings/${viewingId}`, who, body)
const sendAs = (session: SignedIn, method: string, path: string, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

async function freeSlot(propertyId: string, index = 0) {
  const slot = (await slotsOf(propertyId)).slots[index]
  if (!slot) throw new Error('no free slot')
  return slot.start
}

async function booked(propertyId: string, who: Anyone = 'user', index = 0) {
  const start = await freeSlot(propertyId, index)
  const { insertedId } = await expectJson<{ insertedId: string }>(await book(who, { propertyId, start }), 201)
  return { id: insertedId, start }
}

async function notesOf(userId: string, kind: Notification['kind']) {
  return t.ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
}

describe('viewing availability', () => {
  it("keeps an agent's own hours, sorted", async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const empty = await expectJson<Availability>(
      await sendAs(agent.session, 'GET', '/api/viewings/availability'),
      200,
    )
    expect(empty).toEqual({ timeZone: 'UTC', weekly: [], blockedDates: [] })
    const hours = {
      timeZone: 'Europe/Berlin',
      weekly: [
        { day: 3, start: '14:00', end: '18:00' },
        { day: 1, start: '09:00', end: '12:00' },
      ],
      blockedDates: ['2027-01-06', '2027-01-01'],
    }
    const saved = await expectJson<Availability>(
      await sendAs(agent.session, 'PUT', '/api/viewings/availability', hours),
      200,
    )
    expect(saved.weekly.map((w) => w.day)).toEqual([1, 3])
    expect(saved.blockedDates).toEqual(['2027-01-01', '2027-01-06'])
    expect(await expectJson(await sendAs(agent.session, 'GET', '/api/viewings/availability'), 200)).toEqual(
      saved,
    )
  })

  it.each([
    [{ ...EVERY_DAY, timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ ...EVERY_DAY, weekly: [{ day: 8, start: '09:00', end: '10:00' }] }, 'weekly.0.day'],
    [{ ...EVERY_DAY, weekly: [{ day: 1, start: '10:00', end: '10:15' }] }, 'weekly.0.end'],
    [{ ...EVERY_DAY, weekly: [{ day: 1, start: '9:00', end: '10:00' }] }, 'weekly.0.start'],
    [{ ...EVERY_DAY, blockedDates: ['2027-01-01', '2027-01-01'] }, 'blockedDates'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    expect(
      (await expectApiError(await t.send('PUT', '/api/viewings/availability', 'otherAgent', body), 400)).error
        .field,
    ).toBe(field)
  })

  it('is for agents only', async () => {
    await expectApiError(await t.send('PUT', '/api/viewings/availability', 'user', EVERY_DAY), 403)
    await expectApiError(await t.send('GET', '/api/viewings/availability', 'anonymous'), 401)
  })
})

describe('GET /api/properties/{id}/viewing-slots', () => {
  it('offers 30-minute slots from 2 hours ahead to 14 days ahead', async () => {
    const listing = await t.listing()
    const before = Date.now()
    const { timeZone, slots } = await slotsOf(listing.id)
    expect(timeZone).toBe('UTC')
    const starts = slots.map((slot) => Date.parse(slot.start))
    expect(starts.length).toBeGreaterThan(600)
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(before + 2 * HOUR_MS)
    expect(Math.max(...starts)).toBeLessThanOrEqual(Date.now() + 14 * 24 * HOUR_MS)
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000)
    for (const start of starts) expect(new Date(start).getUTCMinutes() % 30).toBe(0)
  })

  it('leaves out blocked dates', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const listing = await insertProperty(t.ctx.db, { agentId: agent.id })
    const inThreeDays = new Date(Date.now() + 3 * 24 * HOUR_MS).toISOString().slice(0, 10)
    await expectJson(
      await sendAs(agent.session, 'PUT', '/api/viewings/availability', {
        ...EVERY_DAY,
        blockedDates: [inThreeDays],
      }),
      200,
    )
    const { slots } = await slotsOf(listing.id)
    expect(slots.length).toBeGreaterThan(0)
    expect(slots.filter((slot) => slot.start.startsWith(inThreeDays))).toEqual([])
  })

  it('narrows to from and to, refuses to before from, and hides non-public listings', async () => {
    const listing = await t.listing()
    // Noon three days on: a window that crosses no midnight (the day's hours end at 23:59) whenever it runs.
    const from = new Date(Date.now() + 3 * 24 * HOUR_MS)
    from.setUTCHours(12, 0, 0, 0)
    const to = new Date(from.getTime() + 2 * HOUR_MS)
    const { slots } = await slotsOf(listing.id, 'user', `?from=${from.toISOString()}&to=${to.toISOString()}`)
    expect(slots.length).toBe(4)
    const refused = await t.send(
      'GET',
      `/api/properties/${listing.id}/viewing-slots?from=${to.toISOString()}&to=${from.toISOString()}`,
      'user',
    )
    expect((await expectApiError(refused, 400)).error.field).toBe('to')
    const hidden = await t.listing('agent', { verificationStatus: 'pending' })
    await expectApiError(await t.send('GET', `/api/properties/${hidden.id}/viewing-slots`, 'user'), 404)
    await expectApiError(await t.send('GET', `/api/properties/${MISSING_ID}/viewing-slots`, 'user'), 404)
    await expectApiError(await t.send('GET', `/api/properties/${listing.id}/viewing-slots`, 'anonymous'), 401)
  })
})

describe('POST /api/viewings', () => {
  it('holds the slot as a request, tells the agent in the app and by e-mail, and offers the slot no more', async () => {
    const listing = await t.listing('agent', { title: 'Viewing Villa' })
    const sent = t.ctx.sentMail.length
    const { id, start } = await booked(listing.id)
    const list = await expectJson<Viewing[]>(await t.send('GET', '/api/viewings', 'user'), 200)
    const mine = viewingSchema.strict().parse(list.find((item) => item._id === id))
    expect(mine).toMatchObject({
      status: 'requested',
      start,
      title: 'Viewing Villa',
      agentEmail: DEMO_CALLERS.agent,
    })
    expect((await slotsOf(listing.id)).slots.map((slot) => slot.start)).not.toContain(start)
    expect(await notesOf(t.ids.agent, 'viewing_agent_update')).toContainEqual(
      expect.objectContaining({ title: 'Viewing request for Viewing Villa' }),
    )
    expect(t.ctx.sentMail.slice(sent).map((mail) => mail.subject)).toContain(
      'Viewing request for Viewing Villa',
    )
    await expectApiError(await book('otherUser', { propertyId: listing.id, start }), 409, 'not free')
  })

  it('refuses a time off the grid, before the notice or past the horizon', async () => {
    const listing = await t.listing()
    const start = Date.parse(await freeSlot(listing.id))
    for (const at of [start + 15 * 60_000, Date.now() + HOUR_MS, Date.now() + 15 * 24 * HOUR_MS]) {
      const rounded = new Date(Math.floor(at / 60_000) * 60_000).toISOString()
      await expectApiError(await book('user', { propertyId: listing.id, start: rounded }), 409, 'not free')
    }
  })

  it('allows 3 open requests per person per listing', async () => {
    const listing = await t.listing()
    for (const index of [0, 1, 2]) await booked(listing.id, 'user', index)
    const start = await freeSlot(listing.id)
    await expectApiError(
      await book('user', { propertyId: listing.id, start }),
      409,
      '3 open viewing requests',
    )
  })

  // Twenty signed-in buyers of their own (so no lock of one person's requests orders them): the sign-ins'
  // password hashing takes most of the time on a busy machine.
  it('gives one slot to one of 20 concurrent bookings: one 201 and 19 × 409', {
    timeout: 90_000,
  }, async () => {
    const listing = await t.listing()
    const start = await freeSlot(listing.id)
    const buyers = await Promise.all(Array.from({ length: 20 }, () => t.freshAccount()))
    const answers = await Promise.all(
      buyers.map((buyer) =>
        sendAs(buyer.session, 'POST', '/api/viewings', { propertyId: listing.id, start }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const held = await t.ctx.db
      .select()
      .from(viewings)
      .where(and(eq(viewings.propertyId, listing.id), eq(viewings.startsAt, new Date(start))))
    expect(held).toHaveLength(1)
  })

  it.each(['agent', 'admin', 'fraud'] as const)('refuses a %s account with 403', async (who) => {
    const listing = await t.listing()
    await expectApiError(await book(who, { propertyId: listing.id, start: await freeSlot(listing.id) }), 403)
  })
})

describe('PATCH /api/viewings/{id}', () => {
  it('confirm: the buyer is told; either may then cancel with a reason', async () => {
    const listing = await t.listing('agent', { title: 'Confirm Court' })
    const { id } = await booked(listing.id)
    const confirmed = await expectJson<Viewing>(await act('agent', id, { action: 'confirm' }), 200)
    expect(confirmed.status).toBe('confirmed')
    expect(await notesOf(t.ids.user, 'viewing_buyer_update')).toContainEqual(
      expect.objectContaining({ title: 'Your viewing of Confirm Court is confirmed' }),
    )
    expect((await expectApiError(await act('agent', id, { action: 'cancel' }), 400)).error.field).toBe(
      'reason',
    )
    const cancelled = await expectJson<Viewing>(
      await act('agent', id, { action: 'cancel', reason: 'The tenant is ill.' }),
      200,
    )
    expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'The tenant is ill.' })
    await expectApiError(await act('user', id, { action: 'cancel', reason: 'Too late' }), 409, 'cancelled')
  })

  it('propose: the viewing moves to the new free time, the old slot frees, and the buyer accepts', async () => {
    const listing = await t.listing('agent', { title: 'Propose Place' })
    const { id, start } = await booked(listing.id)
    const other = await freeSlot(listing.id, 5)
    expect((await expectApiError(await act('agent', id, { action: 'propose' }), 400)).error.field).toBe(
      'start',
    )
    const proposed = await expectJson<Viewing>(
      await act('agent', id, { action: 'propose', start: other }),
      200,
    )
    expect(proposed).toMatchObject({ status: 'proposed', start: other })
    const free = (await slotsOf(listing.id)).slots.map((slot) => slot.start)
    expect(free).toContain(start)
    expect(free).not.toContain(other)
    expect(await notesOf(t.ids.user, 'viewing_buyer_update')).toContainEqual(
      expect.objectContaining({ title: 'Another time is proposed for Propose Place' }),
    )
    await expectApiError(await act('agent', id, { action: 'accept' }), 403, 'Only the buyer')
    const accepted = await expectJson<Viewing>(await act('user', id, { action: 'accept' }), 200)
    expect(accepted.status).toBe('confirmed')
    expect(await notesOf(t.ids.agent, 'viewing_agent_update')).toContainEqual(
      expect.objectContaining({ title: 'Viewing of Propose Place confirmed' }),
    )
  })

  it('refuses to propose a time that is taken', async () => {
    const listing = await t.listing()
    const first = await booked(listing.id)
    const second = await booked(listing.id, 'otherUser')
    await expectApiError(
      await act('agent', second.id, { action: 'propose', start: first.start }),
      409,
      'not free',
    )
  })

  it('decline needs a reason, which the buyer reads', async () => {
    const listing = await t.listing('agent', { title: 'Decline Drive' })
    const { id } = await booked(listing.id)
    await expectApiError(await act('agent', id, { action: 'decline' }), 400)
    await expectJson(await act('agent', id, { action: 'decline', reason: 'It is under offer.' }), 200)
    expect(await notesOf(t.ids.user, 'viewing_buyer_update')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining('Reason: It is under offer.') }),
    )
  })

  it.each(['otherAgent', 'otherUser', 'admin'] as const)(
    'answers 404 to %s, a stranger to it',
    async (who) => {
      const { id } = await booked((await t.listing()).id)
      await expectApiError(await act(who, id, { action: 'cancel', reason: 'Not mine' }), 404)
    },
  )

  it('refuses the buyer an agent step with 403', async () => {
    const { id } = await booked((await t.listing()).id)
    await expectApiError(await act('user', id, { action: 'confirm' }), 403, 'Only the agent')
  })
})

describe('GET /api/viewings', () => {
  it('lists a buyer their own and an agent those of their listings; as=agent is for agents', async () => {
    const { id } = await booked((await t.listing()).id)
    const asAgent = await expectJson<Viewing[]>(
      await t.send('GET', '/api/viewings?as=agent&limit=100', 'agent'),
      200,
    )
    expect(asAgent.map((item) => item._id)).toContain(id)
    const asOther = await expectJson<Viewing[]>(
      await t.send('GET', '/api/viewings?limit=100', 'otherUser'),
      200,
    )
    expect(asOther.map((item) => item._id)).not.toContain(id)
    await expectApiError(await t.send('GET', '/api/viewings?as=agent', 'user'), 403)
  })
})

describe('the reminder job', () => {
  it('reminds both parties of a confirmed viewing within 24 hours, once', async () => {
    const listing = await t.listing('agent', { title: 'Reminder Row' })
    const { id } = await booked(listing.id)
    await expectJson(await act('agent', id, { action: 'confirm' }), 200)
    const sent: string[] = []
    const notifier = createNotifier({
      db: t.ctx.db,
      mailer: { send: async (mail) => void sent.push(`${mail.to}: ${mail.subject}`) },
      logger: createLogger('silent'),
      baseUrl: 'http://localhost',
    })
    const service = createViewingService(t.ctx.db, notifier)
    await service.sendReminders(new Date())
    await service.sendReminders(new Date())
    const reminders = await t.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'viewing_reminder'),
          eq(notifications.title, 'Tomorrow: viewing of Reminder Row'),
          inArray(notifications.userId, [t.ids.user, t.ids.agent]),
        ),
      )
    expect(reminders.map((row) => row.userId).sort()).toEqual([t.ids.agent, t.ids.user].sort())
    expect(
      sent.filter((line) => line === `${DEMO_CALLERS.user}: Tomorrow: viewing of Reminder Row`),
    ).toHaveLength(1)
  })
})

describe('GET /api/viewings/{id}/calendar.ics', () => {
  it('gives either party the event, which a real iCalendar parser reads back at the right instants', async () => {
    const listing = await t.listing('agent', { title: 'Calendar Cottage', location: '7 Calendar Close' })
    const { id, start } = await booked(listing.id)
    await expectJson(await act('agent', id, { action: 'confirm' }), 200)
    for (const who of ['user', 'agent'] as const) {
      const response = await t.send('GET', `/api/viewings/${id}/calendar.ics`, who)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/calendar')
      const events = Object.values(ical.sync.parseICS(await response.text())).filter(
        (component): component is ical.VEvent => component?.type === 'VEVENT',
      )
      expect(events).toHaveLength(1)
      const [event] = events
      expect(event?.uid).toBe(`viewing-${id}@keyhaven`)
      expect(event?.start.toISOString()).toBe(start)
      expect(event?.end?.getTime()).toBe(Date.parse(start) + 30 * 60_000)
      expect(event?.summary).toBe('Viewing: Calendar Cottage')
      expect(event?.location).toBe('7 Calendar Close')
      expect(event?.status).toBe('CONFIRMED')
    }
    for (const who of ['otherUser', 'otherAgent', 'admin'] as const) {
      await expectApiError(await t.send('GET', `/api/viewings/${id}/calendar.ics`, who), 404)
    }
    await expectApiError(await t.send('GET', `/api/viewings/${id}/calendar.ics`, 'anonymous'), 401)
  })
})

/** A calendar file parsed by node-ical: its METHOD and its one event. */
function calendarFile(text: string) {
  const parsed = ical.sync.parseICS(text)
  const events = Object.values(parsed).filter(
    (component): component is ical.VEvent => component?.type === 'VEVENT',
  )
  expect(events).toHaveLength(1)
  return { method: parsed.vcalendar?.method, event: events[0] as ical.VEvent }
}

describe('a viewing as a calendar file', () => {
  const read = async (id: string, who: Anyone = 'user') => {
    const response = await t.send('GET', `/api/viewings/${id}/calendar.ics`, who)
    expect(response.status).toBe(200)
    return response.text()
  }

  it('is published (METHOD:PUBLISH), its SEQUENCE rises with each change, and a cancel makes it CANCELLED', async () => {
    const listing = await t.listing('agent', { title: 'Sequence Semi', location: '9 Sequence Street' })
    const { id, start } = await booked(listing.id)
    const requested = calendarFile(await read(id))
    expect(requested.method).toBe('PUBLISH')
    expect(requested.event).toMatchObject({ uid: `viewing-${id}@keyhaven`, status: 'TENTATIVE' })
    expect(requested.event.start.toISOString()).toBe(start)
    // Unchanged, the file is the same however often it is read (its DTSTAMP is the last change).
    expect(await read(id, 'agent')).toBe(await read(id))

    const other = await freeSlot(listing.id, 5)
    await expectJson(await act('agent', id, { action: 'propose', start: other }), 200)
    const proposed = calendarFile(await read(id))
    expect(proposed.event.status).toBe('TENTATIVE')
    expect(proposed.event.start.toISOString()).toBe(other)
    expect(Number(proposed.event.sequence)).toBeGreaterThan(Number(requested.event.sequence))

    await expectJson(await act('user', id, { action: 'accept' }), 200)
    const confirmed = calendarFile(await read(id))
    expect(confirmed.event.status).toBe('CONFIRMED')
    expect(Number(confirmed.event.sequence)).toBeGreaterThan(Number(proposed.event.sequence))

    await expectJson(await act('agent', id, { action: 'cancel', reason: 'The owners are away' }), 200)
    const cancelled = calendarFile(await read(id))
    expect(cancelled.method).toBe('PUBLISH')
    expect(cancelled.event).toMatchObject({ uid: `viewing-${id}@keyhaven`, status: 'CANCELLED' })
    expect(cancelled.event.start.toISOString()).toBe(other)
    expect(Number(cancelled.event.sequence)).toBeGreaterThan(Number(confirmed.event.sequence))
  })

  it('a refused step changes nothing: the SEQUENCE stays', async () => {
    const listing = await t.listing('agent', { title: 'Steady Semi' })
    const { id } = await booked(listing.id)
    await expectJson(await act('agent', id, { action: 'confirm' }), 200)
    const before = calendarFile(await read(id)).event.sequence
    await expectApiError(await act('agent', id, { action: 'confirm' }), 409)
    expect(calendarFile(await read(id)).event.sequence).toBe(before)
  })
})

describe('the confirmation e-mail', () => {
  const eventsIn = (mail: Mail | undefined) => {
    const [attachment] = mail?.attachments ?? []
    expect(attachment).toMatchObject({
      filename: 'viewing.ics',
      contentType: expect.stringContaining('text/calendar'),
    })
    return Object.values(ical.sync.parseICS(attachment?.content ?? '')).filter(
      (component): component is ical.VEvent => component?.type === 'VEVENT',
    )
  }

  it("carries the viewing's event as an .ics attachment, to the buyer on a confirm and to the agent on an accept", async () => {
    const listing = await t.listing('agent', { title: 'Mail Manor', location: '3 Mail Mews' })
    const sent = t.ctx.sentMail.length
    const { id, start } = await booked(listing.id)
    await expectJson(await act('agent', id, { action: 'confirm' }), 200)
    const mails = t.ctx.sentMail.slice(sent)
    // The request's mail to the agent carries no event; the confirmation's does.
    expect(
      mails.find((mail) => mail.subject === 'Viewing request for Mail Manor')?.attachments ?? [],
    ).toEqual([])
    const confirmation = mails.find((mail) => mail.subject === 'Your viewing of Mail Manor is confirmed')
    expect(confirmation?.to).toBe(DEMO_CALLERS.user)
    const [event] = eventsIn(confirmation)
    expect(event).toMatchObject({
      uid: `viewing-${id}@keyhaven`,
      summary: 'Viewing: Mail Manor',
      location: '3 Mail Mews',
      status: 'CONFIRMED',
    })
    expect(event?.start.toISOString()).toBe(start)
    // The same event as the calendar file.
    const file = await (await t.send('GET', `/api/viewings/${id}/calendar.ics`, 'user')).text()
    expect(confirmation?.attachments?.[0]?.content).toBe(file)

    const proposedTo = await booked(listing.id, 'user', 4)
    const other = await freeSlot(listing.id, 6)
    await expectJson(await act('agent', proposedTo.id, { action: 'propose', start: other }), 200)
    const before = t.ctx.sentMail.length
    await expectJson(await act('user', proposedTo.id, { action: 'accept' }), 200)
    const toAgent = t.ctx.sentMail
      .slice(before)
      .find((mail) => mail.subject === 'Viewing of Mail Manor confirmed')
    expect(toAgent?.to).toBe(DEMO_CALLERS.agent)
    const [accepted] = eventsIn(toAgent)
    expect(accepted?.uid).toBe(`viewing-${proposedTo.id}@keyhaven`)
    expect(accepted?.start.toISOString()).toBe(other)
  })

  it("carries the CANCELLED event when a confirmed viewing is cancelled, and none for a request's cancel", async () => {
    const listing = await t.listing('agent', { title: 'Cancel Cabin' })
    const { id } = await booked(listing.id)
    await expectJson(await act('agent', id, { action: 'confirm' }), 200)
    const confirmation = calendarFile(
      String(
        t.ctx.sentMail.find((mail) => mail.subject === 'Your viewing of Cancel Cabin is confirmed')
          ?.attachments?.[0]?.content,
      ),
    )
    expect(confirmation.method).toBe('PUBLISH')
    const before = t.ctx.sentMail.length
    await expectJson(await act('user', id, { action: 'cancel', reason: 'Found another home' }), 200)
    const toAgent = t.ctx.sentMail
      .slice(before)
      .find((mail) => mail.subject === 'Viewing of Cancel Cabin cancelled')
    expect(toAgent?.to).toBe(DEMO_CALLERS.agent)
    const [cancelled] = eventsIn(toAgent)
    expect(cancelled).toMatchObject({ uid: `viewing-${id}@keyhaven`, status: 'CANCELLED' })
    expect(Number(cancelled?.sequence)).toBeGreaterThan(Number(confirmation.event.sequence))
    expect(toAgent?.attachments?.[0]?.content).toBe(
      await (await t.send('GET', `/api/viewings/${id}/calendar.ics`, 'agent')).text(),
    )

    const request = await booked(listing.id, 'user', 3)
    const beforeRequest = t.ctx.sentMail.length
    await expectJson(await act('user', request.id, { action: 'cancel', reason: 'Too far' }), 200)
    const requestCancelled = t.ctx.sentMail
      .slice(beforeRequest)
      .find((mail) => mail.subject === 'Viewing of Cancel Cabin cancelled')
    expect(requestCancelled).toBeDefined()
    expect(requestCancelled?.attachments ?? []).toEqual([])
  })
})
