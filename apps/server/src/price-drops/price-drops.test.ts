import {
  type Notification,
  type NotificationPreferences,
  type Property,
  propertySchema,
  type WishlistItem,
} from '@keyhaven/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import type { Mail } from '../mail/mailer.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { PRICE_DROP } from './alerts.ts'
import { sendPriceDropDigests } from './digest.ts'

// Price-drop alerts: a fall of a public listing's low price is told once, in the price change's transaction, to
// each buyer who keeps it in their wishlist or has a saved search (alerts on) it meets, when the fall reaches
// the buyer's own threshold; their e-mails go out in one digest a day at most. Every listing here has a town
// of its own, so no other test's saved search matches it.

const logger = createLogger('silent')
const BASE_URL = 'http://keyhaven.test'

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

/** What the digest job's mail server accepted, and whether it is up. */
const delivered: Mail[] = []
let smtpUp = true
const runDigest = () =>
  sendPriceDropDigests({
    db: t.ctx.db,
    mailer: {
      async send(mail) {
        if (!smtpUp) throw new Error('SMTP is down')
        delivered.push(mail)
      },
    },
    logger,
    baseUrl: BASE_URL,
  })

let buyers = 0
/** A buyer of one test, signed in, with the price-drop threshold `alert`. */
async function buyer(alert?: NotificationPreferences['priceDropAlert']) {
  buyers++
  const person = await insertAccount(t.ctx.db, {
    name: `Drop Buyer ${buyers}`,
    email: `drops-${buyers}@example.com`,
  })
  const session = await signIn(t.ctx, person.email, TEST_PASSWORD)
  if (alert) await setPreferences(session, { emailKinds: ['price_drop'], priceDropAlert: alert })
  return { ...person, session }
}
type Buyer = Awaited<ReturnType<typeof buyer>>

