import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { sessions, signInThrottles, users } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createNotifier } from '../notifications/notifier.ts'
import {
  authError,
  bearer,
  insertAccount,
  resetRateLimits,
  sendJson,
  TEST_PASSWORD,
} from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import { insertUpload } from '../test/factories.ts'
import { cheapPasswordHashing } from '../test/password-hashing.ts'
import { expectApiError } from '../test/responses.ts'
import {
  createTestApp,
  createTestContext,
  TEST_AUTH_SECRET,
  type TestApp,
  type TestContext,
} from '../test/test-app.ts'
import { createAuth } from './auth.ts'

// The rules of an account: one definition of a person's name and photo on every path that writes a user, a
// per-account sign-in throttle beside the per-address one, limits on the credential routes only, and a new
// password that signs out the other sessions.

let ctx: TestContext
// A second connection to the same database where there is one (PostgreSQL): what another instance would hold.
let otherDatabase: DatabaseHandle | undefined

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  if (ctx.databaseUrl) otherDatabase = openDatabase({ url: ctx.databaseUrl })
})
afterAll(async () => {
  await otherDatabase?.close()
  await ctx?.close()
})
beforeEach(() => resetRateLimits(ctx.db))

function instance(env: Record<string, string>, database = ctx.database): TestApp {
  return createTestApp(
    database,
    ctx.storage,
    { dataDir: ctx.config.dataDir, webDistDir: ctx.config.webDistDir },
    env,
  )
}

const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.webp'

