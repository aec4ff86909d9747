import type { InquiryThread, InquiryThreadDetail, Notification } from '@keyhaven/contract'
import { TOTAL_COUNT_HEADER } from '@keyhaven/contract'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiryMessages, inquiryThreads, notifications, users } from '../db/schema.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Anyone, type Buying, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// Contact the agent: a conversation per buyer and listing, read by its two parties and admins only.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying({ INQUIRY_RATE_LIMIT: '3', AGENT_REPLY_RATE_LIMIT: '6' })
}, 300_000)
afterAll(() => t?.close())

type Caller = Anyone | SignedIn
const call = (method: 'GET' | 'POST', path: string, who: Caller, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: {
      ...(typeof who === 'string' ? t.headersOf(who) : who.headers),
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
    },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })

const inquire = (propertyId: string, who: Caller, body: unknown) =>
  call('POST', `/api/properties/${propertyId}/inquiries`, who, body)

const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

async function newestNotification(who: Who) {
  const [first] = await expectJson<Notification[]>(await call('GET', '/api/notifications', who), 200)
  return first
}

const mailTo = (who: Who, before: number) =>
  t.ctx.sentMail.slice(before).filter((mail) => mail.to === DEMO_CALLERS[who])

async function messageCount() {
  const [row] = await t.ctx.db.select({ n: count() }).from(inquiryMessages)
  return row?.n ?? 0
}

describe('a buyer contacts the agent and gets an answer', () => {
  it('tells the agent, lists the lead, shows the thread to both and tells the buyer of the reply', async () => {
    const listing = await t.listing('agent', { title: 'Juniper House' })
    const sent = t.ctx.sentMail.length
    const viewing = hoursAhead(48)
    const { insertedId: threadId } = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, 'user', {
        message: 'Could I see it on Saturday?',
        phone: '+1 (555) 010-2030',
        viewingTimes: [viewing],
      }),
      201,
    )

    expect(await newestNotification('agent')).toMatchObject({
      kind: 'inquiry_received',
      title: 'New inquiry about Juniper House',
      body: 'Lena Park wrote about Juniper House: Could I see it on Saturday?',
      link: `/dashboard/leads/${threadId}`,
    })
    const [mail] = mailTo('agent', sent)
    expect(mail?.subject).toBe('New inquiry about Juniper House')
    expect(mail?.text).toContain(`/dashboard/leads/${threadId}`)

    const leads = await call('GET', '/api/inquiries?as=agent', 'agent')
    const [lead] = await expectJson<InquiryThread[]>(leads, 200)
    expect(Number(leads.headers.get(TOTAL_COUNT_HEADER))).toBeGreaterThanOrEqual(1)
    expect(lead).toMatchObject({
      _id: threadId,
      propertyTitle: 'Juniper House',
      buyerName: 'Lena Park',
      lastMessage: 'Could I see it on Saturday?',
      lastFromAgent: false,
      messageCount: 1,
    })

    const thread = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${threadId}`, 'agent'),
      200,
    )
    expect(thread.canReply).toBe(true)
    expect(thread.messages).toEqual([
      expect.objectContaining({
        authorName: 'Lena Park',
        fromAgent: false,
        body: 'Could I see it on Saturday?',
        phone: '+1 (555) 010-2030',
        viewingTimes: [viewing],
      }),
    ])

    const beforeReply = t.ctx.sentMail.length
    await expectJson(
      await call('POST', `/api/inquiries/${threadId}/replies`, 'agent', { message: 'Saturday at 10 works.' }),
      201,
    )
    expect(await newestNotification('user')).toMatchObject({
      kind: 'inquiry_reply',
      title: 'New message about Juniper House',
      link: `/dashboard/my-inquiries/${threadId}`,
    })
    expect(mailTo('user', beforeReply).map((sentMail) => sentMail.subject)).toEqual([
      'New message about Juniper House',
    ])

    const [mine] = await expectJson<InquiryThread[]>(
      await call('GET', '/api/inquiries?as=buyer', 'user'),
      200,
    )
    expect(mine).toMatchObject({
      _id: threadId,
      lastMessage: 'Saturday at 10 works.',
      lastFromAgent: true,
      messageCount: 2,
    })
    const forBuyer = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${threadId}`, 'user'),
      200,
    )
    expect(forBuyer.messages.map((message) => message.body)).toEqual([
      'Could I see it on Saturday?',
      'Saturday at 10 works.',
    ])
  })

  it('continues the one conversation when the buyer writes about the same listing again', async () => {
    const listing = await t.listing('otherAgent')
    const first = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, 'otherUser', { message: 'Is there parking?' }),
      201,
    )
    const second = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, 'otherUser', { message: 'And a garden?' }),
      201,
    )
    expect(second.insertedId).toBe(first.insertedId)
    const thread = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${first.insertedId}`, 'otherAgent'),
      200,
    )
    expect(thread.messages.map((message) => message.body)).toEqual(['Is there parking?', 'And a garden?'])
  })

  it('keeps markup as the text it is, and escapes it in the e-mail', async () => {
    const buyer = await t.freshAccount()
    const listing = await t.listing('agent', { title: 'Tamarind Court' })
    const sent = t.ctx.sentMail.length
    const message = '<img src=x onerror=alert(1)> Is the <b>roof</b> new?'
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, buyer.session, { message }),
      201,
    )
    const thread = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${insertedId}`, 'agent'),
      200,
    )
    expect(thread.messages[0]?.body).toBe(message)
    const [mail] = mailTo('agent', sent)
    expect(mail?.html).not.toContain('<img')
    expect(mail?.html).toContain('&#60;b&#62;roof&#60;/b&#62;')
  })
})

