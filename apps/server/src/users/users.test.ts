import { publicReviewSchema, type UserRecord, userRecordSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  offers,
  payments,
  properties,
  reviews,
  sessions,
  users,
  wishlistItems,
} from '../db/schema.ts'
import { authError, insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import { insertAgent, insertOffer, insertProperty, insertReview, insertUpload } from '../test/factories.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

// One seeded database for the file. The demo accounts play the callers; every test that changes or deletes an
// account does so on accounts of its own, so the demo accounts keep their roles throughout.

let ctx: TestContext
type Caller = 'admin' | 'agent' | 'otherAgent' | 'fraud' | 'user' | 'otherUser'
const demo: Record<Caller, string> = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  otherAgent: 'priya.shah@example.com',
  fraud: 'victor.crane@example.com',
  user: 'user@example.com',
  otherUser: 'sam.rivera@example.com',
}
const as = {} as Record<Caller, SignedIn>

beforeAll(async () => {
  ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000' } })
  for (const [caller, email] of Object.entries(demo)) as[caller as Caller] = await signIn(ctx, email)
})
afterAll(() => ctx?.close())

const headersOf = (caller: Caller | 'anonymous') => (caller === 'anonymous' ? {} : as[caller].headers)
const path = (prefix: string, email: string) => `${prefix}${encodeURIComponent(email)}`
const saveUser = (headers: Record<string, string>, body: unknown) =>
  sendJson(ctx, 'POST', '/api/users', headers, body)
const roleOf = (headers: Record<string, string>, email: string) =>
  sendJson(ctx, 'GET', path('/api/users/role/', email), headers)
const changeRole = (headers: Record<string, string>, change: string, email: string) =>
  sendJson(ctx, 'PATCH', path(`/api/users/${change}/`, email), headers)
const deleteUser = (headers: Record<string, string>, email: string) =>
  sendJson(ctx, 'DELETE', path('/api/users/', email), headers)

/** The role as the admin reads it (or null when the account is gone). */
async function currentRole(email: string): Promise<string | null> {
  const response = await roleOf(as.admin.headers, email)
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return ((await response.json()) as { role: string }).role
}

async function listUsers(query = '', caller: Caller = 'admin') {
  const response = await ctx.request(`/api/users${query}`, { headers: as[caller].headers })
  expect(response.status, await response.clone().text()).toBe(200)
  const body = (await response.json()) as UserRecord[]
  for (const record of body) userRecordSchema.strict().parse(record)
  return { total: Number(response.headers.get('X-Total-Count')), users: body }
}

/** A fresh account signed in through the API (password sign-in and /api/jwt), as the web app does. */
async function signedInAccount(values: Parameters<typeof insertAccount>[1] = {}) {
  const user = await insertAccount(ctx.db, values)
  return { user, session: await signIn(ctx, user.email, TEST_PASSWORD) }
}

