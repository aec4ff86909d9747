import { ERROR_CODES } from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema.ts'
import { authError, insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { enrolTwoFactor, nextTotpCode, totpCode, wrongCode } from '../test/two-factor.ts'

// Two-factor sign-in (Better Auth's two-factor plugin and its own endpoints), REQUIRE_2FA_FOR, and the
// per-account throttle counting codes as it counts passwords.

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000', REQUIRE_2FA_FOR: 'admin' } })
})
afterAll(() => ctx?.close())

const authPost = (path: string, cookie: string, body: unknown) =>
  postJson(ctx, `/api/auth/${path}`, body, { Cookie: cookie })

async function sessionOf(cookie: string) {
  const response = await ctx.request('/api/auth/get-session', { headers: { Cookie: cookie } })
  return (await response.json()) as { user: { email: string; twoFactorEnabled: boolean } } | null
}

/** The access-token of a signed-in cookie, as the web app trades it. */
async function bearerOf(cookie: string, email: string) {
  const { token } = await expectJson<{ token: string }>(
    await postJson(ctx, '/api/jwt', { email }, { Cookie: cookie }),
    200,
  )
  return { Authorization: `Bearer ${token}` }
}

/** An account with two-factor on: its e-mail, the app's URI and its backup codes. */
async function enrolledAccount() {
  const user = await insertAccount(ctx.db)
  const signedIn = await signIn(ctx, user.email, TEST_PASSWORD)
  const enrolled = await enrolTwoFactor(ctx, signedIn.cookie, TEST_PASSWORD)
  return { user, ...enrolled }
}

/** The password step: Better Auth asks for the code and sets no session, only the pending sign-in's cookie. */
async function passwordStep(email: string) {
  const response = await signInWithPassword(ctx, email, TEST_PASSWORD)
  const body = await expectJson<{ twoFactorRedirect?: boolean; twoFactorMethods?: string[] }>(response, 200)
  expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
  const pending = cookieFrom(response)
  expect(await sessionOf(pending)).toBeNull()
  return pending
}

describe('two-factor sign-in', () => {
  it('an account without two-factor signs in with its password alone', async () => {
    const user = await insertAccount(ctx.db)
    const response = await signInWithPassword(ctx, user.email, TEST_PASSWORD)
    expect(response.status).toBe(200)
    expect(await sessionOf(cookieFrom(response))).toMatchObject({
      user: { email: user.email, twoFactorEnabled: false },
    })
  })

  it('enabling shows the app URI and ten backup codes; two-factor is on only once the first code checks', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const enabled = await expectJson<{ totpURI: string; backupCodes: string[] }>(
      await authPost('two-factor/enable', cookie, { password: TEST_PASSWORD }),
      200,
    )
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Keyhaven:.+\?.*secret=/)
    expect(enabled.backupCodes).toHaveLength(10)
    expect((await sessionOf(cookie))?.user.twoFactorEnabled).toBe(false)
    // Not on yet: the password still signs in alone.
    expect((await signInWithPassword(ctx, user.email, TEST_PASSWORD)).status).toBe(200)
    const verified = await authPost('two-factor/verify-totp', cookie, {
      code: await totpCode(enabled.totpURI),
    })
    expect(verified.status).toBe(200)
    expect((await sessionOf(cookieFrom(verified)))?.user.twoFactorEnabled).toBe(true)
  })

  it('enabling needs the password', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    expect(
      await authError(await authPost('two-factor/enable', cookie, { password: 'not-it-at-all' })),
    ).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' })
  })

  it('after the password, the current code signs in; the session then trades for an access-token', async () => {
    const { user, totpURI } = await enrolledAccount()
    const pending = await passwordStep(user.email)
    const verified = await authPost('two-factor/verify-totp', pending, { code: await totpCode(totpURI) })
    expect(verified.status).toBe(200)
    const cookie = cookieFrom(verified)
    expect((await sessionOf(cookie))?.user.email).toBe(user.email)
    const me = await ctx.request('/api/users/me', { headers: await bearerOf(cookie, user.email) })
    expect(me.status).toBe(200)
  })

  it('a wrong code is refused and signs no one in', async () => {
    const { user, totpURI } = await enrolledAccount()
    const pending = await passwordStep(user.email)
    const refused = await authPost('two-factor/verify-totp', pending, { code: await wrongCode(totpURI) })
    expect(await authError(refused)).toMatchObject({ status: 401, code: 'INVALID_CODE' })
    expect(await sessionOf(pending)).toBeNull()
  })

  it('a code without the password step first is refused', async () => {
    const { totpURI } = await enrolledAccount()
    const refused = await authPost('two-factor/verify-totp', '', { code: await totpCode(totpURI) })
    expect(await authError(refused)).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' })
  })

  it('a backup code signs in once; the same code a second time is refused', async () => {
    const { user, backupCodes } = await enrolledAccount()
    const [code] = backupCodes
    const first = await authPost('two-factor/verify-backup-code', await passwordStep(user.email), { code })
    expect(first.status).toBe(200)
    expect((await sessionOf(cookieFrom(first)))?.user.email).toBe(user.email)
    const again = await authPost('two-factor/verify-backup-code', await passwordStep(user.email), { code })
    expect(await authError(again)).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE' })
  })

  it('a code signs in once: the same code again within its window is refused, the next one signs in', async () => {
    const { user, totpURI } = await enrolledAccount()
    const code = await totpCode(totpURI)
    expect((await authPost('two-factor/verify-totp', await passwordStep(user.email), { code })).status).toBe(
      200,
    )
    const pending = await passwordStep(user.email)
    const replayed = await authPost('two-factor/verify-totp', pending, { code })
    expect(await authError(replayed)).toMatchObject({ status: 401, code: 'INVALID_CODE' })
    expect(await sessionOf(pending)).toBeNull()
    const next = await authPost('two-factor/verify-totp', pending, { code: await nextTotpCode(totpURI) })
    expect(next.status).toBe(200)
  })

  it('a code that signed in does not confirm deleting the account', async () => {
    const { user, totpURI } = await enrolledAccount()
    const code = await totpCode(totpURI)
    const signedIn = await authPost('two-factor/verify-totp', await passwordStep(user.email), { code })
    const headers = await bearerOf(cookieFrom(signedIn), user.email)
    const refused = await expectApiError(await sendJson(ctx, 'DELETE', '/api/me', headers, { code }), 400)
    expect(refused.error).toMatchObject({ field: 'code', message: expect.stringContaining('used already') })
  })

  it("enabling ends the person's other sessions from before it, and tells them", async () => {
    const user = await insertAccount(ctx.db)
    const enrolling = await signIn(ctx, user.email, TEST_PASSWORD)
    const elsewhere = await signIn(ctx, user.email, TEST_PASSWORD)
    const enrolled = await enrolTwoFactor(ctx, enrolling.cookie, TEST_PASSWORD)
    expect(await sessionOf(elsewhere.cookie)).toBeNull()
    expect((await ctx.request('/api/users/me', { headers: elsewhere.headers })).status).toBe(401)
    expect(await sessionOf(enrolled.cookie)).toMatchObject({ user: { email: user.email } })
    const notes = await ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'sign_in_method_added')))
    expect(notes).toEqual([{ title: 'Two-factor sign-in was switched on' }])
  })

  it('disabling needs the password; then the password signs in alone again', async () => {
    const { user, cookie } = await enrolledAccount()
    expect((await authPost('two-factor/disable', cookie, { password: 'not-it-at-all' })).status).toBe(400)
    expect((await authPost('two-factor/disable', cookie, { password: TEST_PASSWORD })).status).toBe(200)
    const response = await signInWithPassword(ctx, user.email, TEST_PASSWORD)
    expect(response.status).toBe(200)
    expect((await sessionOf(cookieFrom(response)))?.user.email).toBe(user.email)
  })
})

