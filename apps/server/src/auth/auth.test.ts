import { eq } from 'drizzle-orm'
import { sign } from 'hono/jwt'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import {
  authError,
  bearer,
  insertAccount,
  resetRateLimits,
  sendJson,
  signOut,
  TEST_PASSWORD,
} from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword, signUp } from '../test/auth-helpers.ts'
import { daysAgo } from '../test/factories.ts'
import { expectApiError } from '../test/responses.ts'
import {
  createTestApp,
  createTestContext,
  getJson,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestContext,
} from '../test/test-app.ts'
import { signAccessToken } from './access-token.ts'

let ctx: TestContext
// A second connection to the same database where there is one (PostgreSQL): what another instance would hold.
let otherDatabase: DatabaseHandle | undefined

beforeAll(async () => {
  // The main app allows plenty of sign-ins; the rate-limit tests build their own instances over the same database.
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  if (ctx.databaseUrl) otherDatabase = openDatabase({ url: ctx.databaseUrl })
})
afterAll(async () => {
  await otherDatabase?.close()
  await ctx?.close()
})
// Better Auth keeps its counters in the database for a minute: every test starts with a clean slate.
beforeEach(() => resetRateLimits(ctx.db))

/** Another instance of the server over this test's database, configured by `env`. */
function instance(env: Record<string, string>, database = ctx.database): TestApp {
  return createTestApp(
    database,
    ctx.storage,
    { dataDir: ctx.config.dataDir, webDistDir: ctx.config.webDistDir },
    env,
  )
}

const roleOf = (app: Pick<TestApp, 'request'>, token: string, email: string) =>
  sendJson(app, 'GET', `/api/users/role/${encodeURIComponent(email)}`, bearer(token))

async function tokenFor(app: TestApp, cookie: string, email: string) {
  const response = await postJson(app, '/api/jwt', { email }, { Cookie: cookie })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates a user account, whatever role the body asks for, and signs it in', async () => {
    const email = 'mallory@example.test'
    const response = await postJson(ctx, '/api/auth/sign-up/email', {
      name: 'Mallory',
      email,
      password: 'sekrit-pass',
      role: 'admin',
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { user: { email: string; role?: string } }
    expect(body.user.email).toBe(email)
    expect(body.user.role).toBe('user')

    const token = await tokenFor(ctx, cookieFrom(response), email)
    const role = await roleOf(ctx, token, email)
    expect(role.status).toBe(200)
    expect(await role.json()).toEqual({ role: 'user' })
    // Not an admin: the admin-only list is refused.
    await expectApiError(await sendJson(ctx, 'GET', '/api/users', bearer(token)), 403)
  })

  it('keeps the photo URL given at sign-up', async () => {
    const email = 'pat.photo@example.test'
    // Uploaded anonymously first, as the register screen does; its claim cookie goes with the sign-up.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png')
    const uploaded = await ctx.request('/api/uploads', { method: 'POST', body: form })
    const { url } = (await uploaded.json()) as { url: string }
    const response = await signUp(
      ctx,
      { name: 'Pat Photo', email, password: 'sekrit-pass', image: url },
      { Cookie: cookieFrom(uploaded) },
    )
    expect(response.status).toBe(200)
    const token = await tokenFor(ctx, cookieFrom(response), email)
    const saved = await sendJson(ctx, 'POST', '/api/users', bearer(token), { email })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      name: 'Pat Photo',
      email,
      role: 'user',
      photoURL: url,
    })
  })

  it.each([
    [{ name: '' }, 'name: Name is required', 'name'],
    [{ name: 'x'.repeat(101) }, 'name: Name is too long', 'name'],
    [
      { name: 'Eve', image: 'javascript:alert(1)' },
      'image: Photo must be a picture uploaded to Keyhaven',
      'image',
    ],
  ])(
    'refuses a bad name or photo %j with 400 naming the field, and creates nobody',
    async (fields, message, field) => {
      const email = `bad-profile-${Math.random().toString(36).slice(2)}@example.test`
      const response = await postJson(ctx, '/api/auth/sign-up/email', {
        email,
        password: 'sekrit-pass',
        ...fields,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ message, field })
      expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
    },
  )

  it('refuses a password shorter than 6 characters and creates nobody', async () => {
    const email = 'shorty@example.test'
    const response = await signUp(ctx, { name: 'Shorty', email, password: '12345' })
    expect(response.status).toBe(400)
    expect((await authError(response)).code).toBe('PASSWORD_TOO_SHORT')
    expect(response.headers.getSetCookie()).toEqual([])
    const signInAttempt = await authError(await signInWithPassword(ctx, email, '12345'))
    expect(signInAttempt).toMatchObject({ status: 401, code: 'USER_NOT_FOUND' })
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('accepts a password of exactly 6 characters', async () => {
    const response = await signUp(ctx, { name: 'Six', email: 'six@example.test', password: '123456' })
    expect(response.status).toBe(200)
    expect((await signInWithPassword(ctx, 'six@example.test', '123456')).status).toBe(200)
  })

  it('refuses an e-mail that already has an account, in any letter case, and keeps the first password', async () => {
    const email = 'taken@example.test'
    expect((await signUp(ctx, { name: 'First', email, password: 'first-pass' })).status).toBe(200)

    for (const again of [email, 'Taken@Example.TEST']) {
      const response = await signUp(ctx, { name: 'Second', email: again, password: 'second-pass' })
      const refusal = await authError(response)
      expect(refusal.status, again).toBe(422)
      expect(refusal.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, email))).toEqual([
      { name: 'First' },
    ])
    expect((await signInWithPassword(ctx, email, 'second-pass')).status).toBe(401)
    expect((await signInWithPassword(ctx, email, 'first-pass')).status).toBe(200)
  })
})