describe('POST /api/users', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await saveUser({}, { email: demo.user, name: 'Nobody' }), 401)
  })

  it("saves the caller's own name and photo, whatever role the body asks for", async () => {
    const { user, session } = await signedInAccount({ name: 'Before Name' })
    // A photo must be the person's own upload (profile-photo.test.ts).
    const photo = await insertUpload(ctx.db, user.id, '0123456789abcdef0123456789abcdef.webp')
    const response = await saveUser(session.headers, {
      email: user.email,
      name: '  After Name  ',
      photoURL: photo,
      role: 'admin',
    })
    expect(response.status).toBe(200)
    const record = userRecordSchema.strict().parse(await response.json())
    expect(record).toMatchObject({
      _id: user.id,
      uid: user.id,
      email: user.email,
      name: 'After Name',
      photoURL: '/uploads/0123456789abcdef0123456789abcdef.webp',
      role: 'user',
    })
    // Stored, as others see it; and still no admin.
    const { users: found } = await listUsers(`?search=${encodeURIComponent(user.email)}`)
    expect(found).toEqual([record])
    expect(await currentRole(user.email)).toBe('user')
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', session.headers), 403)
  })

  it('clears the photo with null or an empty string, and leaves unsent fields alone', async () => {
    const { user, session } = await signedInAccount({ name: 'Keeps Name', image: '/uploads/a.webp' })
    const cleared = await saveUser(session.headers, { email: user.email, photoURL: null })
    expect(await cleared.json()).toMatchObject({ name: 'Keeps Name', photoURL: null })
    const photo = await insertUpload(ctx.db, user.id, 'b.webp')
    expect((await saveUser(session.headers, { email: user.email, photoURL: photo })).status).toBe(200)
    const emptied = await saveUser(session.headers, { email: user.email.toUpperCase(), photoURL: '' })
    expect(emptied.status).toBe(200)
    expect(await emptied.json()).toMatchObject({ name: 'Keeps Name', photoURL: null })
  })

  it.each(['admin', 'agent', 'fraud', 'user'] as const)(
    'returns the %s their own record when they send only their e-mail',
    async (caller) => {
      const response = await saveUser(as[caller].headers, { email: demo[caller] })
      expect(response.status).toBe(200)
      const record = userRecordSchema.strict().parse(await response.json())
      expect(record.email).toBe(demo[caller])
      expect(record.role).toBe(caller)
      expect(record.last_log_in).not.toBeNull()
    },
  )

  it.each(['user', 'agent', 'admin'] as const)(
    "refuses the %s saving someone else's profile",
    async (caller) => {
      const victim = await insertAccount(ctx.db, { name: 'Victim Name' })
      const response = await saveUser(as[caller].headers, { email: victim.email, name: 'Hijacked' })
      await expectApiError(response, 403)
      const { users: found } = await listUsers(`?search=${encodeURIComponent(victim.email)}`)
      expect(found.map((u) => u.name)).toEqual(['Victim Name'])
    },
  )

  it.each([
    ['email', { email: 'not-an-email', name: 'X' }],
    ['email', { name: 'No Email' }],
    ['name', { email: demo.user, name: '' }],
    ['name', { email: demo.user, name: '   ' }],
    ['name', { email: demo.user, name: 'x'.repeat(101) }],
    ['photoURL', { email: demo.user, photoURL: 42 }],
  ])('answers 400 naming %s for %j', async (field, body) => {
    const error = await expectApiError(await saveUser(as.user.headers, body), 400, field)
    expect(error.error.code).toBe('bad_request')
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx.request('/api/users', {
      method: 'POST',
      headers: { ...as.user.headers, 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    await expectApiError(response, 400)
  })
})

describe('GET /api/users/me', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await ctx.request('/api/users/me'), 401)
  })

  it.each(['admin', 'agent', 'fraud', 'user'] as const)("returns the %s's own record", async (caller) => {
    const response = await ctx.request('/api/users/me', { headers: as[caller].headers })
    expect(response.status).toBe(200)
    const record = userRecordSchema.strict().parse(await response.json())
    expect(record).toMatchObject({ email: demo[caller], role: caller })
  })
})

describe('PUT /api/users/me/language', () => {
  const chooseLanguage = (caller: Caller | 'anonymous', body: unknown) =>
    sendJson(ctx, 'PUT', '/api/users/me/language', headersOf(caller), body)
  /** The language kept in the person's profile, as their session carries it. */
  const kept = async (caller: Caller) => {
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, demo[caller]))
    return row?.language ?? null
  }

  it('answers 401 without a token, and keeps nothing', async () => {
    await expectApiError(await chooseLanguage('anonymous', { language: 'es' }), 401)
  })

  it.each(['admin', 'agent', 'otherAgent', 'fraud', 'user'] as const)(
    "keeps the %s's own choice, for them alone",
    async (caller) => {
      const othersOf = async () => {
        const languages: (string | null)[] = []
        for (const other of Object.keys(demo) as Caller[])
          if (other !== caller) languages.push(await kept(other))
        return languages
      }
      const others = await othersOf()
      const response = await chooseLanguage(caller, { language: 'bn' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ language: 'bn' })
      expect(await kept(caller)).toBe('bn')
      const session = await ctx.request('/api/auth/get-session', { headers: { Cookie: as[caller].cookie } })
      expect(((await session.json()) as { user: { language: string } }).user.language).toBe('bn')
      expect(await othersOf()).toEqual(others)
    },
  )

  it.each([
    { language: 'fr' },
    { language: 'EN' },
    { language: '' },
    { language: null },
    {},
    { language: ['es'] },
  ])('refuses %j with a 400 naming the field, and keeps the earlier choice', async (body) => {
    await chooseLanguage('otherUser', { language: 'ar' })
    const response = await chooseLanguage('otherUser', body)
    await expectApiError(response, 400)
    expect(await kept('otherUser')).toBe('ar')
  })
})