describe("an admin's reset, for a lost authenticator app", () => {
  it('the next sign-in takes the password alone; only an admin may reset, and not their own', async () => {
    const { user } = await enrolledAccount()
    const admin = await insertAccount(ctx.db, { role: 'admin' })
    const adminSignedIn = await signIn(ctx, admin.email, TEST_PASSWORD)
    const adminEnrolled = await enrolTwoFactor(ctx, adminSignedIn.cookie, TEST_PASSWORD)
    const adminHeaders = await bearerOf(adminEnrolled.cookie, admin.email)
    const reset = (email: string, headers: Record<string, string>) =>
      sendJson(ctx, 'DELETE', `/api/users/${encodeURIComponent(email)}/two-factor`, headers)

    const bystander = await insertAccount(ctx.db)
    const { headers: bystanderHeaders } = await signIn(ctx, bystander.email, TEST_PASSWORD)
    await expectApiError(await reset(user.email, bystanderHeaders), 403)
    await expectApiError(await reset(admin.email, adminHeaders), 403, 'turn it off in your profile')

    expect(await expectJson(await reset(user.email, adminHeaders), 200)).toEqual({ modifiedCount: 1 })
    const response = await signInWithPassword(ctx, user.email, TEST_PASSWORD)
    expect(response.status).toBe(200)
    expect(await sessionOf(cookieFrom(response))).toMatchObject({
      user: { email: user.email, twoFactorEnabled: false },
    })
  })
})