async function storedProfile(userId: string) {
  const [row] = await ctx.db
    .select({ name: users.name, image: users.image })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

describe("a person's name and photo", () => {
  async function signedInCookie() {
    const account = await insertAccount(ctx.db, { name: 'Original Name', image: UPLOADED })
    const cookie = cookieFrom(await signInWithPassword(ctx, account.email, TEST_PASSWORD))
    return { account, cookie }
  }

  it.each([
    [{ name: 'x'.repeat(101) }, 'name: Name is too long'],
    [{ name: '   ' }, 'name: Name is required'],
    [{ image: 'javascript:alert(1)' }, 'image: Photo must be a picture uploaded to Keyhaven'],
    [{ image: 'https://images.example.com/me.jpg' }, 'image: Photo must be a picture uploaded to Keyhaven'],
    [{ image: '/uploads/../../etc/passwd' }, 'image: Photo must be a picture uploaded to Keyhaven'],
    [{ name: 'Fine', image: 42 }, 'image: Photo is required'],
  ])(
    "POST /api/auth/update-user refuses %j with sign-up's rule and changes nothing",
    async (fields, message) => {
      const { account, cookie } = await signedInCookie()
      const response = await postJson(ctx, '/api/auth/update-user', fields, { Cookie: cookie })
      expect(await authError(response)).toMatchObject({ status: 400, message })
      expect(await storedProfile(account.id)).toEqual({ name: 'Original Name', image: UPLOADED })
    },
  )

  it('POST /api/auth/update-user refuses a 31 MB name at the body limit', async () => {
    const { account, cookie } = await signedInCookie()
    const response = await postJson(
      ctx,
      '/api/auth/update-user',
      { name: 'x'.repeat(31 * 1024 * 1024) },
      { Cookie: cookie },
    )
    expect(response.status).toBe(413)
    expect(await storedProfile(account.id)).toEqual({ name: 'Original Name', image: UPLOADED })
  })

  it('POST /api/auth/update-user keeps a valid name and uploaded photo, and may remove the photo', async () => {
    const { account, cookie } = await signedInCookie()
    // The person's own upload: a photo must be (profile-photo.test.ts).
    const other = await insertUpload(ctx.db, account.id, 'fedcba9876543210fedcba9876543210.webp')
    const response = await postJson(
      ctx,
      '/api/auth/update-user',
      { name: '  New Name ', image: other },
      { Cookie: cookie },
    )
    expect(response.status).toBe(200)
    expect(await storedProfile(account.id)).toEqual({ name: 'New Name', image: other })
    expect((await postJson(ctx, '/api/auth/update-user', { image: null }, { Cookie: cookie })).status).toBe(
      200,
    )
    expect(await storedProfile(account.id)).toEqual({ name: 'New Name', image: null })
  })

  it('sign-up refuses a photo from another site', async () => {
    const email = 'foreign-photo@example.test'
    const response = await postJson(ctx, '/api/auth/sign-up/email', {
      name: 'Foreign Photo',
      email,
      password: 'sekrit-pass',
      image: 'https://images.example.com/me.jpg',
    })
    expect(await authError(response)).toMatchObject({
      status: 400,
      message: 'image: Photo must be a picture uploaded to Keyhaven',
    })
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it.each([
    [
      { photoURL: 'https://images.example.com/me.jpg' },
      'photoURL: Photo must be a picture uploaded to Keyhaven',
    ],
    [{ photoURL: 'javascript:alert(1)' }, 'photoURL: Photo must be a picture uploaded to Keyhaven'],
    [{ name: 'x'.repeat(101) }, 'name: Name is too long'],
  ])('POST /api/users refuses %j with the same rule', async (fields, message) => {
    const account = await insertAccount(ctx.db, { name: 'Original Name', image: UPLOADED })
    const { token } = await signIn(ctx, account.email, TEST_PASSWORD)
    const response = await sendJson(ctx, 'POST', '/api/users', bearer(token), {
      email: account.email,
      ...fields,
    })
    await expectApiError(response, 400, message)
    expect(await storedProfile(account.id)).toEqual({ name: 'Original Name', image: UPLOADED })
  })

  it('mends what a social provider sends: its photo (hosted elsewhere, or an upload no one made for this person) is dropped, an overlong name cut', async () => {
    // The path Better Auth's OAuth callback takes to create the person.
    const auth = createAuth({
      db: ctx.db,
      config: ctx.config,
      secret: TEST_AUTH_SECRET,
      mailer: { send: async () => {} },
      logger: createLogger('silent'),
      passwordHashing: cheapPasswordHashing,
      notifier: createNotifier({
        db: ctx.db,
        mailer: { send: async () => {} },
        logger: createLogger('silent'),
        baseUrl: ctx.config.baseUrl,
        currency: ctx.config.currency,
      }),
    })
    const { internalAdapter } = await auth.$context
    const google = { method: 'oauth' as const, oauth: { providerId: 'google' } }
    const created = await internalAdapter.createUser(
      {
        name: `Social\u0000 ${'y'.repeat(300)}`,
        email: 'social.person@example.test',
        image: 'https://lh3.googleusercontent.com/a/photo.jpg',
        emailVerified: true,
      },
      google,
    )
    const stored = await storedProfile(created.id)
    expect(stored?.image).toBeNull()
    expect(stored?.name).toMatch(/^Social {2}y+$/)
    expect(stored?.name.length).toBe(100)

    const nameless = await internalAdapter.createUser(
      {
        name: '',
        email: 'no.name@example.test',
        image: UPLOADED,
        emailVerified: true,
      },
      google,
    )
    expect(await storedProfile(nameless.id)).toEqual({ name: 'no.name', image: null })
  })
})

describe('the per-account sign-in throttle', () => {
  // Each attempt from another address, as 20 machines of an attacker would: only the account limit applies.
  const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` })
  const attempt = (app: TestApp, email: string, password: string, n: number) =>
    postJson(app, '/api/auth/sign-in/email', { email, password }, from(n))
  const env = {
    SIGN_IN_RATE_LIMIT: '1000',
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    ACCOUNT_SIGN_IN_LIMIT: '3',
    ACCOUNT_SIGN_IN_BACKOFF_SECONDS: '30',
  }

  it('makes an account wait after ACCOUNT_SIGN_IN_LIMIT attempts from any addresses, even with the right password', async () => {
    const app = instance(env)
    const victim = await insertAccount(ctx.db)
    for (let n = 1; n <= 3; n++)
      expect(await authError(await attempt(app, victim.email, 'wrong-password', n))).toMatchObject({
        status: 401,
        code: 'INVALID_EMAIL_OR_PASSWORD',
      })
    const limited = await attempt(app, victim.email, TEST_PASSWORD, 4)
    expect(limited.status).toBe(429)
    const seconds = Number(limited.headers.get('Retry-After'))
    expect(seconds).toBeGreaterThan(25)
    expect(seconds).toBeLessThanOrEqual(30)
    const message = `Too many attempts. Try again in ${seconds} seconds.`
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message, authCode: 'TOO_MANY_ATTEMPTS' },
      code: 'TOO_MANY_ATTEMPTS',
      message,
    })
    expect(limited.headers.getSetCookie()).toEqual([])

    // Another account is not held back by it.
    const bystander = await insertAccount(ctx.db)
    expect((await attempt(app, bystander.email, TEST_PASSWORD, 5)).status).toBe(200)
  })

  it('doubles the wait with each further failure once the wait is over', async () => {
    const app = instance(env)
    const victim = await insertAccount(ctx.db)
    for (let n = 1; n <= 3; n++) await attempt(app, victim.email, 'wrong-password', n)
    const waitOver = () =>
      ctx.db
        .update(signInThrottles)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottles.userId, victim.id))

    await waitOver()
    // After the wait the account gets one more check; it fails, and the next wait is twice as long.
    expect((await attempt(app, victim.email, 'wrong-password', 10)).status).toBe(401)
    const second = await attempt(app, victim.email, TEST_PASSWORD, 11)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('Retry-After'))).toBeGreaterThan(55)
    expect(Number(second.headers.get('Retry-After'))).toBeLessThanOrEqual(60)

    await waitOver()
    expect((await attempt(app, victim.email, TEST_PASSWORD, 12)).status).toBe(200)
    // A successful sign-in forgets the failures: the full allowance is back.
    expect(await ctx.db.select().from(signInThrottles).where(eq(signInThrottles.userId, victim.id))).toEqual(
      [],
    )
    for (let n = 13; n <= 15; n++)
      expect((await attempt(app, victim.email, 'wrong-password', n)).status).toBe(401)
    expect((await attempt(app, victim.email, TEST_PASSWORD, 16)).status).toBe(429)
  })

  it('counts parallel attempts from many addresses as they arrive', async () => {
    const app = instance(env)
    const victim = await insertAccount(ctx.db)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => attempt(app, victim.email, 'wrong-password', n + 20)),
    )
    const statuses = answers.map((response) => response.status)
    // Only the allowance reaches the password check; every other attempt waits.
    expect(statuses.filter((status) => status === 401)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(17)
  })

  it('holds across two instances on one database', async () => {
    const first = instance(env)
    const second = instance(env, otherDatabase ?? ctx.database)
    const victim = await insertAccount(ctx.db)
    expect((await attempt(first, victim.email, 'wrong-password', 1)).status).toBe(401)
    expect((await attempt(second, victim.email, 'wrong-password', 2)).status).toBe(401)
    expect((await attempt(first, victim.email, 'wrong-password', 3)).status).toBe(401)
    expect((await attempt(second, victim.email, TEST_PASSWORD, 4)).status).toBe(429)
  })

  it('says how long to wait when the per-address limit is reached, in the same words', async () => {
    const app = instance({ SIGN_IN_RATE_LIMIT: '2' })
    for (let n = 1; n <= 2; n++) await signInWithPassword(app, 'nobody@example.test', 'wrong-password')
    const limited = await signInWithPassword(app, 'nobody@example.test', 'wrong-password')
    expect(limited.status).toBe(429)
    const seconds = Number(limited.headers.get('Retry-After'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(10)
    const message = `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message, authCode: 'TOO_MANY_ATTEMPTS' },
      code: 'TOO_MANY_ATTEMPTS',
      message,
    })
  })
})