describe('GET /api/users/role/{email}', () => {
  it.each(['admin', 'agent', 'fraud', 'user'] as const)('tells the %s their own role', async (caller) => {
    const response = await roleOf(as[caller].headers, demo[caller])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ role: caller })
  })

  it('reads the e-mail in any letter case', async () => {
    const response = await roleOf(as.agent.headers, demo.agent.toUpperCase())
    expect(await response.json()).toEqual({ role: 'agent' })
  })

  it.each([
    ['user', 'otherUser'],
    ['user', 'admin'],
    ['agent', 'otherAgent'],
    ['fraud', 'user'],
  ] as const)("refuses the %s someone else's role (%s)", async (caller, other) => {
    await expectApiError(await roleOf(as[caller].headers, demo[other]), 403)
  })

  it('does not tell a non-admin whether an e-mail has an account', async () => {
    await expectApiError(await roleOf(as.user.headers, 'nobody@example.test'), 403)
  })

  it("tells an admin anyone's role, and 404 for an unknown e-mail", async () => {
    for (const caller of ['agent', 'otherAgent', 'fraud', 'user', 'otherUser'] as const) {
      const response = await roleOf(as.admin.headers, demo[caller])
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        role: { agent: 'agent', otherAgent: 'agent', fraud: 'fraud', user: 'user', otherUser: 'user' }[
          caller
        ],
      })
    }
    await expectApiError(await roleOf(as.admin.headers, 'nobody@example.test'), 404)
  })

  it('answers 400 naming email for an invalid e-mail, and 401 without a token', async () => {
    await expectApiError(await roleOf(as.admin.headers, 'not-an-email'), 400, 'email')
    await expectApiError(await roleOf({}, demo.user), 401)
  })
})

describe('GET /api/users', () => {
  it.each(['anonymous', 'user', 'agent', 'fraud'] as const)('is refused to the %s', async (caller) => {
    const response = await ctx.request('/api/users', { headers: headersOf(caller) })
    await expectApiError(response, caller === 'anonymous' ? 401 : 403)
  })

  it('lists every account to an admin, oldest first, without secrets', async () => {
    const all = await ctx.db.select({ email: users.email }).from(users)
    const { total, users: listed } = await listUsers('?limit=100')
    expect(total).toBe(all.length)
    expect(listed).toHaveLength(all.length)
    const created = listed.map((u) => Date.parse(u.created_at))
    expect(created).toEqual([...created].sort((a, b) => a - b))
    expect(listed[0]).toMatchObject({ email: demo.admin, role: 'admin', name: 'Ada Morgan' })
    expect(JSON.stringify(listed)).not.toMatch(/password|scrypt|token/i)
  })

  it('searches names and e-mails case-insensitively', async () => {
    expect((await listUsers('?search=PRIYA')).users.map((u) => u.email)).toEqual([demo.otherAgent])
    const byEmail = await listUsers(`?search=${encodeURIComponent('Sam.Rivera@EXAMPLE')}`)
    expect(byEmail.users.map((u) => u.name)).toEqual(['Sam Rivera'])
    expect(byEmail.total).toBe(1)
    expect((await listUsers('?search=%20%20crane%20')).users.map((u) => u.email)).toEqual([demo.fraud])
  })

  it('treats % and _ in a search as plain characters', async () => {
    for (const search of ['%', '_', 'a%e', '\\']) {
      const result = await listUsers(`?search=${encodeURIComponent(search)}`)
      expect(result, search).toEqual({ total: 0, users: [] })
    }
  })

  it('pages with ?page=&limit= and reports the total in X-Total-Count', async () => {
    const everyone = await listUsers('?limit=100')
    expect(everyone.total).toBeGreaterThan(6)
    const second = await listUsers('?page=2&limit=3')
    expect(second.total).toBe(everyone.total)
    expect(second.users.map((u) => u.email)).toEqual(everyone.users.slice(3, 6).map((u) => u.email))
    const beyond = await listUsers(`?page=${everyone.total + 1}&limit=1`)
    expect(beyond).toEqual({ total: everyone.total, users: [] })
    const searched = await listUsers('?search=example.com&limit=2')
    expect(searched.users).toHaveLength(2)
    expect(searched.total).toBe(7)
  })

  it.each([
    ['limit', '?limit=0'],
    ['limit', '?limit=101'],
    ['limit', '?limit=abc'],
    ['limit', '?limit=1.5'],
    ['page', '?page=0'],
    ['page', '?page=-1'],
    ['search', `?search=${'x'.repeat(101)}`],
  ])('answers 400 naming %s for %s', async (field, query) => {
    const response = await ctx.request(`/api/users${query}`, { headers: as.admin.headers })
    await expectApiError(response, 400, field)
  })
})

