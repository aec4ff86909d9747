import { type Notification, UNREAD_COUNT_HEADER } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { DEMO_CALLERS, TEST_PASSWORD } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createNotifier } from './notifier.ts'

// Notifications: written with the change they tell of, e-mailed unless switched off, each person's own.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
}, 300_000)
afterAll(() => t?.close())

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, who: Anyone, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...t.headersOf(who), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

async function inbox(who: Who) {
  const response = await call('GET', '/api/notifications?limit=100', who)
  const items = await expectJson<Notification[]>(response, 200)
  return { items, unread: Number(response.headers.get(UNREAD_COUNT_HEADER)) }
}

/** The e-mails sent to `who` since `before` (an index into the captured mail). */
const mailTo = (who: Who, before: number) =>
  t.ctx.sentMail.slice(before).filter((mail) => mail.to === DEMO_CALLERS[who])

async function newest(who: Who) {
  const [first] = (await inbox(who)).items
  if (!first) throw new Error(`${who} has no notification`)
  return first
}

describe('the buying loop tells each party', () => {
  it('tells the agent of a new offer, in the app and by e-mail', async () => {
    const listing = await t.listing('agent', { title: 'Bellflower House' })
    const sent = t.ctx.sentMail.length
    await expectJson(
      await call('POST', '/api/offers', 'user', {
        propertyId: listing.id,
        offerAmount: 110_000,
        buyingDate: dayFromToday(20),
      }),
      201,
    )
    expect(await newest('agent')).toMatchObject({
      kind: 'offer_received',
      title: 'New offer on Bellflower House',
      link: '/dashboard/requestedProperties',
      read: false,
    })
    const [mail] = mailTo('agent', sent)
    expect(mail?.subject).toBe('New offer on Bellflower House')
    expect(mail?.text).toContain('offered $110,000 for Bellflower House')
    expect(mail?.text).toContain('/dashboard/requestedProperties')
  })

  it('tells the accepted buyer and every buyer whose offer the acceptance rejected', async () => {
    const listing = await t.listing('agent', { title: 'Quince Cottage' })
    const winner = await t.offer(listing, 'user')
    await t.offer(listing, 'otherUser')
    await expectJson(await call('PATCH', `/api/offers/accept/${winner.id}`, 'agent'), 200)
    expect(await newest('user')).toMatchObject({
      kind: 'offer_accepted',
      title: 'Your offer on Quince Cottage was accepted',
      link: '/dashboard/property-bought',
    })
    expect(await newest('otherUser')).toMatchObject({
      kind: 'offer_rejected',
      title: 'Your offer on Quince Cottage was rejected',
    })
  })

  it('tells the buyer of a rejection, and nobody when the rejection is refused', async () => {
    const listing = await t.listing('agent', { title: 'Larch Lodge' })
    const offer = await t.offer(listing, 'otherUser')
    await expectJson(await call('PATCH', `/api/offers/reject/${offer.id}`, 'agent'), 200)
    const before = (await inbox('otherUser')).items.length
    expect(await newest('otherUser')).toMatchObject({ title: 'Your offer on Larch Lodge was rejected' })
    await expectApiError(await call('PATCH', `/api/offers/reject/${offer.id}`, 'agent'), 409)
    expect((await inbox('otherUser')).items).toHaveLength(before)
  })

  it('tells the agent of a payment', async () => {
    const listing = await t.listing('agent', { title: 'Aspen Barn' })
    const offer = await t.offer(listing, 'user', { status: 'accepted', offerAmount: 105_000 })
    const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
      await call('POST', '/api/create-payment-intent', 'user', { offerId: offer.id }),
      200,
    )
    await expectJson(
      await call('POST', '/api/test-gateway/confirm', 'user', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }),
      200,
    )
    await expectJson(
      await call('POST', '/api/payments', 'user', {
        offerId: offer.id,
        transactionId: intent.paymentIntentId,
      }),
      201,
    )
    expect(await newest('agent')).toMatchObject({
      kind: 'payment_received',
      title: 'Payment received for Aspen Barn',
      link: '/dashboard/mySoldProperties',
    })
    expect((await newest('agent')).body).toContain('$105,000')
  })
})

