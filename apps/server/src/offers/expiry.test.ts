import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  NOTIFICATION_KINDS,
  type Notification,
  OFFER_EXPIRED_NOTE,
  type Offer,
  offerSchema,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, paymentIntents, users } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createJobRunner } from '../jobs/job-runner.ts'
import type { Mail } from '../mail/mailer.ts'
import { createNotifier } from '../notifications/notifier.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { DAY_MS, insertOffer } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { BOUGHT_NEVER_RELEASED, createOfferService, offerExpiryJob } from './service.ts'

// An accepted offer has OFFER_PAYMENT_DAYS (3 here) to be paid; past it, or released by an admin, or when its
// buyer's account is deleted, it expires and its home takes offers again. The expiry job's work runs here with
// the moment it takes as "now", never by waiting.

const PAYMENT_DAYS = 3

let t: Buying
/** The expiry as the job runs it, with its own notifier; its e-mails land in `expiryMail`. */
let expiry: ReturnType<typeof createOfferService>
const expiryMail: Mail[] = []

function expiryService() {
  const notifier = createNotifier({
    db: t.ctx.db,
    mailer: { send: async (mail) => void expiryMail.push(mail) },
    logger: createLogger('silent'),
    baseUrl: 'http://keyhaven.test',
  })
  return createOfferService(t.ctx.db, notifier, PAYMENT_DAYS)
}

beforeAll(async () => {
  t = await setUpBuying({ OFFER_PAYMENT_DAYS: String(PAYMENT_DAYS) })
  expiry = expiryService()
}, 300_000)
afterAll(() => t?.close())

type Listing = Awaited<ReturnType<Buying['listing']>>
interface Buyer {
  id: string
  email: string
  session: SignedIn
}