describe('POST /api/auth/sign-in/email', () => {
  it('tells an unknown e-mail apart', async () => {
    const response = await signInWithPassword(ctx, 'nobody@example.test', TEST_PASSWORD)
    expect(await authError(response)).toEqual({
      status: 401,
      code: 'USER_NOT_FOUND',
      message: 'No account found with this email.',
    })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a wrong password without a session', async () => {
    const user = await insertAccount(ctx.db)
    const response = await signInWithPassword(ctx, user.email, 'not-the-password')
    expect(await authError(response)).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('sets a session cookie and records the time of the sign-in', async () => {
    const user = await insertAccount(ctx.db, { lastLogIn: daysAgo(30) })
    const before = Date.now()
    const response = await signInWithPassword(ctx, user.email.toUpperCase(), TEST_PASSWORD)
    expect(response.status).toBe(200)
    const setCookie = response.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/session_token=[^;]+;/)
    expect(setCookie.toLowerCase()).toContain('httponly')

    const token = await tokenFor(ctx, cookieFrom(response), user.email)
    const saved = await sendJson(ctx, 'POST', '/api/users', bearer(token), { email: user.email })
    const record = (await saved.json()) as { last_log_in: string | null }
    expect(record.last_log_in).not.toBeNull()
    expect(Date.parse(record.last_log_in ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  describe('rate limit', () => {
    const wrong = (app: TestApp, email: string, headers: Record<string, string> = {}) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.config.baseUrl, ...headers },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      })
    const right = (app: TestApp, email: string, headers: Record<string, string> = {}) =>
      app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: app.config.baseUrl, ...headers },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      })

    it('answers 429 to the 4th attempt within 10 seconds from one address, even with the right password', async () => {
      const app = instance({ SIGN_IN_RATE_LIMIT: '3' })
      const user = await insertAccount(ctx.db)
      for (let attempt = 1; attempt <= 3; attempt++)
        expect((await wrong(app, user.email)).status, `attempt ${attempt}`).toBe(401)
      const limited = await right(app, user.email)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('X-Retry-After'))).toBeGreaterThan(0)
      expect(limited.headers.getSetCookie()).toEqual([])
      // Unknown e-mails count and are refused the same way: the limit comes before the account lookup.
      expect((await wrong(app, 'nobody@example.test')).status).toBe(429)
    })

    it('follows SIGN_IN_RATE_LIMIT', async () => {
      const app = instance({ SIGN_IN_RATE_LIMIT: '5' })
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await wrong(app, 'nobody@example.test')).status, `attempt ${attempt}`).toBe(401)
      expect((await wrong(app, 'nobody@example.test')).status).toBe(429)
    })

    it('is shared by two instances on one database', async () => {
      const first = instance({ SIGN_IN_RATE_LIMIT: '3' })
      const second = instance({ SIGN_IN_RATE_LIMIT: '3' }, otherDatabase ?? ctx.database)
      const user = await insertAccount(ctx.db)
      expect((await wrong(first, user.email)).status).toBe(401)
      expect((await wrong(second, user.email)).status).toBe(401)
      expect((await right(first, user.email)).status).toBe(200)
      expect((await right(second, user.email)).status).toBe(429)
      expect((await right(first, user.email)).status).toBe(429)
    })

    it('cannot be dodged by sending a client-address header when no proxy is trusted', async () => {
      const app = instance({ SIGN_IN_RATE_LIMIT: '3' })
      const user = await insertAccount(ctx.db)
      for (let attempt = 1; attempt <= 3; attempt++) expect((await wrong(app, user.email)).status).toBe(401)
      expect((await right(app, user.email, { 'x-keyhaven-client-ip': '198.51.100.7' })).status).toBe(429)
      expect((await right(app, user.email, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(429)
      expect(
        (
          await right(app, user.email, {
            'x-forwarded-for': '198.51.100.9',
            'x-real-ip': '198.51.100.10',
            'x-keyhaven-client-ip': '198.51.100.11',
          })
        ).status,
      ).toBe(429)
    })

    it('counts each forwarded address on its own behind a trusted proxy', async () => {
      const app = instance({ SIGN_IN_RATE_LIMIT: '3', TRUSTED_PROXY_HEADER: 'x-forwarded-for' })
      const user = await insertAccount(ctx.db)
      const from = (ip: string) => ({ 'x-forwarded-for': ip })
      for (let attempt = 1; attempt <= 3; attempt++)
        expect((await wrong(app, user.email, from('203.0.113.1'))).status).toBe(401)
      expect((await right(app, user.email, from('203.0.113.1'))).status).toBe(429)
      // The header the client could add itself is replaced by the proxy's address, not added to it.
      expect(
        (await right(app, user.email, { ...from('203.0.113.1'), 'x-keyhaven-client-ip': '203.0.113.99' }))
          .status,
      ).toBe(429)
      expect((await right(app, user.email, from('203.0.113.2'))).status).toBe(200)
      // Only the proxy's own (last) entry counts: addresses the client put before it change nothing.
      expect((await right(app, user.email, from('198.51.100.50, 203.0.113.1'))).status).toBe(429)
      // A request without the header falls back to the peer address, a budget of its own.
      expect((await right(app, user.email)).status).toBe(200)
    })
  })
})