describe('PATCH /api/users/{change}/{email}', () => {
  const changes = ['make-admin', 'make-agent', 'mark-fraud', 'make-user', 'clear-fraud'] as const
  /** A demo account each change would apply to. */
  const targetOf = {
    'make-admin': demo.otherUser,
    'make-agent': demo.otherUser,
    'mark-fraud': demo.otherAgent,
    'make-user': demo.otherAgent,
    'clear-fraud': demo.fraud,
  }

  describe.each(changes)('%s', (change) => {
    it.each(['anonymous', 'user', 'agent', 'fraud'] as const)('is refused to the %s', async (caller) => {
      const target = targetOf[change]
      const before = await currentRole(target)
      await expectApiError(
        await changeRole(headersOf(caller), change, target),
        caller === 'anonymous' ? 401 : 403,
      )
      expect(await currentRole(target)).toBe(before)
    })

    it('answers 404 for an unknown e-mail and 400 for an invalid one', async () => {
      await expectApiError(await changeRole(as.admin.headers, change, 'nobody@example.test'), 404)
      await expectApiError(await changeRole(as.admin.headers, change, 'not-an-email'), 400, 'email')
    })

    it("refuses an admin's change of their own role", async () => {
      await expectApiError(await changeRole(as.admin.headers, change, demo.admin), 403)
      await expectApiError(await changeRole(as.admin.headers, change, demo.admin.toUpperCase()), 403)
      expect(await currentRole(demo.admin)).toBe('admin')
      expect((await sendJson(ctx, 'GET', '/api/users', as.admin.headers)).status).toBe(200)
    })
  })

  it.each([
    ['make-agent', 'agent'],
    ['make-agent', 'fraud'],
    ['make-admin', 'admin'],
    ['make-admin', 'fraud'],
    ['mark-fraud', 'user'],
    ['mark-fraud', 'admin'],
    ['mark-fraud', 'fraud'],
    ['make-user', 'user'],
    ['make-user', 'fraud'],
    ['clear-fraud', 'user'],
    ['clear-fraud', 'agent'],
    ['clear-fraud', 'admin'],
  ] as const)('answers 409 to %s of an account that is %s, changing nothing', async (change, role) => {
    const target = await insertAccount(ctx.db, { role })
    const error = await expectApiError(await changeRole(as.admin.headers, change, target.email), 409)
    expect(error.error.code).toBe('conflict')
    expect(await currentRole(target.email)).toBe(role)
  })

  it('makes a user an agent, which their next request sees', async () => {
    const { user, session } = await signedInAccount()
    const response = await changeRole(as.admin.headers, 'make-agent', user.email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ modifiedCount: 1 })
    // Same token as before the change.
    expect(await (await roleOf(session.headers, user.email)).json()).toEqual({ role: 'agent' })
    expect(await (await saveUser(session.headers, { email: user.email })).json()).toMatchObject({
      role: 'agent',
    })
    const me = await ctx.request('/api/users/me', { headers: session.headers })
    expect(await me.json()).toMatchObject({ email: user.email, role: 'agent' })
  })

  it('makes a user an admin, who can then use admin endpoints, and demotes them again', async () => {
    const { user, session } = await signedInAccount()
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', session.headers), 403)

    const promoted = await changeRole(as.admin.headers, 'make-admin', user.email)
    expect(await promoted.json()).toEqual({ modifiedCount: 1 })
    expect((await sendJson(ctx, 'GET', '/api/users', session.headers)).status).toBe(200)
    expect(await (await roleOf(session.headers, demo.otherUser)).json()).toEqual({ role: 'user' })

    // An admin can demote another admin (to agent); the demoted admin's next admin request is refused.
    const demoted = await changeRole(as.admin.headers, 'make-agent', user.email.toUpperCase())
    expect(await demoted.json()).toEqual({ modifiedCount: 1 })
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', session.headers), 403)
    await expectApiError(await changeRole(session.headers, 'make-admin', demo.otherUser), 403)
    expect(await (await roleOf(session.headers, user.email)).json()).toEqual({ role: 'agent' })
  })

  it('marks an agent as fraud, hiding their listings from public lists but not deleting them', async () => {
    const { user: agent, session } = await signedInAccount({ role: 'agent', name: 'Soon Fraud' })
    const rental = await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Fraud-to-be rental',
      listingType: 'rent',
    })
    const advertised = await insertProperty(ctx.db, {
      agentId: agent.id,
      title: 'Fraud-to-be advert',
      listingType: 'sale',
      isAdvertised: true,
    })
    const publicTitles = async (list: string) => {
      const { headers, body } = await getJson<{ title: string }[]>(ctx, `/api/properties/${list}?limit=100`)
      return { total: Number(headers.get('X-Total-Count')), titles: body.map((p) => p.title) }
    }
    const rentBefore = await publicTitles('rent')
    const advertisedBefore = await publicTitles('advertised')
    expect(rentBefore.titles).toContain('Fraud-to-be rental')
    expect(advertisedBefore.titles).toContain('Fraud-to-be advert')

    const response = await changeRole(as.admin.headers, 'mark-fraud', agent.email)
    expect(await response.json()).toEqual({ modifiedCount: 1 })

    const rentAfter = await publicTitles('rent')
    const advertisedAfter = await publicTitles('advertised')
    expect(rentAfter.titles).not.toContain('Fraud-to-be rental')
    expect(rentAfter.total).toBe(rentBefore.total - 1)
    expect(advertisedAfter.titles).not.toContain('Fraud-to-be advert')
    expect(advertisedAfter.total).toBe(advertisedBefore.total - 1)
    expect(await (await roleOf(session.headers, agent.email)).json()).toEqual({ role: 'fraud' })
    const kept = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.agentId, agent.id))
    expect(kept.map((p) => p.id).sort()).toEqual([rental.id, advertised.id].sort())

    // Make Agent and Make Admin do not lift the mark (Clear Fraud Mark does).
    await expectApiError(await changeRole(as.admin.headers, 'make-agent', agent.email), 409)
    await expectApiError(await changeRole(as.admin.headers, 'make-admin', agent.email), 409)
  })
})