function call(session: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) {
  return t.ctx.request(path, {
    method,
    headers: { ...session.headers, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}

const setPreferences = async (session: SignedIn, body: unknown) =>
  expectJson<NotificationPreferences>(await call(session, 'PUT', '/api/notification-preferences', body), 200)

/** A verified listing of the demo agent in `town`, priced $100,000 - $120,000. */
const listingIn = (town: string) =>
  t.listingOf('agent', {
    title: `Home in ${town}`,
    location: `1 Drop Lane, ${town}`,
    priceLow: 100_000,
    priceHigh: 120_000,
  })

/** The agent saves the listing with a new price range (every other field as it was). */
async function reprice(
  listing: { id: string; title: string; location: string; image: string },
  priceRange: string,
) {
  const { title, location, image } = listing
  return expectJson<{ modifiedCount: number }>(
    await t.send('PUT', `/api/properties/${listing.id}`, 'agent', { title, location, image, priceRange }),
    200,
  )
}

async function wishlist(person: Buyer, propertyId: string) {
  await expectJson(await call(person.session, 'POST', '/api/wishlist', { propertyId }), 201)
}

async function dropsOf(person: Buyer): Promise<Notification[]> {
  const list = await expectJson<Notification[]>(await call(person.session, 'GET', '/api/notifications'), 200)
  return list.filter((note) => note.kind === PRICE_DROP)
}

const mailsTo = (person: Buyer) => delivered.filter((mail) => mail.to === person.email)

describe('the price-drop threshold, in the notification preferences', () => {
  it('is any drop until the buyer chooses, is kept by a PUT that leaves it out, and refuses an unknown one', async () => {
    const person = await buyer()
    const read = async () =>
      expectJson<NotificationPreferences>(
        await call(person.session, 'GET', '/api/notification-preferences'),
        200,
      )
    expect((await read()).priceDropAlert).toBe('any')

    expect(
      (await setPreferences(person.session, { emailKinds: [], priceDropAlert: '10' })).priceDropAlert,
    ).toBe('10')
    expect(await setPreferences(person.session, { emailKinds: ['price_drop'] })).toMatchObject({
      priceDropAlert: '10',
      emailKinds: ['price_drop'],
    })
    await expectApiError(
      await call(person.session, 'PUT', '/api/notification-preferences', {
        emailKinds: [],
        priceDropAlert: '7',
      }),
      400,
      'priceDropAlert',
    )
    expect((await read()).priceDropAlert).toBe('10')
  })
})

describe('a price drop is told once', () => {
  it('to a wishlist holder whose threshold it reaches, in the bell with a link to the listing, and not again on a re-save', async () => {
    const person = await buyer('5')
    const listing = await listingIn('Dropwick')
    await wishlist(person, listing.id)

    await reprice(listing, '$94,000 - $120,000')
    const [told, ...more] = await dropsOf(person)
    expect(more).toEqual([])
    expect(told).toMatchObject({
      title: 'Price dropped 6 %: Home in Dropwick',
      body: '“Home in Dropwick” now starts at $94,000, down from $100,000.',
      link: `/property-details/${listing.id}`,
      read: false,
    })

    // The same price saved again is no new drop.
    await reprice(listing, '$94,000 - $120,000')
    expect(await dropsOf(person)).toHaveLength(1)
    // A change of the high end alone is none either: the drop is measured on the low end.
    await reprice(listing, '$94,000 - $110,000')
    expect(await dropsOf(person)).toHaveLength(1)
  })

  it('not to a buyer whose threshold a smaller drop does not reach, nor to one who switched them off', async () => {
    const wantsTen = await buyer('10')
    const wantsNone = await buyer('off')
    const listing = await listingIn('Smallfall')
    await wishlist(wantsTen, listing.id)
    await wishlist(wantsNone, listing.id)

    await reprice(listing, '$91,000 - $120,000')
    expect(await dropsOf(wantsTen)).toEqual([])
    expect(await dropsOf(wantsNone)).toEqual([])

    // Exactly 10 % below $100,000 reaches it (measured from the price before: $91,000 to $81,900).
    await reprice(listing, '$81,900 - $120,000')
    expect((await dropsOf(wantsTen)).map((note) => note.title)).toEqual([
      'Price dropped 10 %: Home in Smallfall',
    ])
    expect(await dropsOf(wantsNone)).toEqual([])
  })

  it('to the owner of a matching saved search with alerts on, once even when the home is in their wishlist too', async () => {
    const searcher = await buyer('any')
    const both = await buyer('any')
    const alertsOff = await buyer('any')
    for (const person of [searcher, both, alertsOff]) {
      await expectJson(
        await call(person.session, 'POST', '/api/saved-searches', {
          name: 'Searchmere',
          query: 'search=searchmere',
        }),
        201,
      )
    }
    const [search] = await expectJson<{ _id: string }[]>(
      await call(alertsOff.session, 'GET', '/api/saved-searches'),
      200,
    )
    await expectJson(
      await call(alertsOff.session, 'PATCH', `/api/saved-searches/${search?._id}`, { alertsEnabled: false }),
      200,
    )
    const listing = await listingIn('Searchmere')
    await wishlist(both, listing.id)

    // Under 1 %: any drop is one, and it is told without a figure.
    await reprice(listing, '$99,500 - $120,000')
    expect((await dropsOf(searcher)).map((note) => note.title)).toEqual(['Price dropped: Home in Searchmere'])
    expect(await dropsOf(both)).toHaveLength(1)
    expect(await dropsOf(alertsOff)).toEqual([])
  })

  it('by no rise, and by no drop of a listing the public cannot see', async () => {
    const person = await buyer('any')
    const listing = await listingIn('Risington')
    await wishlist(person, listing.id)
    await reprice(listing, '$110,000 - $130,000')
    await t.ctx.db.execute(
      sql`update properties set verification_status = 'pending' where id = ${listing.id}`,
    )
    await reprice(listing, '$50,000 - $60,000')
    expect(await dropsOf(person)).toEqual([])
  })
})

describe("the listing's recent drop", () => {
  it('is on its page, its cards and the wishlist with the range before, until a rise undoes it', async () => {
    const person = await buyer('any')
    const listing = await listingIn('Cardbury')
    await wishlist(person, listing.id)
    await reprice(listing, '$95,000 - $115,000')

    const drop = { percent: 5, previousPriceRange: '$100,000 - $120,000', droppedAt: expect.any(String) }
    const details = await expectJson<Property>(
      await t.send('GET', `/api/properties/${listing.id}`, 'user'),
      200,
    )
    expect(details.priceDrop).toEqual(drop)
    const cards = await expectJson<Property[]>(
      await t.send('GET', '/api/properties/verified?search=cardbury', 'user'),
      200,
    )
    expect(cards.map((card) => propertySchema.strict().parse(card).priceDrop)).toEqual([drop])
    const items = await expectJson<WishlistItem[]>(
      await call(person.session, 'GET', `/api/wishlist?email=${encodeURIComponent(person.email)}`),
      200,
    )
    expect(items.find((item) => item.propertyId === listing.id)?.priceDrop).toEqual(drop)

    await reprice(listing, '$97,000 - $115,000')
    const after = await expectJson<Property>(
      await t.send('GET', `/api/properties/${listing.id}`, 'user'),
      200,
    )
    expect(after.priceDrop).toBeNull()
  })
})

describe('the daily digest', () => {
  it('mails each buyer one e-mail of their drops, at most one a day, and the next day the drops told since', async () => {
    const person = await buyer('any')
    const first = await listingIn('Digestford')
    const second = await listingIn('Digestmoor')
    await wishlist(person, first.id)
    await wishlist(person, second.id)
    await reprice(first, '$90,000 - $120,000')
    await reprice(second, '$80,000 - $120,000')

    await runDigest()
    const [mail, ...more] = mailsTo(person)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Prices dropped on 2 homes you follow')
    expect(mail?.text).toContain(`${BASE_URL}/property-details/${first.id}`)
    expect(mail?.text).toContain('“Home in Digestmoor” now starts at $80,000, down from $100,000.')

    // A later drop the same day waits for the next day's digest.
    await reprice(first, '$85,000 - $120,000')
    await runDigest()
    expect(mailsTo(person)).toHaveLength(1)

    // A day later (the last digest's time moved back a day), the drop told since goes out alone.
    await t.ctx.db
      .update(notifications)
      .set({ mailClaimedAt: sql`${notifications.mailClaimedAt} - interval '1 day'` })
      .where(and(eq(notifications.userId, person.id), eq(notifications.mailState, 'sent')))
    await runDigest()
    const [, next, ...none] = mailsTo(person)
    expect(none).toEqual([])
    expect(next?.subject).toBe('Price dropped 5 %: Home in Digestford')
  })

  it('tells each buyer of one drop in their own language: the bell and the digest in Spanish for a Spanish buyer', async () => {
    const spanish = await buyer('any')
    await expectJson(await call(spanish.session, 'PUT', '/api/users/me/language', { language: 'es' }), 200)
    const english = await buyer('any')
    const first = await listingIn('Lenguaville')
    const second = await listingIn('Idiomaford')
    for (const person of [spanish, english]) await wishlist(person, first.id)
    await wishlist(spanish, second.id)
    await reprice(first, '$90,000 - $120,000')
    await reprice(second, '$99,500 - $120,000')

    // Spain writes amounts with a dot for thousands and the currency after them.
    expect(await dropsOf(spanish)).toEqual([
      expect.objectContaining({
        title: 'El precio bajó: Home in Idiomaford',
        body: '«Home in Idiomaford» ahora empieza en 99.500\u00a0US$; antes, 100.000\u00a0US$.',
      }),
      expect.objectContaining({
        title: 'El precio bajó un 10 %: Home in Lenguaville',
        body: '«Home in Lenguaville» ahora empieza en 90.000\u00a0US$; antes, 100.000\u00a0US$.',
      }),
    ])
    expect(await dropsOf(english)).toEqual([
      expect.objectContaining({
        title: 'Price dropped 10 %: Home in Lenguaville',
        body: '“Home in Lenguaville” now starts at $90,000, down from $100,000.',
      }),
    ])

    await runDigest()
    const [mail, ...more] = mailsTo(spanish)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Bajaron los precios de 2 viviendas que sigues')
    expect(mail?.text).toMatch(
      new RegExp(`^Hola, ${spanish.name}:\n\n«Home in Lenguaville» ahora empieza en`),
    )
    expect(mail?.text).toContain('Recibes como máximo un correo así al día.')
    expect(mailsTo(english)[0]?.text).toMatch(new RegExp(`^Hello ${english.name},\n\n“Home in Lenguaville”`))
  })

  it('sends a digest claimed by a run that stopped before marking it sent, and retries a failed send', async () => {
    const person = await buyer('any')
    const listing = await listingIn('Crashbourne')
    await wishlist(person, listing.id)
    await reprice(listing, '$90,000 - $120,000')
    // A run claimed it and stopped (its instance ended) before the send.
    await t.ctx.db
      .update(notifications)
      .set({ mailState: 'sending', mailClaimedAt: new Date() })
      .where(and(eq(notifications.userId, person.id), eq(notifications.kind, PRICE_DROP)))
    await runDigest()
    expect(mailsTo(person).map((mail) => mail.subject)).toEqual(['Price dropped 10 %: Home in Crashbourne'])

    const unlucky = await buyer('any')
    await wishlist(unlucky, listing.id)
    await reprice(listing, '$80,000 - $120,000')
    smtpUp = false
    try {
      expect((await runDigest()).failed).toBeGreaterThan(0)
    } finally {
      smtpUp = true
    }
    expect(mailsTo(unlucky)).toEqual([])
    // Let go, not lost: tried again once the retry's wait is over (moved back here).
    await t.ctx.db
      .update(notifications)
      .set({ mailClaimedAt: sql`${notifications.mailClaimedAt} - interval '1 hour'` })
      .where(eq(notifications.userId, unlucky.id))
    await runDigest()
    expect(mailsTo(unlucky)).toHaveLength(1)
  })

  it('mails nothing to a buyer who switched the e-mail of price drops off, and leaves the bell as it is', async () => {
    const person = await buyer('any')
    await setPreferences(person.session, { emailKinds: [] })
    const listing = await listingIn('Quietholm')
    await wishlist(person, listing.id)
    await reprice(listing, '$90,000 - $120,000')
    await runDigest()
    expect(mailsTo(person)).toEqual([])
    expect(await dropsOf(person)).toHaveLength(1)
  })
})