describe('POST /api/jwt', () => {
  it('answers 401 without a session cookie', async () => {
    const response = await postJson(ctx, '/api/jwt', { email: 'user@example.test' })
    const body = await expectApiError(response, 401)
    expect(body.error.code).toBe('unauthorized')
    // A made-up cookie is no session either.
    await expectApiError(
      await postJson(
        ctx,
        '/api/jwt',
        { email: 'user@example.test' },
        { Cookie: 'better-auth.session_token=forged.value' },
      ),
      401,
    )
  })

  it("refuses to sign an e-mail that is not the session's", async () => {
    const alice = await insertAccount(ctx.db)
    const bob = await insertAccount(ctx.db)
    const session = await signInWithPassword(ctx, alice.email, TEST_PASSWORD)
    const response = await postJson(ctx, '/api/jwt', { email: bob.email }, { Cookie: cookieFrom(session) })
    const body = await expectApiError(response, 403)
    expect(body.error.code).toBe('forbidden')
  })

  it.each([
    ['not an e-mail', { email: 'not-an-email' }],
    ['no e-mail', {}],
    ['an e-mail of the wrong type', { email: 42 }],
  ])('answers 400 naming email for %s', async (_, body) => {
    const alice = await insertAccount(ctx.db)
    const session = await signInWithPassword(ctx, alice.email, TEST_PASSWORD)
    const response = await postJson(ctx, '/api/jwt', body, { Cookie: cookieFrom(session) })
    const error = await expectApiError(response, 400, 'email')
    expect(error.error.code).toBe('bad_request')
  })

  it('issues a token that protected endpoints accept as Bearer (e-mail in any case)', async () => {
    const alice = await insertAccount(ctx.db)
    const session = await signInWithPassword(ctx, alice.email, TEST_PASSWORD)
    const token = await tokenFor(ctx, cookieFrom(session), alice.email.toUpperCase())
    expect(token.split('.')).toHaveLength(3)
    const response = await roleOf(ctx, token, alice.email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ role: 'user' })
  })

  it('stops the token working once the session signs out', async () => {
    const alice = await insertAccount(ctx.db)
    const { cookie, token } = await signIn(ctx, alice.email, TEST_PASSWORD)
    expect((await roleOf(ctx, token, alice.email)).status).toBe(200)

    const out = await signOut(ctx, cookie)
    expect(out.status).toBe(200)
    await expectApiError(await roleOf(ctx, token, alice.email), 401)
    // Nor can the old cookie get a new token.
    await expectApiError(await postJson(ctx, '/api/jwt', { email: alice.email }, { Cookie: cookie }), 401)
  })

  it('keeps other sessions of the same user signed in after one signs out', async () => {
    const alice = await insertAccount(ctx.db)
    const laptop = await signIn(ctx, alice.email, TEST_PASSWORD)
    const phone = await signIn(ctx, alice.email, TEST_PASSWORD)
    expect((await signOut(ctx, laptop.cookie)).status).toBe(200)
    await expectApiError(await roleOf(ctx, laptop.token, alice.email), 401)
    expect((await roleOf(ctx, phone.token, alice.email)).status).toBe(200)
  })

  describe('a token that is not good', () => {
    let alice: Awaited<ReturnType<typeof insertAccount>>
    let valid: string
    let sessionId: string
    beforeAll(async () => {
      alice = await insertAccount(ctx.db)
      valid = (await signIn(ctx, alice.email, TEST_PASSWORD)).token
      const [row] = await ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, alice.id))
      sessionId = row?.id ?? ''
    })
    const future = () => Math.floor(Date.now() / 1000) + 3600

    it('is accepted while valid (control)', async () => {
      expect((await roleOf(ctx, valid, alice.email)).status).toBe(200)
    })

    it('answers 401 when tampered with', async () => {
      const [header, payload, signature] = valid.split('.') as [string, string, string]
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
      const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
        'base64url',
      )
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
      for (const token of [`${header}.${otherPayload}.${signature}`, `${header}.${payload}.${flipped}`]) {
        await expectApiError(await roleOf(ctx, token, alice.email), 401)
      }
    })

    it('answers 401 when expired', async () => {
      const token = signAccessToken(
        { sub: alice.id, sid: sessionId, exp: Math.floor(Date.now() / 1000) - 60 },
        TEST_AUTH_SECRET,
      )
      await expectApiError(await roleOf(ctx, token, alice.email), 401)
    })

    it('answers 401 when signed with another secret or no algorithm', async () => {
      const claims = { sub: alice.id, sid: sessionId, exp: future() }
      const otherSecret = signAccessToken(claims, 'another-secret-another-secret-another')
      await expectApiError(await roleOf(ctx, otherSecret, alice.email), 401)
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
      await expectApiError(await roleOf(ctx, unsigned, alice.email), 401)
    })

    it('answers 401 when it says it was issued later than now (a clock behind the one that signed it)', async () => {
      const claims = { sub: alice.id, sid: sessionId, exp: future() }
      const later = await sign(
        { ...claims, iat: Math.floor(Date.now() / 1000) + 60 },
        TEST_AUTH_SECRET,
        'HS256',
      )
      await expectApiError(await roleOf(ctx, later, alice.email), 401)
      const now = await sign({ ...claims, iat: Math.floor(Date.now() / 1000) }, TEST_AUTH_SECRET, 'HS256')
      expect((await roleOf(ctx, now, alice.email)).status).toBe(200)
    })

    it('answers 401 when its claims are incomplete or name a session that is not theirs', async () => {
      const noSession = await sign({ sub: alice.id, exp: future() }, TEST_AUTH_SECRET, 'HS256')
      await expectApiError(await roleOf(ctx, noSession, alice.email), 401)
      const bob = await insertAccount(ctx.db)
      const wrongUser = signAccessToken({ sub: bob.id, sid: sessionId, exp: future() }, TEST_AUTH_SECRET)
      await expectApiError(await roleOf(ctx, wrongUser, bob.email), 401)
    })

    it('answers 401 when its session has expired in the database', async () => {
      const carol = await insertAccount(ctx.db)
      const { token } = await signIn(ctx, carol.email, TEST_PASSWORD)
      expect((await roleOf(ctx, token, carol.email)).status).toBe(200)
      await ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, carol.id))
      await expectApiError(await roleOf(ctx, token, carol.email), 401)
    })

    it.each([
      ['garbage', 'Bearer garbage'],
      ['an empty bearer', 'Bearer '],
      ['a three-part nonsense', 'Bearer a.b.c'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
    ])('answers 401 for %s', async (_, authorization) => {
      const response = await ctx.request(`/api/users/role/${encodeURIComponent(alice.email)}`, {
        headers: { Authorization: authorization },
      })
      const body = await expectApiError(response, 401)
      expect(body.error.code).toBe('unauthorized')
    })

    it('answers 401 without any token', async () => {
      await expectApiError(await ctx.request(`/api/users/role/${encodeURIComponent(alice.email)}`), 401)
    })
  })
})