const sendAs = (session: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...session.headers, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
const release = (who: Anyone, offerId: string, body: unknown = { reason: 'The buyer asked us to.' }) =>
  t.send('PATCH', `/api/offers/release/${offerId}`, who, body)
const offerOn = (listing: Listing, who: Who) =>
  t.send('POST', '/api/offers', who, {
    propertyId: listing.id,
    offerAmount: 110_000,
    buyingDate: dayFromToday(30),
  })

async function offerRow(id: string) {
  const [row] = await t.ctx.db.select().from(offers).where(eq(offers.id, id))
  if (!row) throw new Error(`no offer ${id}`)
  return row
}

/** An offer of a new buyer on a new listing titled `title`, accepted by its agent through the API. */
async function acceptedOffer(title: string) {
  const buyer: Buyer = await t.freshAccount({ name: `Buyer of ${title}` })
  const listing = await t.listing('agent', { title })
  const { insertedId } = await expectJson<{ insertedId: string }>(
    await sendAs(buyer.session, 'POST', '/api/offers', {
      propertyId: listing.id,
      offerAmount: 110_000,
      buyingDate: dayFromToday(30),
    }),
    201,
  )
  await expectJson(await t.send('PATCH', `/api/offers/accept/${insertedId}`, 'agent'), 200)
  const row = await offerRow(insertedId)
  if (!row.paymentDueAt) throw new Error('an accepted offer without a deadline')
  return { buyer, listing, offerId: insertedId, due: row.paymentDueAt }
}

async function inboxOf(session: SignedIn | Who) {
  const headers = typeof session === 'string' ? t.headersOf(session) : session.headers
  return expectJson<Notification[]>(await t.ctx.request('/api/notifications?limit=100', { headers }), 200)
}

/** The offer_expired notifications of a person about the listing titled `title`. */
async function expiryNotes(session: SignedIn | Who, title: string) {
  return (await inboxOf(session)).filter(
    (note) => note.kind === 'offer_expired' && note.title.includes(title),
  )
}

async function buyersOffers(buyer: Buyer): Promise<Offer[]> {
  const response = await sendAs(
    buyer.session,
    'GET',
    `/api/offers?buyerEmail=${encodeURIComponent(buyer.email)}`,
  )
  return (await expectJson<unknown[]>(response, 200)).map((item) => offerSchema.strict().parse(item))
}

async function payByCard(session: SignedIn, offerId: string) {
  const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
    await sendAs(session, 'POST', '/api/create-payment-intent', { offerId }),
    200,
  )
  const confirm = () =>
    sendAs(session, 'POST', '/api/test-gateway/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    })
  const record = () =>
    sendAs(session, 'POST', '/api/payments', { offerId, transactionId: intent.paymentIntentId })
  return { intent, confirm, record }
}

describe('the payment deadline', () => {
  it('is set OFFER_PAYMENT_DAYS after the accept, and the buyer sees it on the accepted offer', async () => {
    const before = Date.now()
    const { buyer, offerId, due } = await acceptedOffer('Deadline House')
    expect(due.getTime()).toBeGreaterThanOrEqual(before + PAYMENT_DAYS * DAY_MS)
    expect(due.getTime()).toBeLessThanOrEqual(Date.now() + PAYMENT_DAYS * DAY_MS)
    const [shown] = await buyersOffers(buyer)
    expect(shown).toMatchObject({ _id: offerId, status: 'accepted', paymentDueAt: due.toISOString() })
  })

  it('leaves a pending offer without one', async () => {
    const listing = await t.listing('agent', { title: 'No Deadline Yet' })
    const { insertedId } = await expectJson<{ insertedId: string }>(await offerOn(listing, 'otherUser'), 201)
    expect((await offerRow(insertedId)).paymentDueAt).toBeNull()
  })
})

describe('an accepted offer unpaid past its deadline', () => {
  it('stays accepted until the deadline, then expires; buyer and agent are told in the app and by e-mail', async () => {
    const { buyer, offerId, due } = await acceptedOffer('Overdue Cottage')
    await expiry.expireOverdue(new Date(due.getTime() - 1))
    expect((await offerRow(offerId)).status).toBe('accepted')

    const sent = expiryMail.length
    expect(await expiry.expireOverdue(new Date(due.getTime() + 1))).toBeGreaterThanOrEqual(1)
    expect((await offerRow(offerId)).status).toBe('expired')
    const [shown] = await buyersOffers(buyer)
    expect(shown).toMatchObject({ _id: offerId, status: 'expired' })

    const [toBuyer] = await expiryNotes(buyer.session, 'Overdue Cottage')
    expect(toBuyer).toMatchObject({
      title: 'Your offer on Overdue Cottage has expired',
      link: '/dashboard/property-bought',
    })
    expect(toBuyer?.body).toContain('was not paid by')
    const [toAgent] = await expiryNotes('agent', 'Overdue Cottage')
    expect(toAgent).toMatchObject({
      title: 'The accepted offer on Overdue Cottage has expired',
      link: '/dashboard/requestedProperties',
    })
    expect(toAgent?.body).toContain('Overdue Cottage takes offers again')
    const mailed = expiryMail.slice(sent).filter((mail) => mail.subject.includes('Overdue Cottage'))
    expect(mailed.map((mail) => mail.to).sort()).toEqual([buyer.email, 'agent@example.com'].sort())

    // Run again (another instance, or the next tick): nothing more happens.
    await expiry.expireOverdue(new Date(due.getTime() + DAY_MS))
    expect(await expiryNotes(buyer.session, 'Overdue Cottage')).toHaveLength(1)
  })

  it('frees the home: new offers, a new accept, a new price and a deletion are taken again', async () => {
    const { listing, offerId, due } = await acceptedOffer('Frozen No More')
    await expectApiError(await offerOn(listing, 'otherUser'), 409, 'already has an accepted offer')
    await expiry.expireOverdue(new Date(due.getTime() + 1))
    expect((await offerRow(offerId)).status).toBe('expired')

    const { insertedId } = await expectJson<{ insertedId: string }>(await offerOn(listing, 'otherUser'), 201)
    await expectJson(await t.send('PATCH', `/api/offers/accept/${insertedId}`, 'agent'), 200)
    expect((await offerRow(insertedId)).status).toBe('accepted')

    const other = await acceptedOffer('Repriced After Expiry')
    await expiry.expireOverdue(new Date(other.due.getTime() + 1))
    const body = {
      title: other.listing.title,
      location: other.listing.location,
      image: other.listing.image,
      priceRange: '$90,000 - $100,000',
    }
    await expectJson(await t.send('PUT', `/api/properties/${other.listing.id}`, 'admin', body), 200)
    await expectJson(await t.send('DELETE', `/api/properties/${other.listing.id}`, 'agent'), 200)
  })

  it('sends no e-mail of a kind the person switched off, but still tells them in the app', async () => {
    const { buyer, offerId, due } = await acceptedOffer('Quiet Expiry')
    await expectJson(
      await sendAs(buyer.session, 'PUT', '/api/notification-preferences', {
        emailKinds: NOTIFICATION_KINDS.filter((kind) => kind !== 'offer_expired'),
      }),
      200,
    )
    const sent = expiryMail.length
    await expiry.expireOverdue(new Date(due.getTime() + 1))
    expect((await offerRow(offerId)).status).toBe('expired')
    expect(await expiryNotes(buyer.session, 'Quiet Expiry')).toHaveLength(1)
    expect(expiryMail.slice(sent).filter((mail) => mail.to === buyer.email)).toEqual([])
    expect(expiryMail.slice(sent).some((mail) => mail.subject.includes('Quiet Expiry'))).toBe(true)
  })

  it('never expires a bought offer', async () => {
    const listing = await t.listing('agent', { title: 'Bought Long Ago' })
    const bought = await t.offer(listing, 'user', {
      status: 'bought',
      transactionId: 'pi_bought_long_ago',
      paymentDueAt: new Date(Date.now() - 30 * DAY_MS),
    })
    await expiry.expireOverdue(new Date(Date.now() + 365 * DAY_MS))
    expect((await offerRow(bought.id)).status).toBe('bought')
  })

  it('is expired once when several instances run the expiry at the same moment', async () => {
    const accepted = await Promise.all(['Twin Run A', 'Twin Run B', 'Twin Run C'].map(acceptedOffer))
    const latest = Math.max(...accepted.map(({ due }) => due.getTime()))
    const now = new Date(latest + 1)
    await Promise.all([expiry.expireOverdue(now), expiryService().expireOverdue(now)])
    for (const { buyer, offerId, listing } of accepted) {
      expect((await offerRow(offerId)).status).toBe('expired')
      expect(await expiryNotes(buyer.session, listing.title)).toHaveLength(1)
      expect(await expiryNotes('agent', listing.title)).toHaveLength(1)
    }
  })

  it('runs as the offer-expiry job of the job runner', async () => {
    const listing = await t.listing('agent', { title: 'Job Runner Lane' })
    const overdue = await t.offer(listing, 'user', {
      status: 'accepted',
      paymentDueAt: new Date(Date.now() - 60_000),
    })
    const runner = createJobRunner({ database: t.ctx.database, logger: createLogger('silent') })
    expect(await runner.tick(offerExpiryJob(expiry))).toBe('succeeded')
    expect((await offerRow(overdue.id)).status).toBe('expired')
  })
})

describe('a payment and the expiry', () => {
  it('refuses to start, charge or record a payment for an expired offer (409)', async () => {
    const { buyer, offerId, due } = await acceptedOffer('Too Late Manor')
    const payment = await payByCard(buyer.session, offerId)
    await expiry.expireOverdue(new Date(due.getTime() + 1))

    await expectApiError(await payment.confirm(), 409, OFFER_EXPIRED_NOTE)
    await expectApiError(await payment.record(), 409, OFFER_EXPIRED_NOTE)
    await expectApiError(
      await sendAs(buyer.session, 'POST', '/api/create-payment-intent', { offerId }),
      409,
      OFFER_EXPIRED_NOTE,
    )
    const [intent] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.offerId, offerId))
    expect(intent?.status).toBe('requires_payment_method')
    expect(await t.paymentCount(offerId)).toBe(0)
    expect((await offerRow(offerId)).status).toBe('expired')
  })

  it('leaves an offer the gateway has charged to be recorded, even past its deadline', async () => {
    const { buyer, offerId, due } = await acceptedOffer('Paid Just In Time')
    const payment = await payByCard(buyer.session, offerId)
    await expectJson(await payment.confirm(), 200)
    await expiry.expireOverdue(new Date(due.getTime() + 1))
    expect((await offerRow(offerId)).status).toBe('accepted')
    await expectApiError(await release('admin', offerId), 409, 'has been paid')
    await expectJson(await payment.record(), 201)
    expect((await offerRow(offerId)).status).toBe('bought')
  })

  it('lets exactly one win when a card payment and the expiry run at the same time', async () => {
    // The expiry starts a few event-loop turns after the payment, more each round, so that either may get to
    // the offer first; whichever does, the outcome must be one of the two below.
    const expireAfterTurns = async (turns: number, now: Date) => {
      for (let turn = 0; turn < turns; turn++) await nextTurn()
      return expiry.expireOverdue(now)
    }
    for (let round = 0; round < 8; round++) {
      const { buyer, offerId, due } = await acceptedOffer(`Race Round ${round}`)
      const payment = await payByCard(buyer.session, offerId)
      const [charge] = await Promise.all([
        payment.confirm(),
        expireAfterTurns(round * 4, new Date(due.getTime() + 1)),
      ])
      const [intent] = await t.ctx.db.select().from(paymentIntents).where(eq(paymentIntents.offerId, offerId))
      if (charge.status === 200) {
        expect((await offerRow(offerId)).status).toBe('accepted')
        expect(intent?.status).toBe('succeeded')
        await expectJson(await payment.record(), 201)
        expect((await offerRow(offerId)).status).toBe('bought')
      } else {
        await expectApiError(charge, 409, OFFER_EXPIRED_NOTE)
        expect((await offerRow(offerId)).status).toBe('expired')
        expect(intent?.status).toBe('requires_payment_method')
      }
    }
  })
})