describe('who may contact whom', () => {
  it('refuses an agent about their own listing, admins and fraud accounts, and writes nothing', async () => {
    const listing = await t.listing('agent')
    const before = await messageCount()
    await expectApiError(await inquire(listing.id, 'agent', { message: 'Hi' }), 403, 'your own listing')
    await expectApiError(await inquire(listing.id, 'admin', { message: 'Hi' }), 403)
    await expectApiError(await inquire(listing.id, 'fraud', { message: 'Hi' }), 403)
    await expectApiError(await inquire(listing.id, 'anonymous', { message: 'Hi' }), 401)
    expect(await messageCount()).toBe(before)
  })

  it.each([
    ['pending', () => t.listing('agent', { verificationStatus: 'pending' })],
    ['rejected', () => t.listing('agent', { verificationStatus: 'rejected' })],
    ["a fraud agent's", () => t.listing('fraud')],
    ["a deleted agent's", () => t.listing(null)],
  ])('answers 404 for a %s listing, as its details page does', async (_, make) => {
    const listing = await make()
    await expectApiError(await call('GET', `/api/properties/${listing.id}`, 'user'), 404)
    await expectApiError(await inquire(listing.id, 'user', { message: 'Hello?' }), 404, 'No property')
  })

  it('shows a conversation to its two parties and admins only; others are refused', async () => {
    const buyer = await t.freshAccount()
    const listing = await t.listing('agent')
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, buyer.session, { message: 'Private question' }),
      201,
    )
    for (const who of ['otherAgent', 'otherUser', 'user'] as const) {
      await expectApiError(await call('GET', `/api/inquiries/${insertedId}`, who), 403)
      await expectApiError(
        await call('POST', `/api/inquiries/${insertedId}/replies`, who, { message: 'Me too' }),
        403,
      )
      const theirs = await expectJson<InquiryThread[]>(
        await call('GET', '/api/inquiries?limit=100', who),
        200,
      )
      expect(theirs.map((thread) => thread._id)).not.toContain(insertedId)
    }
    const forAdmin = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${insertedId}`, 'admin'),
      200,
    )
    expect(forAdmin.canReply).toBe(false)
    await expectApiError(
      await call('POST', `/api/inquiries/${insertedId}/replies`, 'admin', { message: 'Admin here' }),
      403,
    )
    await expectApiError(await call('GET', '/api/inquiries', 'fraud'), 403)
    await expectApiError(await call('GET', `/api/inquiries/${MISSING_ID}`, 'admin'), 404)
    await expectApiError(
      await call('POST', `/api/inquiries/${MISSING_ID}/replies`, 'user', { message: 'Hello' }),
      404,
    )
  })

  it("closes the conversation once the listing's agent is marked fraud", async () => {
    const buyer = await t.freshAccount()
    const agent = await t.freshAccount({ role: 'agent' })
    const listing = await insertProperty(t.ctx.db, { agentId: agent.id })
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, buyer.session, { message: 'Still for sale?' }),
      201,
    )
    await t.ctx.db.update(users).set({ role: 'fraud' }).where(eq(users.id, agent.id))
    await expectApiError(
      await call('POST', `/api/inquiries/${insertedId}/replies`, buyer.session, { message: 'Hello?' }),
      409,
      'closed',
    )
    const thread = await expectJson<InquiryThreadDetail>(
      await call('GET', `/api/inquiries/${insertedId}`, buyer.session),
      200,
    )
    expect(thread.canReply).toBe(false)
  })
})

describe('lists', () => {
  it('pages the leads newest first with the total in X-Total-Count', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const titles = ['Alder Flat', 'Beech Flat', 'Cedar Flat']
    for (const title of titles) {
      const listing = await insertProperty(t.ctx.db, { agentId: agent.id, title })
      await expectJson(await inquire(listing.id, (await t.freshAccount()).session, { message: title }), 201)
    }
    const first = await call('GET', '/api/inquiries?as=agent&limit=2', agent.session)
    expect((await expectJson<InquiryThread[]>(first, 200)).map((thread) => thread.propertyTitle)).toEqual([
      'Cedar Flat',
      'Beech Flat',
    ])
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe('3')
    const second = await call('GET', '/api/inquiries?as=agent&limit=2&page=2', agent.session)
    expect((await expectJson<InquiryThread[]>(second, 200)).map((thread) => thread.propertyTitle)).toEqual([
      'Alder Flat',
    ])
    expect(
      await expectJson<InquiryThread[]>(await call('GET', '/api/inquiries?as=buyer', agent.session), 200),
    ).toEqual([])
  })
})

/** A fresh buyer's inquiry about a new listing of `agentId`. */
async function leadOf(agentId: string, title = 'Lead House') {
  const buyer = await t.freshAccount()
  const listing = await insertProperty(t.ctx.db, { agentId, title })
  const { insertedId: threadId } = await expectJson<{ insertedId: string }>(
    await inquire(listing.id, buyer.session, { message: 'Is it still available?' }),
    201,
  )
  return { buyer, threadId }
}

const reply = (threadId: string, who: Caller, message: string) =>
  call('POST', `/api/inquiries/${threadId}/replies`, who, { message })

describe("e-mails of an agent's replies", () => {
  it('reach the buyer at most once per conversation per 10 minutes; every reply is in the app', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const { buyer, threadId } = await leadOf(agent.id, 'Birch Cottage')
    const mailToBuyer = (before: number) =>
      t.ctx.sentMail.slice(before).filter((mail) => mail.to === buyer.email)
    const sent = t.ctx.sentMail.length
    for (let n = 1; n <= 3; n++) await expectJson(await reply(threadId, agent.session, `Answer ${n}`), 201)
    const [mail, ...more] = mailToBuyer(sent)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('New message about Birch Cottage')
    expect(mail?.text).toContain('Answer 1')
    const inApp = await expectJson<Notification[]>(
      await call('GET', '/api/notifications', buyer.session),
      200,
    )
    expect(inApp.filter((note) => note.kind === 'inquiry_reply').map((note) => note.body)).toEqual(
      [3, 2, 1].map((n) => expect.stringContaining(`wrote: Answer ${n}`)),
    )
    // The other two are not left for the mail job to send later.
    const states = await t.ctx.db
      .select({ mailState: notifications.mailState })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'inquiry_reply')))
    expect(states.map((row) => row.mailState).sort()).toEqual(['off', 'off', 'sent'])

    // Ten minutes after the one mailed, the next reply is mailed again.
    await t.ctx.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.mailState, 'sent')))
    const later = t.ctx.sentMail.length
    await expectJson(await reply(threadId, agent.session, 'Answer 4'), 201)
    expect(mailToBuyer(later).map((sentMail) => sentMail.text)).toEqual([expect.stringContaining('Answer 4')])
  })

  it('count per conversation: a reply in another conversation of the same buyer is mailed', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const { buyer, threadId } = await leadOf(agent.id, 'First Home')
    const listing = await insertProperty(t.ctx.db, { agentId: agent.id, title: 'Second Home' })
    const { insertedId: secondThread } = await expectJson<{ insertedId: string }>(
      await inquire(listing.id, buyer.session, { message: 'And this one?' }),
      201,
    )
    const sent = t.ctx.sentMail.length
    await expectJson(await reply(threadId, agent.session, 'About the first'), 201)
    await expectJson(await reply(secondThread, agent.session, 'About the second'), 201)
    expect(
      t.ctx.sentMail
        .slice(sent)
        .filter((mail) => mail.to === buyer.email)
        .map((mail) => mail.subject),
    ).toEqual(['New message about First Home', 'New message about Second Home'])
  })

  it("leave the buyer's own messages alone: each one is mailed to the agent", async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const { buyer, threadId } = await leadOf(agent.id, 'Quiet Lane')
    const sent = t.ctx.sentMail.length
    await expectJson(await reply(threadId, buyer.session, 'Follow-up one'), 201)
    await expectJson(await reply(threadId, buyer.session, 'Follow-up two'), 201)
    expect(t.ctx.sentMail.slice(sent).filter((mail) => mail.to === agent.email)).toHaveLength(2)
  })
})

describe('limits', () => {
  it('holds each buyer to INQUIRY_RATE_LIMIT messages per 10 minutes, with a clear 429', async () => {
    const buyer = await t.freshAccount()
    const listing = await t.listing('agent')
    let threadId = ''
    for (let n = 1; n <= 3; n++) {
      threadId = (
        await expectJson<{ insertedId: string }>(
          await inquire(listing.id, buyer.session, { message: `Question ${n}` }),
          201,
        )
      ).insertedId
    }
    const before = await messageCount()
    await expectApiError(
      await inquire(listing.id, buyer.session, { message: 'Question 4' }),
      429,
      'You have sent 3 messages in the last 10 minutes',
    )
    await expectApiError(
      await call('POST', `/api/inquiries/${threadId}/replies`, buyer.session, { message: 'Hello?' }),
      429,
    )
    expect(await messageCount()).toBe(before)
    // The agent's answers count against the agent's own limit, not the buyer's.
    for (let n = 1; n <= 4; n++) {
      await expectJson(
        await call('POST', `/api/inquiries/${threadId}/replies`, 'agent', { message: `Answer ${n}` }),
        201,
      )
    }
  })

  it('holds an agent to AGENT_REPLY_RATE_LIMIT replies per 10 minutes, all conversations together', async () => {
    const agent = await t.freshAccount({ role: 'agent' })
    const leads = [await leadOf(agent.id), await leadOf(agent.id)]
    for (const { threadId } of leads) {
      for (let n = 1; n <= 3; n++) await expectJson(await reply(threadId, agent.session, `Answer ${n}`), 201)
    }
    const before = await messageCount()
    await expectApiError(
      await reply(leads[0]?.threadId ?? '', agent.session, 'One more'),
      429,
      'You have sent 6 replies in the last 10 minutes',
    )
    expect(await messageCount()).toBe(before)
  })

  it.each([
    ['an empty message', { message: '' }, 'message'],
    ['a blank message', { message: '   ' }, 'message'],
    ['no message', {}, 'message'],
    ['a message of 2001 characters', { message: 'x'.repeat(2001) }, 'at most 2000'],
    ['control characters', { message: 'Hi\u0000' }, 'control characters'],
    ['a phone that is not one', { message: 'Hi', phone: 'call me' }, 'phone'],
    ['a phone of three digits', { message: 'Hi', phone: '123' }, 'phone'],
    [
      'four viewing times',
      { message: 'Hi', viewingTimes: [1, 2, 3, 4].map((n) => hoursAhead(n)) },
      'at most 3',
    ],
    ['a past viewing time', { message: 'Hi', viewingTimes: [hoursAhead(-1)] }, 'in the future'],
    ['a viewing time two years ahead', { message: 'Hi', viewingTimes: [hoursAhead(24 * 730)] }, 'within'],
    ['a viewing time that is no date', { message: 'Hi', viewingTimes: ['next Tuesday'] }, 'viewingTimes'],
    ['a body that is no JSON', '{"message":', undefined],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const listing = await t.listing('agent')
    const before = await messageCount()
    await expectApiError(await inquire(listing.id, 'otherUser', body), 400, message)
    expect(await messageCount()).toBe(before)
  })

  it.each([
    ['GET', '/api/inquiries?as=seller', 'as'],
    ['GET', '/api/inquiries?page=0', 'page'],
    ['GET', '/api/inquiries/not-an-id', 'id'],
    ['POST', '/api/properties/not-an-id/inquiries', 'id'],
  ] as const)('%s %s answers 400', async (method, path, message) => {
    await expectApiError(
      await call(method, path, 'user', method === 'POST' ? { message: 'Hi' } : undefined),
      400,
      message,
    )
  })

  it('refuses a blank reply', async () => {
    const [thread] = await t.ctx.db.select({ id: inquiryThreads.id }).from(inquiryThreads).limit(1)
    await expectApiError(
      await call('POST', `/api/inquiries/${thread?.id}/replies`, 'agent', { message: ' ' }),
      400,
      'message',
    )
  })
})
