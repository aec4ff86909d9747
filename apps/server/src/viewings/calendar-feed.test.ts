import type { Availability, CalendarFeedStatus, NewCalendarFeed, ViewingSlots } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import ical from 'node-ical'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarFeeds } from '../db/schema.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Buying, setUpBuying } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// The private calendar feed: each person's confirmed viewings, as buyer and as agent, at an address whose token
// is the only secret. Each test makes a fresh agent, with hours of its own, and the listings it needs.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const sendAs = (session: SignedIn, method: string, path: string, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

const everyDayIn = (timeZone: string): Availability => ({
  timeZone,
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '09:00', end: '17:00' })),
  blockedDates: [],
})

/** A fresh agent with every day's 09:00-17:00 in `timeZone`, and a listing of theirs. */
async function agentWithListing(timeZone: string, title: string) {
  const agent = await t.freshAccount({ role: 'agent' })
  await expectJson(
    await sendAs(agent.session, 'PUT', '/api/viewings/availability', everyDayIn(timeZone)),
    200,
  )
  const listing = await insertProperty(t.ctx.db, { agentId: agent.id, title, location: `1 ${title} Road` })
  return { agent, listing }
}

async function bookedBy(buyer: SignedIn, propertyId: string, index: number) {
  const { slots } = await expectJson<ViewingSlots>(
    await sendAs(buyer, 'GET', `/api/properties/${propertyId}/viewing-slots`),
    200,
  )
  const start = slots[index]?.start
  if (!start) throw new Error('no free slot')
  const { insertedId } = await expectJson<{ insertedId: string }>(
    await sendAs(buyer, 'POST', '/api/viewings', { propertyId, start }),
    201,
  )
  return { id: insertedId, start }
}

const feedOf = async (who: SignedIn) =>
  expectJson<NewCalendarFeed>(await sendAs(who, 'POST', '/api/calendar/token'), 200)

/** The feed read without signing in, parsed by node-ical: its events by UID (a feed is always published). */
async function eventsAt(url: string) {
  const response = await t.ctx.request(new URL(url).pathname)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/calendar')
  const parsed = ical.sync.parseICS(await response.text())
  expect(parsed.vcalendar).toMatchObject({ method: 'PUBLISH' })
  const events = Object.values(parsed).filter(
    (component): component is ical.VEvent => component?.type === 'VEVENT',
  )
  return new Map(events.map((event) => [event.uid, event]))
}

const HOUR_MS = 3_600_000