describe('PATCH /api/offers/release/{offerId}', () => {
  it.each(['anonymous', 'user', 'otherUser', 'agent', 'otherAgent', 'fraud'] as const)(
    'is refused to the %s, and the offer stays accepted',
    async (who) => {
      const { offerId } = await acceptedOffer(`Not Yours To Release ${who}`)
      await expectApiError(await release(who, offerId), who === 'anonymous' ? 401 : 403)
      expect((await offerRow(offerId)).status).toBe('accepted')
    },
  )

  it.each<[string, unknown, string]>([
    ['no body', undefined, ''],
    ['no reason', {}, 'reason: must be text'],
    ['a blank reason', { reason: '   ' }, 'reason: is required'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'reason: must be at most 500 characters'],
    ['a reason that is not text', { reason: 42 }, 'reason: must be text'],
    ['a control character', { reason: 'stop\u0000' }, 'reason'],
  ])('answers 400 to %s and releases nothing', async (_case, body, message) => {
    const { offerId } = await acceptedOffer('Badly Released')
    const response = await t.ctx.request(`/api/offers/release/${offerId}`, {
      method: 'PATCH',
      headers: { ...t.headersOf('admin'), 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    await expectApiError(response, 400, message)
    expect((await offerRow(offerId)).status).toBe('accepted')
  })

  it('answers 400 to an id that is no id and 404 to an unknown one', async () => {
    await expectApiError(await release('admin', 'not-an-id'), 400)
    await expectApiError(await release('admin', MISSING_ID), 404)
  })

  it('refuses a pending, rejected, bought or already expired offer with 409', async () => {
    const listing = await t.listing('agent', { title: 'Nothing To Release' })
    const pending = await t.offer(listing, 'user')
    const rejected = await t.offer(listing, 'otherUser', { status: 'rejected' })
    await expectApiError(await release('admin', pending.id), 409, 'This offer is pending')
    await expectApiError(await release('admin', rejected.id), 409, 'This offer is rejected')
    const sold = await t.listing('agent', { title: 'Sold And Kept' })
    const bought = await t.offer(sold, 'user', { status: 'bought', transactionId: 'pi_sold_and_kept' })
    await expectApiError(await release('admin', bought.id), 409, BOUGHT_NEVER_RELEASED)
    expect((await offerRow(bought.id)).status).toBe('bought')

    const { offerId } = await acceptedOffer('Released Twice')
    await expectJson(await release('admin', offerId), 200)
    await expectApiError(await release('admin', offerId), 409, 'This offer is expired')
  })

  it('expires the offer at once, tells both parties the reason and frees the home', async () => {
    const { buyer, listing, offerId } = await acceptedOffer('Released Villa')
    const sent = t.ctx.sentMail.length
    expect(
      await expectJson(await release('admin', offerId, { reason: '  The buyer withdrew by phone.  ' }), 200),
    ).toEqual({ modifiedCount: 1 })
    expect((await offerRow(offerId)).status).toBe('expired')

    const [toBuyer] = await expiryNotes(buyer.session, 'Released Villa')
    expect(toBuyer).toMatchObject({ title: 'Your offer on Released Villa was released' })
    expect(toBuyer?.body).toContain('Reason: The buyer withdrew by phone.')
    const [toAgent] = await expiryNotes('agent', 'Released Villa')
    expect(toAgent).toMatchObject({ title: 'The accepted offer on Released Villa was released' })
    expect(toAgent?.body).toContain('Reason: The buyer withdrew by phone.')
    const mailed = t.ctx.sentMail.slice(sent).filter((mail) => mail.subject.includes('Released Villa'))
    expect(mailed.map((mail) => mail.to).sort()).toEqual([buyer.email, 'agent@example.com'].sort())

    await expectJson(await offerOn(listing, 'otherUser'), 201)
    const payment = await sendAs(buyer.session, 'POST', '/api/create-payment-intent', { offerId })
    await expectApiError(payment, 409, OFFER_EXPIRED_NOTE)
  })
})

describe('GET /api/offers/awaiting-payment', () => {
  it('lists accepted offers only, soonest deadline first, to admins only', async () => {
    const listing = await t.listing('agent', { title: 'Awaiting Soon' })
    const later = await t.listing('agent', { title: 'Awaiting Later' })
    const soon = await t.offer(listing, 'user', {
      status: 'accepted',
      paymentDueAt: new Date(Date.now() + DAY_MS),
    })
    const late = await t.offer(later, 'user', {
      status: 'accepted',
      paymentDueAt: new Date(Date.now() + 2 * DAY_MS),
    })
    const pending = await t.offer(later, 'otherUser')

    for (const who of ['user', 'agent', 'otherAgent', 'fraud'] as const) {
      await expectApiError(await t.send('GET', '/api/offers/awaiting-payment', who), 403)
    }
    await expectApiError(await t.send('GET', '/api/offers/awaiting-payment', 'anonymous'), 401)
    await expectApiError(await t.send('GET', '/api/offers/awaiting-payment?limit=0', 'admin'), 400, 'limit')

    const response = await t.send('GET', '/api/offers/awaiting-payment?limit=100', 'admin')
    const items = (await expectJson<unknown[]>(response, 200)).map((item) => offerSchema.strict().parse(item))
    expect(items.every((offer) => offer.status === 'accepted' && offer.paymentDueAt !== null)).toBe(true)
    const ids = items.map((offer) => offer._id)
    expect(ids).not.toContain(pending.id)
    expect(ids.indexOf(soon.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id))
    const dues = items.map((offer) => Date.parse(offer.paymentDueAt ?? ''))
    expect(dues).toEqual([...dues].sort((a, b) => a - b))
  })
})

describe('deleting a buyer', () => {
  it('expires their accepted, unpaid offers in the same step, tells the agent, and keeps what they bought', async () => {
    const { buyer, listing, offerId } = await acceptedOffer('Orphaned Offer House')
    const [buyerRow] = await t.ctx.db.select().from(users).where(eq(users.id, buyer.id))
    if (!buyerRow) throw new Error('no buyer')
    const bought = await insertOffer(t.ctx.db, {
      property: await t.listing('agent', { title: 'Bought Before Leaving' }),
      buyer: buyerRow,
      status: 'bought',
      transactionId: 'pi_bought_before_leaving',
    })

    await expectJson(await t.send('DELETE', `/api/users/${encodeURIComponent(buyer.email)}`, 'admin'), 200)

    expect(await offerRow(offerId)).toMatchObject({ status: 'expired', buyerId: null })
    expect(await offerRow(bought.id)).toMatchObject({ status: 'bought', buyerId: null })
    const [toAgent] = await expiryNotes('agent', 'Orphaned Offer House')
    expect(toAgent?.body).toContain('was deleted before paying')
    await expectJson(await offerOn(listing, 'otherUser'), 201)
  })
})