describe("each notification and its e-mail in the recipient's language", () => {
  const sendAs = (session: SignedIn, method: string, path: string, body?: unknown) =>
    t.ctx.request(path, {
      method,
      headers: { ...session.headers, 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  const inboxOf = async (session: SignedIn) =>
    expectJson<Notification[]>(await sendAs(session, 'GET', '/api/notifications?limit=100'), 200)

  it('writes to a Spanish agent in Spanish and to an English buyer in English, also once the buyer is gone', async () => {
    const agent = await t.freshAccount({ name: 'Ana Agente', role: 'agent' })
    await expectJson(await sendAs(agent.session, 'PUT', '/api/users/me/language', { language: 'es' }), 200)
    const buyer = await t.freshAccount({ name: 'Pia Penn' })
    const listing = await insertProperty(t.ctx.db, { agentId: agent.id, title: 'Casa Azahar' })
    const sent = t.ctx.sentMail.length

    const { insertedId } = await expectJson<{ insertedId: string }>(
      await sendAs(buyer.session, 'POST', '/api/offers', {
        propertyId: listing.id,
        offerAmount: 110_000,
        buyingDate: dayFromToday(20),
      }),
      201,
    )
    // Spain writes the amount with a dot for thousands and the currency after it.
    const spanishBody = 'Pia Penn ofreció 110.000\u00a0US$ por Casa Azahar.'
    const [received] = await inboxOf(agent.session)
    expect(received).toMatchObject({
      kind: 'offer_received',
      title: 'Nueva oferta por Casa Azahar',
      body: spanishBody,
    })
    const [agentMail] = t.ctx.sentMail.slice(sent).filter((mail) => mail.to === agent.email)
    expect(agentMail?.subject).toBe('Nueva oferta por Casa Azahar')
    expect(agentMail?.text).toBe(
      `Hola, Ana Agente:\n\n${spanishBody}\n\n${t.ctx.config.baseUrl}/dashboard/requestedProperties\n\nPuedes desactivar estos correos en tu perfil de Keyhaven.`,
    )
    expect(agentMail?.html).toContain('>Abrir Keyhaven</a>')

    await expectJson(await sendAs(agent.session, 'PATCH', `/api/offers/reject/${insertedId}`), 200)
    const [rejected] = await inboxOf(buyer.session)
    expect(rejected).toMatchObject({
      title: 'Your offer on Casa Azahar was rejected',
      body: 'Your offer of $110,000 for Casa Azahar was rejected.',
    })
    const [buyerMail] = t.ctx.sentMail.slice(sent).filter((mail) => mail.to === buyer.email)
    expect(buyerMail?.text).toMatch(
      /^Hello Pia Penn,\n\nYour offer of \$110,000 for Casa Azahar was rejected\./,
    )
    expect(buyerMail?.text).toContain('You can switch these e-mails off in your Keyhaven profile.')

    await expectJson(await sendAs(buyer.session, 'DELETE', '/api/me', { password: TEST_PASSWORD }), 200)
    const after = await inboxOf(agent.session)
    expect(after.find((note) => note.kind === 'offer_received')?.body).toBe(
      'Cuenta eliminada ofreció 110.000\u00a0US$ por Casa Azahar.',
    )
  })
})

describe("an admin's decision on a listing reaches its agent", () => {
  it('tells the agent a listing is verified', async () => {
    const listing = await t.listing('agent', { title: 'Maple Loft', verificationStatus: 'pending' })
    await expectJson(
      await call('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'verified' }),
      200,
    )
    expect(await newest('agent')).toMatchObject({ kind: 'listing_verified', title: 'Maple Loft is verified' })
  })

  it("tells the agent why a listing was rejected, escaping the reason in the e-mail's HTML", async () => {
    const listing = await t.listing('agent', { title: 'Rowan Flat', verificationStatus: 'pending' })
    const sent = t.ctx.sentMail.length
    const reason = 'The photos show <b>another</b> home.'
    await expectJson(
      await call('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'rejected', reason }),
      200,
    )
    expect(await newest('agent')).toMatchObject({
      kind: 'listing_rejected',
      title: 'Rowan Flat was rejected',
      body: `An admin rejected Rowan Flat. Reason: ${reason} A rejected listing cannot be edited or sent for review again. To list the home, add it again as a new listing with the reason put right; you can delete the rejected one from My Added Properties.`,
    })
    const [mail] = mailTo('agent', sent)
    expect(mail?.html).toContain('&#60;b&#62;another&#60;/b&#62;')
    expect(mail?.html).not.toContain('<b>another</b>')
  })
})

describe('each person reads and marks only their own', () => {
  it('lists newest first with the unread count, marks one read, then all', async () => {
    const listing = await t.listing('agent', { title: 'Birch Row' })
    await t.offer(listing, 'otherUser')
    await expectJson(
      await call(
        'PATCH',
        `/api/offers/reject/${(await t.offer(await t.listing('agent'), 'otherUser')).id}`,
        'agent',
      ),
      200,
    )
    const before = await inbox('otherUser')
    expect(before.unread).toBeGreaterThan(0)
    const [first] = before.items
    if (!first) throw new Error('no notification')
    expect(
      await expectJson(await call('PATCH', `/api/notifications/${first._id}/read`, 'otherUser'), 200),
    ).toEqual({
      modifiedCount: 1,
    })
    expect(
      await expectJson(await call('PATCH', `/api/notifications/${first._id}/read`, 'otherUser'), 200),
    ).toEqual({
      modifiedCount: 0,
    })
    expect((await inbox('otherUser')).unread).toBe(before.unread - 1)
    await expectJson(await call('POST', '/api/notifications/read-all', 'otherUser'), 200)
    const after = await inbox('otherUser')
    expect(after.unread).toBe(0)
    expect(after.items.every((note) => note.read)).toBe(true)
  })

  it("refuses another person's notification (admins included) and leaves it unread", async () => {
    const [row] = await t.ctx.db
      .insert(notifications)
      .values({ userId: t.ids.user, kind: 'offer_accepted', title: 'Private', body: 'Private', link: '/' })
      .returning()
    if (!row) throw new Error('no row')
    for (const who of ['admin', 'agent', 'otherUser'] as const) {
      await expectApiError(await call('PATCH', `/api/notifications/${row.id}/read`, who), 403)
      expect((await inbox(who)).items.map((note) => note._id)).not.toContain(row.id)
    }
    await expectApiError(await call('PATCH', `/api/notifications/${row.id}/read`, 'anonymous'), 401)
    const [after] = await t.ctx.db.select().from(notifications).where(eq(notifications.id, row.id))
    expect(after?.readAt).toBeNull()
  })

  it("marks read the caller's own unread notifications that lead to the page they opened, and no others", async () => {
    const link = `/dashboard/leads/${crypto.randomUUID()}`
    const note = (userId: string, noteLink: string) => ({
      userId,
      kind: 'inquiry_reply' as const,
      title: 'New message',
      body: 'Hello',
      link: noteLink,
    })
    const rows = await t.ctx.db
      .insert(notifications)
      .values([
        note(t.ids.agent, link),
        note(t.ids.agent, link),
        note(t.ids.agent, '/dashboard/leads'),
        note(t.ids.otherAgent, link),
      ])
      .returning()
    const unreadBefore = (await inbox('agent')).unread
    expect(
      await expectJson(await call('POST', '/api/notifications/read-link', 'agent', { link }), 200),
    ).toEqual({ modifiedCount: 2 })
    expect((await inbox('agent')).unread).toBe(unreadBefore - 2)
    const readAt = new Map((await t.ctx.db.select().from(notifications)).map((row) => [row.id, row.readAt]))
    expect(rows.map((row) => readAt.get(row.id) !== null)).toEqual([true, true, false, false])
    // Opening it again changes nothing; an anonymous caller is refused.
    expect(
      await expectJson(await call('POST', '/api/notifications/read-link', 'agent', { link }), 200),
    ).toEqual({ modifiedCount: 0 })
    await expectApiError(await call('POST', '/api/notifications/read-link', 'anonymous', { link }), 401)
  })

  it.each([
    ['PATCH', `/api/notifications/${MISSING_ID}/read`, undefined, 404, 'No notification'],
    ['POST', '/api/notifications/read-link', {}, 400, 'link'],
    ['POST', '/api/notifications/read-link', { link: 'https://evil.example/x' }, 400, 'link'],
    ['POST', '/api/notifications/read-link', { link: `/${'a'.repeat(300)}` }, 400, 'link'],
    ['PATCH', '/api/notifications/not-an-id/read', undefined, 400, 'notificationId'],
    ['GET', '/api/notifications?page=0', undefined, 400, 'page'],
    ['GET', '/api/notifications?limit=101', undefined, 400, 'limit'],
    ['PUT', '/api/notification-preferences', { emailKinds: ['spam'] }, 400, 'emailKinds'],
    [
      'PUT',
      '/api/notification-preferences',
      { emailKinds: ['offer_accepted', 'offer_accepted'] },
      400,
      'more than once',
    ],
    ['PUT', '/api/notification-preferences', {}, 400, 'emailKinds'],
    [
      'PUT',
      '/api/notification-preferences',
      { emailKinds: [], priceDropAlert: 'sometimes' },
      400,
      'priceDropAlert',
    ],
  ] as const)('%s %s answers %i… for bad input', async (method, path, body, status, message) => {
    await expectApiError(await call(method, path, 'user', body), status, message)
  })
})

describe('e-mail choices', () => {
  it('keeps the in-app notification but sends no e-mail of a kind switched off', async () => {
    const all = await expectJson<{ emailKinds: string[] }>(
      await call('GET', '/api/notification-preferences', 'otherUser'),
      200,
    )
    expect(all.emailKinds).toContain('offer_rejected')
    // The price-drop threshold, left out, stays as it was (the default).
    expect(
      await expectJson(
        await call('PUT', '/api/notification-preferences', 'otherUser', { emailKinds: ['offer_accepted'] }),
        200,
      ),
    ).toEqual({ priceDropAlert: 'any', emailKinds: ['offer_accepted'] })

    const listing = await t.listing('agent', { title: 'Hazel Yard' })
    const offer = await t.offer(listing, 'otherUser')
    const sent = t.ctx.sentMail.length
    await expectJson(await call('PATCH', `/api/offers/reject/${offer.id}`, 'agent'), 200)
    expect(await newest('otherUser')).toMatchObject({ title: 'Your offer on Hazel Yard was rejected' })
    expect(mailTo('otherUser', sent)).toEqual([])

    await expectJson(await call('PUT', '/api/notification-preferences', 'otherUser', all), 200)
  })
})

describe('the e-mail outbox', () => {
  it('sends later what a request could not, once, through the notification-mail job', async () => {
    const delivered: string[] = []
    let smtpUp = false
    const notifier = createNotifier({
      db: t.ctx.db,
      mailer: {
        async send(mail) {
          if (!smtpUp) throw new Error('SMTP is down')
          delivered.push(mail.subject)
        },
      },
      logger: createLogger('silent'),
      baseUrl: 'http://keyhaven.test',
    })
    await notifier.transaction((_tx, tell) =>
      tell.listingVerified({ agentId: t.ids.otherAgent, title: 'Outbox Villa' }),
    )
    expect(delivered).toEqual([])
    const [row] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Outbox Villa is verified'))
    expect(row?.mailState).toBe('sending')

    // The claim of the failed send has lapsed (its instance could have stopped): the job takes it over.
    await t.ctx.db
      .update(notifications)
      .set({ mailClaimedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(notifications.title, 'Outbox Villa is verified'))
    smtpUp = true
    await notifier.sendDueMail()
    await notifier.sendDueMail()
    expect(delivered.filter((subject) => subject === 'Outbox Villa is verified')).toHaveLength(1)
  })

  it('writes nothing when the change it tells of is rolled back', async () => {
    const notifier = createNotifier({
      db: t.ctx.db,
      mailer: { send: async () => {} },
      logger: createLogger('silent'),
      baseUrl: 'http://keyhaven.test',
    })
    await expect(
      notifier.transaction(async (_tx, tell) => {
        await tell.listingVerified({ agentId: t.ids.otherAgent, title: 'Rolled Back Villa' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Rolled Back Villa is verified'))
    expect(rows).toEqual([])
  })
})