describe('GET /api/sign-in-options', () => {
  it('offers no social sign-in by default, and passkeys where the browser allows them', async () => {
    expect(await getJson(ctx, '/api/sign-in-options')).toMatchObject({
      status: 200,
      body: { google: false, oidc: null, passkeyOrigin: 'http://localhost:3000' },
    })
  })

  it('names the OIDC provider when one is configured', async () => {
    const app = instance({
      // Nothing listens there: the discovery Better Auth starts in the background fails at once.
      OIDC_ISSUER: 'http://127.0.0.1:9/realms/keyhaven',
      OIDC_CLIENT_ID: 'keyhaven',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      OIDC_NAME: 'Acme SSO',
    })
    expect(await getJson(app, '/api/sign-in-options')).toMatchObject({
      status: 200,
      body: { google: false, oidc: { name: 'Acme SSO' } },
    })
  })

  it('offers Google when its client is configured', async () => {
    const app = instance({ GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' })
    expect((await getJson(app, '/api/sign-in-options')).body).toEqual({
      google: true,
      oidc: null,
      passkeyOrigin: 'http://localhost:3000',
    })
  })
})

describe('password reset', () => {
  const requestReset = (app: TestApp, email: string) =>
    postJson(app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })
  const resetPassword = (app: TestApp, token: string, newPassword: string) =>
    postJson(app, '/api/auth/reset-password', { newPassword, token })

  /** Requests a reset for `email` and returns the link of the one mail it sent. */
  async function resetLink(email: string): Promise<URL> {
    const sentBefore = ctx.sentMail.length
    const response = await requestReset(ctx, email)
    expect(response.status).toBe(200)
    const mails = ctx.sentMail.slice(sentBefore)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.to).toBe(email)
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeDefined()
    expect(mail?.html).toContain(link?.replaceAll('&', '&#38;'))
    return new URL(link ?? '')
  }

  it('mails a link to an existing account, and answers the same for an unknown e-mail without mailing', async () => {
    const user = await insertAccount(ctx.db, { name: 'Rhea Reset' })
    const sentBefore = ctx.sentMail.length
    const known = await requestReset(ctx, user.email)
    expect(known.status).toBe(200)
    const knownBody = await known.json()
    expect(ctx.sentMail.slice(sentBefore)).toHaveLength(1)
    const mail = ctx.sentMail.at(-1)
    expect(mail?.to).toBe(user.email)
    expect(mail?.subject).toContain('password')
    expect(mail?.text).toContain('Rhea Reset')
    expect(mail?.text).toMatch(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)

    const unknown = await requestReset(ctx, 'nobody-here@example.test')
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual(knownBody)
    expect(ctx.sentMail.slice(sentBefore)).toHaveLength(1)
  })

  it('resets the password once through the mailed link', async () => {
    const user = await insertAccount(ctx.db)
    const before = await signIn(ctx, user.email, TEST_PASSWORD)
    const link = await resetLink(user.email)

    // Following the link lands on the web page with the token.
    const landing = await ctx.request(`${link.pathname}${link.search}`)
    expect(landing.status).toBe(302)
    const location = new URL(landing.headers.get('location') ?? '', ctx.config.baseUrl)
    expect(location.pathname).toBe('/reset-password')
    const token = location.searchParams.get('token')
    expect(token).toBeTruthy()
    expect(link.pathname).toContain(token ?? '')

    const tooShort = await resetPassword(ctx, token ?? '', '12345')
    expect(await authError(tooShort)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' })

    const done = await resetPassword(ctx, token ?? '', 'brand-new-pass')
    expect(done.status).toBe(200)

    expect((await signInWithPassword(ctx, user.email, 'brand-new-pass')).status).toBe(200)
    expect(await authError(await signInWithPassword(ctx, user.email, TEST_PASSWORD))).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
    })
    // The reset signs out the sessions that existed before it.
    await expectApiError(await roleOf(ctx, before.token, user.email), 401)

    // The token is spent.
    const again = await resetPassword(ctx, token ?? '', 'third-password')
    expect(await authError(again)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' })
    expect((await signInWithPassword(ctx, user.email, 'third-password')).status).toBe(401)
    const relanding = await ctx.request(`${link.pathname}${link.search}`)
    expect(relanding.status).toBe(302)
    expect(relanding.headers.get('location')).toContain('error=INVALID_TOKEN')
  })

  it('refuses a made-up token', async () => {
    expect(await authError(await resetPassword(ctx, 'made-up-token', 'brand-new-pass'))).toMatchObject({
      status: 400,
      code: 'INVALID_TOKEN',
    })
  })
})
