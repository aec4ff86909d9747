import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../db/schema.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// My sessions: Better Auth's own list and revoke endpoints, and Keyhaven's access-tokens ending with them.

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
})
afterAll(() => ctx?.close())

interface ListedSession {
  id: string
  token: string
  userId: string
  userAgent: string | null
  ipAddress: string | null
  updatedAt: string
}

const authRequest = (path: string, cookie: string, body?: unknown) =>
  ctx.request(`/api/auth/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ctx.config.baseUrl, Cookie: cookie },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

async function listSessions(cookie: string): Promise<ListedSession[]> {
  const response = await authRequest('list-sessions', cookie)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as ListedSession[]
}

/** A person signed in twice: a phone and a laptop. */
async function signedInTwice(): Promise<{ userId: string; phone: SignedIn; laptop: SignedIn }> {
  const user = await insertAccount(ctx.db)
  const phone = await signIn(ctx, user.email, TEST_PASSWORD)
  const laptop = await signIn(ctx, user.email, TEST_PASSWORD)
  return { userId: user.id, phone, laptop }
}

const stillSignedIn = async (signedIn: SignedIn) => ({
  cookie: ((await (await authRequest('get-session', signedIn.cookie)).json()) as unknown) !== null,
  token: (await ctx.request('/api/users/me', { headers: signedIn.headers })).status === 200,
})

describe('My sessions', () => {
  it("lists the caller's own active sessions with address, browser and last use", async () => {
    const { userId, laptop } = await signedInTwice()
    const listed = await listSessions(laptop.cookie)
    expect(listed).toHaveLength(2)
    for (const session of listed) {
      expect(session.userId).toBe(userId)
      expect(session).toHaveProperty('userAgent')
      expect(session).toHaveProperty('ipAddress')
      expect(session.updatedAt).toEqual(expect.any(String))
    }
  })

  it('revoking the others ends their cookie and their access-token on the next request; this one stays', async () => {
    const { phone, laptop } = await signedInTwice()
    expect(await stillSignedIn(phone)).toEqual({ cookie: true, token: true })
    const response = await authRequest('revoke-other-sessions', laptop.cookie, {})
    expect(response.status).toBe(200)
    expect(await stillSignedIn(phone)).toEqual({ cookie: false, token: false })
    expect(await stillSignedIn(laptop)).toEqual({ cookie: true, token: true })
    expect(await listSessions(laptop.cookie)).toHaveLength(1)
  })

  it('revoking one session by its token ends it, token included', async () => {
    const { phone, laptop } = await signedInTwice()
    const listed = await listSessions(laptop.cookie)
    const phoneSession = listed.find((session) => !laptop.cookie.includes(session.token.split('.')[0] ?? '-'))
    if (!phoneSession) throw new Error('no other session listed')
    expect((await authRequest('revoke-session', laptop.cookie, { token: phoneSession.token })).status).toBe(
      200,
    )
    expect(await stillSignedIn(phone)).toEqual({ cookie: false, token: false })
    expect(await stillSignedIn(laptop)).toEqual({ cookie: true, token: true })
  })

  it("cannot revoke someone else's session", async () => {
    const victim = await signedInTwice()
    const attacker = await signedInTwice()
    const [victimSession] = await listSessions(victim.laptop.cookie)
    if (!victimSession) throw new Error('no session')
    await authRequest('revoke-session', attacker.laptop.cookie, { token: victimSession.token })
    expect(await stillSignedIn(victim.laptop)).toEqual({ cookie: true, token: true })
  })

  it('a request with the access-token counts as a use of its session', async () => {
    const { laptop } = await signedInTwice()
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    await ctx.db.update(sessions).set({ updatedAt: hourAgo }).where(sql`${sessions.token} <> ''`)
    expect((await ctx.request('/api/users/me', { headers: laptop.headers })).status).toBe(200)
    const used = (await listSessions(laptop.cookie)).map((session) => new Date(session.updatedAt).getTime())
    // The request's session is used now, the other still an hour ago.
    expect(used.filter((time) => time > hourAgo.getTime() + 60_000)).toHaveLength(1)
  })
})