describe('undoing a role change', () => {
  it('makes an agent and an admin users again, whose next requests see it', async () => {
    const { user, session } = await signedInAccount()
    await changeRole(as.admin.headers, 'make-agent', user.email)
    expect(await (await changeRole(as.admin.headers, 'make-user', user.email)).json()).toEqual({
      modifiedCount: 1,
    })
    expect(await (await roleOf(session.headers, user.email)).json()).toEqual({ role: 'user' })

    await changeRole(as.admin.headers, 'make-admin', user.email)
    expect((await sendJson(ctx, 'GET', '/api/users', session.headers)).status).toBe(200)
    expect((await changeRole(as.admin.headers, 'make-user', user.email)).status).toBe(200)
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', session.headers), 403)
  })

  it('keeps an agent who has listings an agent', async () => {
    const agent = await insertAgent(ctx.db)
    await insertProperty(ctx.db, { agentId: agent.id, verificationStatus: 'rejected' })
    const error = await expectApiError(await changeRole(as.admin.headers, 'make-user', agent.email), 409)
    expect(error.error.message).toBe('This person has listings, so they stay an agent')
    expect(await currentRole(agent.email)).toBe('agent')
  })

  it("clears a fraud mark: the agent's listings are public again and they may list", async () => {
    const { user: agent, session } = await signedInAccount({ role: 'agent', name: 'Wrongly Marked' })
    await insertProperty(ctx.db, { agentId: agent.id, title: 'Cleared rental', listingType: 'rent' })
    const rentTitles = async () =>
      (await getJson<{ title: string }[]>(ctx, '/api/properties/rent?limit=100')).body.map((p) => p.title)
    await changeRole(as.admin.headers, 'mark-fraud', agent.email)
    expect(await rentTitles()).not.toContain('Cleared rental')

    expect(await (await changeRole(as.admin.headers, 'clear-fraud', agent.email)).json()).toEqual({
      modifiedCount: 1,
    })
    expect(await rentTitles()).toContain('Cleared rental')
    expect(await (await roleOf(session.headers, agent.email)).json()).toEqual({ role: 'agent' })
  })
})