describe('the private calendar feed', () => {
  it("holds the person's confirmed viewings as buyer and as agent, at the right instants, without sign-in", async () => {
    const berlin = await agentWithListing('Europe/Berlin', 'Feed Farm')
    const tokyo = await agentWithListing('Asia/Tokyo', 'Feed Flat')
    const buyer = await t.freshAccount()
    const confirmed = await bookedBy(buyer.session, berlin.listing.id, 3)
    const onlyRequested = await bookedBy(buyer.session, berlin.listing.id, 7)
    const inTokyo = await bookedBy(buyer.session, tokyo.listing.id, 2)
    await expectJson(
      await sendAs(berlin.agent.session, 'PATCH', `/api/viewings/${confirmed.id}`, { action: 'confirm' }),
      200,
    )
    await expectJson(
      await sendAs(tokyo.agent.session, 'PATCH', `/api/viewings/${inTokyo.id}`, { action: 'confirm' }),
      200,
    )
    // Someone else's confirmed viewing with the same agent is in the agent's feed, not in the buyer's.
    const otherBuyer = await t.freshAccount()
    const someoneElses = await bookedBy(otherBuyer.session, berlin.listing.id, 10)
    await expectJson(
      await sendAs(berlin.agent.session, 'PATCH', `/api/viewings/${someoneElses.id}`, { action: 'confirm' }),
      200,
    )

    const buyersFeed = await eventsAt((await feedOf(buyer.session)).url)
    expect([...buyersFeed.keys()].sort()).toEqual(
      [`viewing-${confirmed.id}@keyhaven`, `viewing-${inTokyo.id}@keyhaven`].sort(),
    )
    for (const { id, start } of [confirmed, inTokyo]) {
      const event = buyersFeed.get(`viewing-${id}@keyhaven`)
      expect(event?.start.toISOString()).toBe(start)
      expect(event?.end?.getTime()).toBe(Date.parse(start) + 30 * 60_000)
      expect(event?.status).toBe('CONFIRMED')
    }
    expect(buyersFeed.get(`viewing-${confirmed.id}@keyhaven`)).toMatchObject({
      summary: 'Viewing: Feed Farm',
      location: '1 Feed Farm Road',
    })
    const agentsFeed = await eventsAt((await feedOf(berlin.agent.session)).url)
    expect([...agentsFeed.keys()].sort()).toEqual(
      [`viewing-${confirmed.id}@keyhaven`, `viewing-${someoneElses.id}@keyhaven`].sort(),
    )
    expect(agentsFeed.has(`viewing-${onlyRequested.id}@keyhaven`)).toBe(false)
  })

  it('keeps a cancelled viewing as CANCELLED with a higher SEQUENCE, so a subscribed calendar takes it off', async () => {
    const { agent, listing } = await agentWithListing('Europe/Lisbon', 'Cancel Court')
    const buyer = await t.freshAccount()
    const viewing = await bookedBy(buyer.session, listing.id, 1)
    const neverConfirmed = await bookedBy(buyer.session, listing.id, 4)
    await expectJson(
      await sendAs(agent.session, 'PATCH', `/api/viewings/${viewing.id}`, { action: 'confirm' }),
      200,
    )
    const uid = `viewing-${viewing.id}@keyhaven`
    const buyersFeed = (await feedOf(buyer.session)).url
    const agentsFeed = (await feedOf(agent.session)).url
    const confirmed = (await eventsAt(buyersFeed)).get(uid)
    expect(confirmed).toMatchObject({ status: 'CONFIRMED' })

    for (const id of [viewing.id, neverConfirmed.id]) {
      await expectJson(
        await sendAs(buyer.session, 'PATCH', `/api/viewings/${id}`, {
          action: 'cancel',
          reason: 'Plans changed',
        }),
        200,
      )
    }
    for (const url of [buyersFeed, agentsFeed]) {
      const events = await eventsAt(url)
      const cancelled = events.get(uid)
      expect(cancelled).toMatchObject({ status: 'CANCELLED', summary: 'Viewing: Cancel Court' })
      expect(cancelled?.start.toISOString()).toBe(viewing.start)
      expect(Number(cancelled?.sequence)).toBeGreaterThan(Number(confirmed?.sequence))
      // A request cancelled before it was confirmed was never in a feed: nothing to take off.
      expect(events.has(`viewing-${neverConfirmed.id}@keyhaven`)).toBe(false)
    }
  })

  it("holds the agent's open houses as events with stable UIDs, in the agent's feed only", async () => {
    const { agent, listing } = await agentWithListing('America/Chicago', 'Open Orchard')
    const start = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS)
    const end = new Date(start.getTime() + 2 * HOUR_MS)
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await sendAs(agent.session, 'POST', `/api/properties/${listing.id}/open-houses`, {
        start: start.toISOString(),
        end: end.toISOString(),
      }),
      201,
    )
    const uid = `open-house-${insertedId}@keyhaven`
    const url = (await feedOf(agent.session)).url
    const first = await eventsAt(url)
    const event = first.get(uid)
    expect(event).toMatchObject({
      summary: 'Open house: Open Orchard',
      location: '1 Open Orchard Road',
      status: 'CONFIRMED',
    })
    expect(event?.start.toISOString()).toBe(start.toISOString())
    expect(event?.end?.toISOString()).toBe(end.toISOString())
    // Read again, the same event: a calendar updates it rather than adding a second one.
    expect((await eventsAt(url)).get(uid)).toEqual(event)

    const buyer = await t.freshAccount()
    expect((await eventsAt((await feedOf(buyer.session)).url)).has(uid)).toBe(false)
    const otherAgent = await t.freshAccount({ role: 'agent' })
    expect((await eventsAt((await feedOf(otherAgent.session)).url)).has(uid)).toBe(false)
  })

  it('gives the address once, keeps only its digest, and a new token replaces the old at once', async () => {
    const person = await t.freshAccount()
    const statusOf = async () =>
      expectJson<CalendarFeedStatus>(await sendAs(person.session, 'GET', '/api/calendar/token'), 200)
    expect(await statusOf()).toEqual({ madeAt: null })
    const made = await sendAs(person.session, 'POST', '/api/calendar/token')
    expect(made.headers.get('cache-control')).toBe('no-store')
    const first = await expectJson<NewCalendarFeed>(made, 200)
    expect(first.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
    // Read back, the feed says when it was made, never its address.
    expect(await statusOf()).toEqual({ madeAt: first.madeAt })
    expect((await eventsAt(first.url)).size).toBe(0)
    // A copy of the database holds no address: the stored value is not the token, nor does it contain it.
    const token = /calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(first.url)?.[1] ?? ''
    const [stored] = await t.ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person.id))
    expect(stored?.tokenDigest).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.tokenDigest).not.toContain(token)

    const second = await feedOf(person.session)
    expect(second.url).not.toBe(first.url)
    await expectApiError(await t.ctx.request(new URL(first.url).pathname), 404)
    expect((await eventsAt(second.url)).size).toBe(0)
    // Another person's address is not this one's.
    const other = await t.freshAccount()
    expect((await feedOf(other.session)).url).not.toBe(second.url)
  })

  it.each([
    ['an unknown token', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['a malformed token', '/api/calendar/not-a-token.ics'],
    ['no token', '/api/calendar/.ics'],
  ])('answers %s with 404', async (_, path) => {
    await expectApiError(await t.ctx.request(path), 404)
  })

  it('refuses the address and its rotation without sign-in (401)', async () => {
    await expectApiError(await t.send('GET', '/api/calendar/token', 'anonymous'), 401)
    await expectApiError(await t.send('POST', '/api/calendar/token', 'anonymous'), 401)
  })
})