describe('the per-account sign-in throttle', () => {
  it('counts codes with passwords: past the limit even the right code waits', async () => {
    const { user, totpURI } = await enrolledAccount()
    const pending = await passwordStep(user.email) // attempt 1 of ACCOUNT_SIGN_IN_LIMIT (5)
    for (let attempt = 2; attempt <= 5; attempt++) {
      const refused = await authPost('two-factor/verify-totp', pending, { code: await wrongCode(totpURI) })
      expect(refused.status).toBe(401)
    }
    const throttled = await authPost('two-factor/verify-totp', pending, { code: await totpCode(totpURI) })
    expect(await authError(throttled)).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' })
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await sessionOf(pending)).toBeNull()
  })

  it('a right password does not forget the attempts while its code is owed', async () => {
    const { user, totpURI } = await enrolledAccount()
    // Four passwords that each stop at the code step, and a fifth attempt: a wrong code.
    for (let attempt = 1; attempt <= 4; attempt++) await passwordStep(user.email)
    const pending = await passwordStep(user.email)
    expect(
      await authError(await authPost('two-factor/verify-totp', pending, { code: await totpCode(totpURI) })),
    ).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' })
  })

  it('a finished sign-in forgets them', async () => {
    const { user, totpURI } = await enrolledAccount()
    const pending = await passwordStep(user.email)
    for (let attempt = 2; attempt <= 4; attempt++)
      await authPost('two-factor/verify-totp', pending, { code: await wrongCode(totpURI) })
    expect(
      (await authPost('two-factor/verify-totp', pending, { code: await totpCode(totpURI) })).status,
    ).toBe(200)
    // Five more attempts are the account's again: four wrong codes, then the right one (the next, as a code
    // counts once).
    const next = await passwordStep(user.email)
    for (let attempt = 2; attempt <= 4; attempt++)
      await authPost('two-factor/verify-totp', next, { code: await wrongCode(totpURI) })
    expect(
      (await authPost('two-factor/verify-totp', next, { code: await nextTotpCode(totpURI) })).status,
    ).toBe(200)
  })
})

describe('deleting the account with a two-factor code', () => {
  it('takes the current code instead of the password, and refuses a wrong one', async () => {
    const { user, totpURI, cookie } = await enrolledAccount()
    const headers = await bearerOf(cookie, user.email)
    const wrong = await expectApiError(
      await sendJson(ctx, 'DELETE', '/api/me', headers, { code: await wrongCode(totpURI) }),
      400,
    )
    expect(wrong.error.field).toBe('code')
    const deleted = await sendJson(ctx, 'DELETE', '/api/me', headers, { code: await totpCode(totpURI) })
    expect(await expectJson(deleted, 200)).toEqual({ deletedCount: 1 })
  })

  it('a code is refused for an account without two-factor', async () => {
    const user = await insertAccount(ctx.db)
    const { headers } = await signIn(ctx, user.email, TEST_PASSWORD)
    const refused = await expectApiError(
      await sendJson(ctx, 'DELETE', '/api/me', headers, { code: '123456' }),
      400,
    )
    expect(refused.error.field).toBe('code')
  })

  it('takes the password or a code, not both and not neither', async () => {
    const user = await insertAccount(ctx.db)
    const { headers } = await signIn(ctx, user.email, TEST_PASSWORD)
    for (const body of [{}, { password: TEST_PASSWORD, code: '123456' }]) {
      const refused = await expectApiError(await sendJson(ctx, 'DELETE', '/api/me', headers, body), 400)
      expect(refused.error.message).toContain('enter your password (or a current two-factor code instead)')
    }
  })
})

describe('REQUIRE_2FA_FOR', () => {
  it('a listed role signs in with its password, then may do nothing but enrol until it has', async () => {
    const admin = await insertAccount(ctx.db, { role: 'admin' })
    const signedIn = await signIn(ctx, admin.email, TEST_PASSWORD)
    // The API's own routes, with the access-token:
    const refused = await expectApiError(
      await ctx.request('/api/users/me', { headers: signedIn.headers }),
      403,
    )
    expect(refused.error.code).toBe(ERROR_CODES.twoFactorRequired)
    expect(refused.error.message).toContain('set up an authenticator app first')
    // Better Auth's, with the cookie: the session and signing out stay open, the rest is refused.
    expect(await sessionOf(signedIn.cookie)).toMatchObject({ user: { email: admin.email } })
    const listed = await ctx.request('/api/auth/list-sessions', { headers: { Cookie: signedIn.cookie } })
    expect(await authError(listed)).toMatchObject({ status: 403, code: 'TWO_FACTOR_REQUIRED' })

    const enrolled = await enrolTwoFactor(ctx, signedIn.cookie, TEST_PASSWORD)
    const me = await ctx.request('/api/users/me', { headers: await bearerOf(enrolled.cookie, admin.email) })
    expect(me.status).toBe(200)
    expect(
      (await ctx.request('/api/auth/list-sessions', { headers: { Cookie: enrolled.cookie } })).status,
    ).toBe(200)
  })

  it('a role not listed is not asked', async () => {
    const agent = await insertAccount(ctx.db, { role: 'agent' })
    const { headers } = await signIn(ctx, agent.email, TEST_PASSWORD)
    expect((await ctx.request('/api/users/me', { headers })).status).toBe(200)
  })

  it('signing out stays open', async () => {
    const admin = await insertAccount(ctx.db, { role: 'admin' })
    const { cookie } = await signIn(ctx, admin.email, TEST_PASSWORD)
    expect((await authPost('sign-out', cookie, {})).status).toBe(200)
    expect(await sessionOf(cookie)).toBeNull()
  })
})
