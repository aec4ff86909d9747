import { type SavedSearch, savedSearchSchema } from '@keyhaven/contract'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { savedSearches } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createMailer } from '../mail/mailer.ts'
import { insertProperty } from '../test/factories.ts'
import {
  CALLERS,
  createPropertiesTestContext,
  type PropertiesTestContext,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createSavedSearchAlerts } from './alerts.ts'

// Saved searches: each caller's own list, bad input, and the e-mail alert when an admin verifies a matching
// listing (once an hour at most, never with alerts off).

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

async function save(who: (typeof CALLERS)[number], name: string, query: string) {
  const saved = await expectJson<SavedSearch>(
    await t.send('POST', '/api/saved-searches', who, { name, query }),
    201,
  )
  return savedSearchSchema.strict().parse(saved)
}

async function listOf(who: (typeof CALLERS)[number]) {
  return expectJson<SavedSearch[]>(await t.send('GET', '/api/saved-searches', who), 200)
}

describe('saving, listing and deleting', () => {
  it.each(CALLERS)('lets a signed-in %s keep their own searches', async (who) => {
    const saved = await save(who, ` Rentals of ${who} `, '?maxPrice=3000&listingType=rent&sort=newest')
    expect(saved).toMatchObject({
      name: `Rentals of ${who}`,
      // One spelling: known parameters in a fixed order.
      query: 'listingType=rent&maxPrice=3000&sort=newest',
      alertsEnabled: true,
    })
    expect((await listOf(who)).map((s) => s._id)).toContain(saved._id)
    for (const other of CALLERS.filter((caller) => caller !== who)) {
      expect((await listOf(other)).map((s) => s._id)).not.toContain(saved._id)
    }
    await expectJson(await t.send('DELETE', `/api/saved-searches/${saved._id}`, who), 200)
    expect((await listOf(who)).map((s) => s._id)).not.toContain(saved._id)
  })

  it("answers 404 to someone else's search, and changes nothing", async () => {
    const saved = await save('user', 'Villas', 'category=Villa')
    for (const who of CALLERS.filter((caller) => caller !== 'user')) {
      await expectApiError(await t.send('DELETE', `/api/saved-searches/${saved._id}`, who), 404)
      await expectApiError(
        await t.send('PATCH', `/api/saved-searches/${saved._id}`, who, { alertsEnabled: false }),
        404,
      )
    }
    expect((await listOf('user')).find((s) => s._id === saved._id)?.alertsEnabled).toBe(true)
  })

  it('switches alerts off and on', async () => {
    const saved = await save('user', 'Houses', 'category=House')
    const off = await expectJson<SavedSearch>(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: false }),
      200,
    )
    expect(off.alertsEnabled).toBe(false)
    const on = await expectJson<SavedSearch>(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: true }),
      200,
    )
    expect(on.alertsEnabled).toBe(true)
  })

  it('answers 401 without a token', async () => {
    await expectApiError(await t.send('GET', '/api/saved-searches', 'anonymous'), 401)
    await expectApiError(
      await t.send('POST', '/api/saved-searches', 'anonymous', { name: 'x', query: '' }),
      401,
    )
  })

  it('keeps at most 50 searches per account', async () => {
    const kept = (await listOf('otherAgent')).length
    await t.ctx.db.insert(savedSearches).values(
      Array.from({ length: 50 - kept }, (_, n) => ({
        userId: t.ids.otherAgent,
        name: `Bulk ${n}`,
        query: '',
      })),
    )
    await expectApiError(
      await t.send('POST', '/api/saved-searches', 'otherAgent', { name: 'One more', query: '' }),
      409,
      'at most 50',
    )
  })
})

