import type { Notification, SavedSearch } from '@keyhaven/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { appSettings, notifications, savedSearches } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createJobRunner } from '../jobs/job-runner.ts'
import type { Mail } from '../mail/mailer.ts'
import { createNotifier, notificationMailJob } from '../notifications/notifier.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import {
  type CallerName,
  createPropertiesTestContext,
  type PropertiesTestContext,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { SAVED_SEARCH_ALERT } from './alerts.ts'
import { savedSearchValues } from './queries.ts'

// Saved-search alerts: written with the verification, in its transaction, and e-mailed by the notification-mail
// job (one instance at a time, retried, never twice). Every search here has a town of its own in its text, so
// no other test's listing matches it. Which listings match which filters: alert-matching.test.ts.

const logger = createLogger('silent')
const BASE_URL = 'http://keyhaven.test'

let t: PropertiesTestContext
// A second instance's connection to the same database (PostgreSQL); on PGlite the same one.
let other: DatabaseHandle
/** What the job's mail server accepted, and whether it is up. */
const delivered: Mail[] = []
let smtpUp = true
const notifier = () =>
  createNotifier({
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

beforeAll(async () => {
  t = await createPropertiesTestContext()
  other = t.ctx.databaseUrl ? openDatabase({ url: t.ctx.databaseUrl }) : t.ctx.database
})
afterAll(async () => {
  if (other && other !== t?.ctx.database) await other.close()
  await t?.ctx.close()
})

/** One run of the notification-mail job in an instance on `database` (its last run forgotten: due now). */
async function runMailJob(database: DatabaseHandle = t.ctx.database) {
  await t.ctx.db.delete(appSettings).where(eq(appSettings.key, 'job:notification-mail:last_run'))
  return createJobRunner({ database, logger }).tick(notificationMailJob(notifier()))
}

async function save(who: CallerName, name: string, query: string) {
  return expectJson<SavedSearch>(await t.send('POST', '/api/saved-searches', who, { name, query }), 201)
}

const pendingIn = (town: string, values: Parameters<PropertiesTestContext['listingOf']>[1] = {}) =>
  t.listingOf('agent', {
    location: `1 Alert Road, ${town}`,
    listingType: 'rent',
    priceLow: 2_000,
    priceHigh: 2_400,
    verificationStatus: 'pending',
    ...values,
  })

const verify = async (id: string) =>
  expectJson(await t.send('PATCH', `/api/properties/verify/${id}`, 'admin', { status: 'verified' }), 200)

const titleOf = (searchName: string) => `New on Keyhaven: a listing matches “${searchName}”`

/** The alerts written for a search, by its name (every user's). */
const alertsFor = (searchName: string) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, SAVED_SEARCH_ALERT), eq(notifications.title, titleOf(searchName))))

const mailsFor = (searchName: string) => delivered.filter((mail) => mail.subject === titleOf(searchName))