describe('the per-address limit of Better Auth', () => {
  it('leaves reading one’s own session alone: 130 reads from one address all succeed', async () => {
    const account = await insertAccount(ctx.db)
    const cookie = cookieFrom(await signInWithPassword(ctx, account.email, TEST_PASSWORD))
    const statuses: number[] = []
    for (let read = 0; read < 130; read++) {
      const response = await ctx.request('/api/auth/get-session', { headers: { Cookie: cookie } })
      statuses.push(response.status)
      if (read === 129)
        expect(((await response.json()) as { user: { email: string } }).user.email).toBe(account.email)
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })

  it('still limits the credential routes', async () => {
    const app = instance({ SIGN_UP_RATE_LIMIT: '2' })
    const signUp = (n: number) =>
      postJson(app, '/api/auth/sign-up/email', {
        name: 'Many',
        email: `many-${n}-${Date.now()}@example.test`,
        password: 'sekrit-pass',
      })
    expect((await signUp(1)).status).toBe(200)
    expect((await signUp(2)).status).toBe(200)
    expect((await signUp(3)).status).toBe(429)
    for (let n = 0; n < 6; n++)
      await postJson(app, '/api/auth/request-password-reset', {
        email: 'x@example.test',
        redirectTo: '/reset-password',
      })
    expect(
      (
        await postJson(app, '/api/auth/request-password-reset', {
          email: 'x@example.test',
          redirectTo: '/reset-password',
        })
      ).status,
    ).toBe(429)
  })
})

describe('a new password', () => {
  it("signs out the person's other sessions and their access-tokens; the session that changed it stays", async () => {
    const account = await insertAccount(ctx.db)
    const laptop = await signIn(ctx, account.email, TEST_PASSWORD)
    const phone = await signIn(ctx, account.email, TEST_PASSWORD)
    const me = (token: string) => ctx.request('/api/users/me', { headers: bearer(token) })
    expect((await me(phone.token)).status).toBe(200)

    const changed = await postJson(
      ctx,
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
      { Cookie: laptop.cookie },
    )
    expect(changed.status).toBe(200)

    await expectApiError(await me(phone.token), 401)
    const phoneSession = await ctx.request('/api/auth/get-session', { headers: { Cookie: phone.cookie } })
    expect(await phoneSession.json()).toBeNull()
    expect((await me(laptop.token)).status).toBe(200)
    expect(
      await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, account.id)),
    ).toHaveLength(1)
    expect((await signInWithPassword(ctx, account.email, 'a-brand-new-password')).status).toBe(200)
  })

  it('by a reset signs out every session and access-token', async () => {
    const account = await insertAccount(ctx.db)
    const laptop = await signIn(ctx, account.email, TEST_PASSWORD)
    const phone = await signIn(ctx, account.email, TEST_PASSWORD)
    const sentBefore = ctx.sentMail.length
    await postJson(ctx, '/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/reset-password',
    })
    const link = /https?:\/\/\S+/.exec(ctx.sentMail.slice(sentBefore)[0]?.text ?? '')?.[0] ?? ''
    const token = new URL(link).pathname.split('/').at(-1) ?? ''
    expect(
      (await postJson(ctx, '/api/auth/reset-password', { token, newPassword: 'reset-new-pass' })).status,
    ).toBe(200)
    for (const session of [laptop, phone])
      await expectApiError(await ctx.request('/api/users/me', { headers: bearer(session.token) }), 401)
  })
})