describe('DELETE /api/users/{email}', () => {
  it.each(['anonymous', 'user', 'agent', 'fraud'] as const)('is refused to the %s', async (caller) => {
    await expectApiError(
      await deleteUser(headersOf(caller), demo.otherUser),
      caller === 'anonymous' ? 401 : 403,
    )
    expect(await currentRole(demo.otherUser)).toBe('user')
  })

  it('refuses an admin deleting themselves', async () => {
    await expectApiError(await deleteUser(as.admin.headers, demo.admin), 403)
    expect(await currentRole(demo.admin)).toBe('admin')
  })

  it('answers 404 for an unknown e-mail and 400 for an invalid one', async () => {
    await expectApiError(await deleteUser(as.admin.headers, 'nobody@example.test'), 404)
    await expectApiError(await deleteUser(as.admin.headers, 'not-an-email'), 400, 'email')
  })

  it('removes the account, its sessions, reviews and wishlist, and keeps its offers and payments', async () => {
    const { db } = ctx
    const { user, session } = await signedInAccount({ name: 'Doomed Buyer' })
    const seller = await insertAgent(db, { name: 'Kept Seller' })
    const property = await insertProperty(db, { agentId: seller.id, title: 'Bought by the doomed' })
    const review = await insertReview(db, {
      propertyId: property.id,
      userId: user.id,
      description: 'A review that goes with its author',
      createdAt: new Date(Date.now() + 60_000),
    })
    await db.insert(wishlistItems).values({ userId: user.id, propertyId: property.id })
    const offer = await insertOffer(db, {
      property,
      buyer: user,
      status: 'bought',
      offerAmount: 110_000,
      transactionId: 'pi_doomed',
    })
    await db.insert(payments).values({
      offerId: offer.id,
      transactionId: 'pi_doomed',
      amount: 110_000,
      userId: user.id,
      email: user.email,
      userName: user.name,
      gateway: 'test',
    })
    const latest = await getJson<unknown[]>(ctx, '/api/reviews/latest')
    expect(latest.body.map((r) => publicReviewSchema.parse(r)._id)).toContain(review.id)
    expect((await roleOf(session.headers, user.email)).status).toBe(200)

    const response = await deleteUser(as.admin.headers, user.email.toUpperCase())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deletedCount: 1 })

    // The deleted user's token stops working on the next request, and they cannot sign in again.
    await expectApiError(await roleOf(session.headers, user.email), 401)
    await expectApiError(await saveUser(session.headers, { email: user.email, name: 'Ghost' }), 401)
    await expectApiError(await ctx.request('/api/users/me', { headers: session.headers }), 401)
    expect(await authError(await signInWithPassword(ctx, user.email, TEST_PASSWORD))).toMatchObject({
      status: 401,
      code: 'USER_NOT_FOUND',
    })
    expect(await currentRole(user.email)).toBeNull()
    expect(await listUsers(`?search=${encodeURIComponent(user.email)}`)).toEqual({ total: 0, users: [] })
    const latestAfter = await getJson<{ _id: string }[]>(ctx, '/api/reviews/latest')
    expect(latestAfter.body.map((r) => r._id)).not.toContain(review.id)

    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([])
    expect(await db.select().from(reviews).where(eq(reviews.userId, user.id))).toEqual([])
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))).toEqual([])
    // Financial history stays, keeping no name or e-mail of the person (as after deleting one's own account).
    const [keptOffer] = await db.select().from(offers).where(eq(offers.id, offer.id))
    expect(keptOffer).toMatchObject({
      buyerId: null,
      buyerName: 'Deleted account',
      buyerEmail: '',
      status: 'bought',
      offerAmount: 110_000,
      propertyId: property.id,
    })
    const [keptPayment] = await db.select().from(payments).where(eq(payments.offerId, offer.id))
    expect(keptPayment).toMatchObject({
      userId: null,
      email: '',
      userName: 'Deleted account',
      amount: 110_000,
    })
    const kept = JSON.stringify([keptOffer, keptPayment])
    expect(kept).not.toContain(user.email)
    expect(kept).not.toContain('Doomed Buyer')
    // The listing is the agent's, not the buyer's.
    expect(
      await db.select({ id: properties.id }).from(properties).where(eq(properties.id, property.id)),
    ).toHaveLength(1)

    await expectApiError(await deleteUser(as.admin.headers, user.email), 404)
  })

  it('lets an admin delete another admin, whose token then stops working', async () => {
    const { user, session } = await signedInAccount({ role: 'admin' })
    expect((await sendJson(ctx, 'GET', '/api/users', session.headers)).status).toBe(200)
    expect(await (await deleteUser(as.admin.headers, user.email)).json()).toEqual({ deletedCount: 1 })
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', session.headers), 401)
  })
})