describe('an alert is written in the verification’s transaction', () => {
  it('is in the owner’s notifications when the verification answers, and the request mails nothing', async () => {
    const saved = await save('user', 'Quillhaven rentals', 'search=quillhaven&listingType=rent&maxPrice=2500')
    await verify((await pendingIn('Quillhaven')).id)

    const list = await expectJson<Notification[]>(await t.send('GET', '/api/notifications', 'user'), 200)
    expect(list.find((note) => note.title === titleOf('Quillhaven rentals'))).toMatchObject({
      kind: SAVED_SEARCH_ALERT,
      body: 'A newly verified listing matches your saved search “Quillhaven rentals”.',
      link: `/allProperties?${saved.query}`,
      read: false,
    })
    // The verification's own request sends only the agent's notification; the alert waits for the job.
    expect(t.ctx.sentMail.filter((mail) => mail.subject === titleOf('Quillhaven rentals'))).toEqual([])
    const [row] = await alertsFor('Quillhaven rentals')
    expect(row?.mailState).toBe('pending')
  })

  it('writes none when the verification rolls back (here: refused at commit)', async () => {
    await save('user', 'Rollbury homes', 'search=rollbury')
    const listing = await pendingIn('Rollbury', { title: 'Refused At Commit' })
    await t.ctx.db.execute(sql`
      create function test_refuse_commit() returns trigger language plpgsql
      as $$ begin raise exception 'refused at commit'; end $$`)
    await t.ctx.db.execute(sql`
      create constraint trigger test_refuse_verification after update on properties
      deferrable initially deferred for each row when (new.title = 'Refused At Commit')
      execute function test_refuse_commit()`)
    try {
      await expectApiError(
        await t.send('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'verified' }),
        500,
      )
    } finally {
      await t.ctx.db.execute(sql`drop trigger test_refuse_verification on properties`)
      await t.ctx.db.execute(sql`drop function test_refuse_commit()`)
    }
    expect(await alertsFor('Rollbury homes')).toEqual([])
    // Nor was the search's quiet hour taken: verified for good, the listing alerts it.
    await verify(listing.id)
    expect(await alertsFor('Rollbury homes')).toHaveLength(1)
  })
})

describe('delivery by the notification-mail job', () => {
  it('mails each alert once, as before, however many instances run the job', async () => {
    const saved = await save('agent', 'Orchard Vale', 'search=orchard vale')
    await verify((await pendingIn('Orchard Vale')).id)

    const outcomes = await Promise.all([runMailJob(), runMailJob(other)])
    expect(outcomes.filter((outcome) => outcome === 'succeeded').length).toBeGreaterThanOrEqual(1)
    await runMailJob()
    expect(mailsFor('Orchard Vale')).toEqual([
      {
        to: 'agent@example.com',
        subject: 'New on Keyhaven: a listing matches “Orchard Vale”',
        text:
          'Hello Marcus Reed,\n\nA newly verified listing matches your saved search “Orchard Vale”. See the listings:\n\n' +
          `${BASE_URL}/allProperties?${saved.query}\n\n` +
          'You get at most one such e-mail an hour for this search. To stop them, switch its alerts off under Saved Searches in your dashboard.',
        html:
          '<p>Hello Marcus Reed,</p><p>A newly verified listing matches your saved search “Orchard Vale”. ' +
          `<a href="${BASE_URL}/allProperties?search=orchard+vale">See the listings</a>.</p>` +
          '<p>You get at most one such e-mail an hour for this search. To stop them, switch its alerts off under Saved Searches in your dashboard.</p>',
      },
    ])
    const [row] = await alertsFor('Orchard Vale')
    expect(row?.mailState).toBe('sent')
  })

  it("writes the alert and its e-mail in the owner's language: Spanish for a Spanish buyer", async () => {
    const buyer = await insertAccount(t.ctx.db, { name: 'Lola Ruiz', language: 'es' })
    const session = await signIn(t.ctx, buyer.email, TEST_PASSWORD)
    const call = (method: string, path: string, body?: unknown) =>
      t.ctx.request(path, {
        method,
        headers: { ...session.headers, 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    const saved = await expectJson<SavedSearch>(
      await call('POST', '/api/saved-searches', { name: 'Pisos en Solana', query: 'search=solanaville' }),
      201,
    )
    await verify((await pendingIn('Solanaville')).id)

    const list = await expectJson<Notification[]>(await call('GET', '/api/notifications'), 200)
    expect(list.find((note) => note.kind === SAVED_SEARCH_ALERT)).toMatchObject({
      title: 'Nuevo en Keyhaven: un anuncio coincide con «Pisos en Solana»',
      body: 'Un anuncio recién verificado coincide con tu búsqueda guardada «Pisos en Solana».',
    })
    await runMailJob()
    const url = `${BASE_URL}/allProperties?${saved.query}`
    expect(delivered.filter((mail) => mail.to === buyer.email)).toEqual([
      {
        to: buyer.email,
        subject: 'Nuevo en Keyhaven: un anuncio coincide con «Pisos en Solana»',
        text:
          'Hola, Lola Ruiz:\n\nUn anuncio recién verificado coincide con tu búsqueda guardada «Pisos en Solana». Mira los anuncios:\n\n' +
          `${url}\n\n` +
          'Recibes como máximo un correo así por hora para esta búsqueda. Para dejar de recibirlos, desactiva sus alertas en Búsquedas guardadas, en tu panel.',
        html:
          '<p>Hola, Lola Ruiz:</p><p>Un anuncio recién verificado coincide con tu búsqueda guardada «Pisos en Solana». ' +
          `<a href="${url}">Mira los anuncios</a>.</p>` +
          '<p>Recibes como máximo un correo así por hora para esta búsqueda. Para dejar de recibirlos, desactiva sus alertas en Búsquedas guardadas, en tu panel.</p>',
      },
    ])
  })

  it('tries a failed send again later, and sends it once', async () => {
    await save('user', 'Failbrook flats', 'search=failbrook')
    await verify((await pendingIn('Failbrook')).id)
    smtpUp = false
    try {
      await runMailJob()
    } finally {
      smtpUp = true
    }
    expect(mailsFor('Failbrook flats')).toEqual([])
    // Not again at once (a mail server that is down is not hammered)...
    await runMailJob()
    expect(mailsFor('Failbrook flats')).toEqual([])
    // ...but once the retry delay has passed.
    await t.ctx.db
      .update(notifications)
      .set({ mailClaimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(notifications.title, titleOf('Failbrook flats')))
    await runMailJob()
    await runMailJob()
    expect(mailsFor('Failbrook flats')).toHaveLength(1)
  })

  it('sends at once an alert whose send a stopped instance left unfinished', async () => {
    await save('user', 'Haltwick homes', 'search=haltwick')
    await verify((await pendingIn('Haltwick')).id)
    // What an instance stopped mid-send leaves: the alert claimed, not marked sent.
    await t.ctx.db
      .update(notifications)
      .set({ mailState: 'sending', mailClaimedAt: new Date() })
      .where(eq(notifications.title, titleOf('Haltwick homes')))
    await runMailJob()
    await runMailJob()
    expect(mailsFor('Haltwick homes')).toHaveLength(1)
  })

  it('queues no e-mail for an owner who switched these e-mails off in the profile', async () => {
    const preferences = await expectJson<{ emailKinds: string[] }>(
      await t.send('GET', '/api/notification-preferences', 'otherAgent'),
      200,
    )
    await expectJson(
      await t.send('PUT', '/api/notification-preferences', 'otherAgent', {
        emailKinds: preferences.emailKinds.filter((kind) => kind !== SAVED_SEARCH_ALERT),
      }),
      200,
    )
    await save('otherAgent', 'Quietmere lofts', 'search=quietmere')
    await verify((await pendingIn('Quietmere')).id)
    await runMailJob()
    const [row] = await alertsFor('Quietmere lofts')
    expect(row?.mailState).toBe('off')
    expect(mailsFor('Quietmere lofts')).toEqual([])
  })
})

describe('who is alerted', () => {
  it('alerts a search once within its quiet hour, then again after it', async () => {
    await save('user', 'Vellmoor homes', 'search=vellmoor')
    await verify((await pendingIn('Vellmoor')).id)
    await verify((await pendingIn('Vellmoor')).id)
    expect(await alertsFor('Vellmoor homes')).toHaveLength(1)

    await t.ctx.db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(savedSearches.name, 'Vellmoor homes'))
    await verify((await pendingIn('Vellmoor')).id)
    expect(await alertsFor('Vellmoor homes')).toHaveLength(2)
  })

  it('alerts each search once when two matching listings are verified at once', async () => {
    const names = Array.from({ length: 20 }, (_, n) => `Twinford ${n}`)
    // Every listing there has 5 bedrooms: each search's minimum is met.
    for (const [index, name] of names.entries()) {
      // Each query its own (one person saves a query once): a different ceiling far above the price.
      await save('agent', name, `search=twinford&minBeds=${(index % 5) + 1}&maxPrice=${1_000_000 + index}`)
    }
    const [first, second] = [
      await pendingIn('Twinford', { bedrooms: 5 }),
      await pendingIn('Twinford', { bedrooms: 5 }),
    ]
    await Promise.all([verify(first.id), verify(second.id)])
    for (const name of names) expect(await alertsFor(name)).toHaveLength(1)
  })

  it('sends nothing with alerts off, nor for a rejection', async () => {
    const saved = await save('user', 'Mossbank homes', 'search=mossbank')
    await expectJson(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: false }),
      200,
    )
    await save('user', 'Mossbank sentinel', 'search=mossbank&listingType=sale')
    const rejected = await pendingIn('Mossbank', { listingType: 'sale' })
    await expectJson(
      await t.send('PATCH', `/api/properties/verify/${rejected.id}`, 'admin', {
        status: 'rejected',
        reason: 'Not a real listing.',
      }),
      200,
    )
    expect(await alertsFor('Mossbank sentinel')).toEqual([])
    await verify((await pendingIn('Mossbank')).id)
    expect(await alertsFor('Mossbank homes')).toEqual([])
  })

  it('alerts no one for a deleted account’s search', async () => {
    const person = await insertAccount(t.ctx.db, { name: 'Gone Soon' })
    const session = await signIn(t.ctx, person.email, TEST_PASSWORD)
    await expectJson(
      await t.ctx.request('/api/saved-searches', {
        method: 'POST',
        headers: { ...session.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Lostwater homes', query: 'search=lostwater' }),
      }),
      201,
    )
    await expectJson(await t.send('DELETE', `/api/users/${encodeURIComponent(person.email)}`, 'admin'), 200)
    await verify((await pendingIn('Lostwater')).id)
    expect(await alertsFor('Lostwater homes')).toEqual([])
  })

  it('alerts no one for a stored query that no longer parses', async () => {
    await t.ctx.db
      .insert(savedSearches)
      .values(savedSearchValues({ userId: t.ids.user, name: 'Oldfilter homes', query: 'town=oldfilter' }))
    await verify((await pendingIn('Oldfilter')).id)
    expect(await alertsFor('Oldfilter homes')).toEqual([])
  })

  it('alerts no one for a listing the public cannot see (its agent is marked fraud)', async () => {
    await save('user', 'Crookham homes', 'search=crookham')
    const listing = await t.listingOf('fraud', {
      location: '1 Crook Lane, Crookham',
      verificationStatus: 'pending',
    })
    await verify(listing.id)
    expect(await alertsFor('Crookham homes')).toEqual([])
  })
})