describe('bad input', () => {
  it.each([
    [{ query: 'category=Villa' }, 'name'],
    [{ name: '   ', query: 'category=Villa' }, 'name'],
    [{ name: 'x'.repeat(81), query: '' }, 'name'],
    [{ name: 'Bad', query: 'minPrice=abc' }, 'minPrice'],
    [{ name: 'Bad', query: 'minPrice=10&maxPrice=5' }, 'maxPrice'],
    [{ name: 'Bad', query: 'bbox=1,2,3' }, 'bbox'],
    [{ name: 'Bad', query: 'listingType=lease' }, 'listingType'],
    [{ name: 'Bad', query: 'page=2' }, 'page'],
    [{ name: 'Bad', query: 'colour=red' }, 'colour'],
    [{ name: 'Bad', query: `search=${'x'.repeat(1000)}` }, 'query'],
    [{ name: 'Bad' }, 'query'],
    [{ name: 'Bad', query: 42 }, 'query'],
  ])('answers 400 for %j naming %s', async (body, field) => {
    await expectApiError(await t.send('POST', '/api/saved-searches', 'user', body), 400, field)
  })

  it.each([
    [{}, 'alertsEnabled'],
    [{ alertsEnabled: 'yes' }, 'alertsEnabled'],
  ])('answers 400 to PATCH %j', async (body, field) => {
    const saved = await save('user', 'Patchable', '')
    await expectApiError(await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', body), 400, field)
  })

  it('answers 400 for an id that is no id', async () => {
    await expectApiError(await t.send('DELETE', '/api/saved-searches/not-an-id', 'user'), 400, 'id')
  })
})

describe('alerts when an admin verifies a matching listing', () => {
  const pendingIn = (town: string) =>
    insertProperty(t.ctx.db, {
      location: `1 Alert Road, ${town}`,
      listingType: 'rent',
      priceLow: 2_000,
      priceHigh: 2_400,
      agentId: t.ids.agent,
      verificationStatus: 'pending',
    })
  const verify = async (id: string) =>
    expectJson(await t.send('PATCH', `/api/properties/verify/${id}`, 'admin', { status: 'verified' }), 200)
  const mailsTo = (email: string, subject: string) =>
    t.ctx.sentMail.filter((mail) => mail.to === email && mail.subject.includes(subject))

  it('mails the owner once with a link to the search, and not again within the hour', async () => {
    const saved = await save(
      'user',
      'Glimmerford rentals',
      'search=glimmerford&listingType=rent&maxPrice=2500',
    )
    await save('user', 'Glimmerford sales', 'search=glimmerford&listingType=sale')
    await verify((await pendingIn('Glimmerford')).id)
    await vi.waitFor(() => expect(mailsTo('user@example.com', 'Glimmerford rentals')).toHaveLength(1), {
      timeout: 15_000,
    })
    const [mail] = mailsTo('user@example.com', 'Glimmerford rentals')
    expect(mail?.text).toContain(`/allProperties?${saved.query}`)
    expect(mail?.html).toContain('Glimmerford rentals')

    // A second match within the hour sends nothing more. A search saved now alerts on it: once its mail is
    // there, the alert run has read which searches were due, and the first one was not among them.
    await save('user', 'Glimmerford sentinel', 'search=glimmerford')
    await verify((await pendingIn('Glimmerford')).id)
    await vi.waitFor(() => expect(mailsTo('user@example.com', 'Glimmerford sentinel')).toHaveLength(1), {
      timeout: 15_000,
    })
    expect(mailsTo('user@example.com', 'Glimmerford rentals')).toHaveLength(1)
    expect(mailsTo('user@example.com', 'Glimmerford sales')).toHaveLength(0)
  })

  it('sends nothing with alerts off, nor for a rejection', async () => {
    const saved = await save('user', 'Mossbank homes', 'search=mossbank')
    await expectJson(
      await t.send('PATCH', `/api/saved-searches/${saved._id}`, 'user', { alertsEnabled: false }),
      200,
    )
    await save('user', 'Mossbank sentinel', 'search=mossbank')
    const rejected = await pendingIn('Mossbank')
    await expectJson(
      await t.send('PATCH', `/api/properties/verify/${rejected.id}`, 'admin', {
        status: 'rejected',
        reason: 'Not a real listing.',
      }),
      200,
    )
    await verify((await pendingIn('Mossbank')).id)
    await vi.waitFor(() => expect(mailsTo('user@example.com', 'Mossbank sentinel')).toHaveLength(1), {
      timeout: 15_000,
    })
    expect(mailsTo('user@example.com', 'Mossbank homes')).toHaveLength(0)
  })

  it('reaches a local SMTP server, once, even when two instances hear of the same verification', async () => {
    const received: { to: string[]; subject: string; text: string }[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            })
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.server.address() as { port: number }
    try {
      await save('agent', 'Orchard Vale', 'search=orchard vale')
      const listing = await insertProperty(t.ctx.db, {
        location: '3 Pear Row, Orchard Vale',
        agentId: t.ids.otherAgent,
      })
      const logger = createLogger('silent')
      const instance = () =>
        createSavedSearchAlerts({
          db: t.ctx.db,
          mailer: createMailer(`smtp://127.0.0.1:${port}`, 'Keyhaven <no-reply@keyhaven.example>', logger),
          logger,
          baseUrl: 'http://keyhaven.test',
        })
      const sent = await Promise.all([
        instance().listingVerified(listing.id),
        instance().listingVerified(listing.id),
      ])
      // Searches of the earlier tests that match everything alerted within the hour, so stay quiet here.
      const toAgent = received.filter((mail) => mail.to.includes('agent@example.com'))
      expect(sent.reduce((a, b) => a + b, 0)).toBe(received.length)
      expect(toAgent).toHaveLength(1)
      expect(toAgent[0]?.subject).toContain('Orchard Vale')
      expect(toAgent[0]?.text).toContain('http://keyhaven.test/allProperties?search=orchard+vale')
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})
