import { ERROR_CODES } from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { calendarFeeds, notifications, passkeys, sessions, users } from '../db/schema.ts'
import { authError, insertAccount, resetRateLimits, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import {
  addPasskey,
  proveIdentity,
  registrationStep,
  signInStep,
  signInWithPasskey,
} from '../test/passkeys.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { enrolTwoFactor, totpCode } from '../test/two-factor.ts'

// Passkeys (Better Auth's passkey plugin): registered from the profile with the session cookie, a second way to
// sign in that ends as a password sign-in does (the session cookie, then the access-token), each person's own.

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000', REQUIRE_2FA_FOR: 'admin' } })
})
afterAll(() => ctx?.close())
// Making a passkey challenge is limited per address (30 a minute), and every test here comes from one.
beforeEach(() => resetRateLimits(ctx.db))

const authGet = (path: string, cookie = '') =>
  ctx.request(`/api/auth/${path}`, { headers: cookie ? { Cookie: cookie } : {} })
const authPost = (path: string, cookie: string, body: unknown) =>
  postJson(ctx, `/api/auth/${path}`, body, cookie ? { Cookie: cookie } : {})

interface ListedPasskey {
  id: string
  name: string | null
  deviceType: string
  backedUp: boolean
  createdAt: string
}
const listPasskeys = async (cookie: string) =>
  expectJson<ListedPasskey[]>(await authGet('passkey/list-user-passkeys', cookie), 200)

/** A fresh person, signed in, with one passkey: their e-mail, session and the passkey (credential and row). */
async function personWithPasskey(name = 'Laptop') {
  const user = await insertAccount(ctx.db)
  const signedIn = await signIn(ctx, user.email, TEST_PASSWORD)
  const { credential, response } = await addPasskey(ctx, signedIn.cookie, { name })
  const passkey = await expectJson<ListedPasskey>(response, 200)
  return { user, ...signedIn, credential, passkey }
}

/** The session of a sign-in answer, traded for an access-token as the web app does. */
async function bearerAfter(response: Response, email: string) {
  expect(response.status, await response.clone().text()).toBe(200)
  const cookie = cookieFrom(response)
  const token = await postJson(ctx, '/api/jwt', { email }, { Cookie: cookie })
  const { token: accessToken } = await expectJson<{ token: string }>(token, 200)
  return { cookie, headers: { Authorization: `Bearer ${accessToken}` } }
}

describe('adding a passkey', () => {
  it('a signed-in person adds a named passkey; the list shows its name, kind and date', async () => {
    const { cookie, passkey } = await personWithPasskey('Work laptop')
    expect(passkey).toMatchObject({ name: 'Work laptop', deviceType: 'singleDevice', backedUp: false })
    expect(await listPasskeys(cookie)).toEqual([
      expect.objectContaining({ id: passkey.id, name: 'Work laptop', createdAt: expect.any(String) }),
    ])
  })

  it('the name is optional', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const added = await expectJson<ListedPasskey>((await addPasskey(ctx, cookie)).response, 200)
    expect(added.name ?? null).toBeNull()
  })

  it('refuses a passkey that does not verify its user (a PIN, a fingerprint)', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const { response } = await addPasskey(ctx, cookie, { userVerified: false })
    expect(await authError(response)).toMatchObject({ status: 400, code: 'USER_NOT_VERIFIED' })
    expect(await listPasskeys(cookie)).toEqual([])
  })

  it('an answer to a challenge used once already is refused with 400', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const step = await registrationStep(ctx, cookie)
    const post = () => authPost('passkey/verify-registration', step.cookie, step.body)
    expect((await post()).status).toBe(200)
    expect((await proveIdentity(ctx, cookie)).status).toBe(200)
    expect(await authError(await post())).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' })
  })

  it('an answer signed for another origin is refused with 400, not an error of the server', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const step = await registrationStep(ctx, cookie)
    const response = step.body.response as { response: { clientDataJSON: string } }
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString())
    response.response.clientDataJSON = Buffer.from(
      JSON.stringify({ ...clientData, origin: 'https://elsewhere.example' }),
    ).toString('base64url')
    const refused = await authPost('passkey/verify-registration', step.cookie, step.body)
    expect(await authError(refused)).toMatchObject({
      status: 400,
      code: 'FAILED_TO_VERIFY_REGISTRATION',
      message: 'The passkey could not be verified. Try adding it again.',
    })
  })
})

describe('signing in with a passkey', () => {
  it('ends as a password sign-in does: the session cookie, an access-token, the last login recorded', async () => {
    const { user, credential } = await personWithPasskey()
    await ctx.db.update(users).set({ lastLogIn: null }).where(eq(users.id, user.id))
    const { headers } = await bearerAfter(await signInWithPasskey(ctx, credential), user.email)
    const me = await expectJson<{ email: string; last_log_in: string | null }>(
      await ctx.request('/api/users/me', { headers }),
      200,
    )
    expect(me.email).toBe(user.email)
    expect(me.last_log_in).not.toBeNull()
  })

  it('counts as two factors: an account with an authenticator app is not asked for its code', async () => {
    const { user, cookie, credential } = await personWithPasskey()
    await enrolTwoFactor(ctx, cookie, TEST_PASSWORD)
    // The password alone now stops at the code step; the passkey signs in.
    expect(await expectJson(await signInWithPassword(ctx, user.email, TEST_PASSWORD), 200)).toMatchObject({
      twoFactorRedirect: true,
    })
    await bearerAfter(await signInWithPasskey(ctx, credential), user.email)
  })

  it('refuses an answer without user verification, and signs no one in', async () => {
    const { credential } = await personWithPasskey()
    const refused = await signInWithPasskey(ctx, credential, { userVerified: false })
    expect(await authError(refused)).toMatchObject({ status: 401, code: 'USER_NOT_VERIFIED' })
    expect(cookieFrom(refused)).not.toContain('session_token')
  })

  it('refuses a passkey the server does not know (deleted, or never added)', async () => {
    const { cookie, credential, passkey } = await personWithPasskey()
    expect((await authPost('passkey/delete-passkey', cookie, { id: passkey.id })).status).toBe(200)
    expect(await authError(await signInWithPasskey(ctx, credential))).toMatchObject({
      status: 401,
      code: 'PASSKEY_NOT_FOUND',
    })
  })

  it('a challenge answers once', async () => {
    const { credential } = await personWithPasskey()
    const step = await signInStep(ctx, credential)
    const post = () => authPost('passkey/verify-authentication', step.cookie, step.body)
    expect((await post()).status).toBe(200)
    expect(await authError(await post())).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' })
  })

  it('the per-account throttle does not keep the owner out: guesses at the password leave the passkey working, and it forgets them', async () => {
    const { user, credential } = await personWithPasskey()
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signInWithPassword(ctx, user.email, 'not-the-password')).status).toBe(401)
    expect((await signInWithPassword(ctx, user.email, TEST_PASSWORD)).status).toBe(429)
    await bearerAfter(await signInWithPasskey(ctx, credential), user.email)
    expect((await signInWithPassword(ctx, user.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('REQUIRE_2FA_FOR: a listed role signed in with a passkey must still set up its authenticator app', async () => {
    // A person who added a passkey and was then made an admin: the password, too, needs its second factor.
    const { user, credential } = await personWithPasskey()
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id))
    const { headers, cookie } = await bearerAfter(await signInWithPasskey(ctx, credential), user.email)
    const refused = await expectApiError(await ctx.request('/api/users/me', { headers }), 403)
    expect(refused.error.code).toBe(ERROR_CODES.twoFactorRequired)
    expect(await authError(await authGet('passkey/list-user-passkeys', cookie))).toMatchObject({
      status: 403,
      code: 'TWO_FACTOR_REQUIRED',
    })
  })
})

describe("each person's own passkeys", () => {
  it('anonymous callers get 401', async () => {
    const { passkey } = await personWithPasskey()
    expect((await authGet('passkey/list-user-passkeys')).status).toBe(401)
    expect((await authGet('passkey/generate-register-options')).status).toBe(401)
    expect((await authPost('passkey/delete-passkey', '', { id: passkey.id })).status).toBe(401)
    expect((await authPost('passkey/update-passkey', '', { id: passkey.id, name: 'Mine' })).status).toBe(401)
  })

  it("another person's passkey answers 404 and stays; the owner's list never shows it to anyone else", async () => {
    const owner = await personWithPasskey('Owner phone')
    const other = await personWithPasskey('Other phone')
    expect((await listPasskeys(other.cookie)).map((passkey) => passkey.id)).toEqual([other.passkey.id])
    for (const [path, body] of [
      ['passkey/delete-passkey', { id: owner.passkey.id }],
      ['passkey/update-passkey', { id: owner.passkey.id, name: 'Stolen' }],
    ] as const) {
      expect(await authError(await authPost(path, other.cookie, body))).toMatchObject({
        status: 404,
        code: 'PASSKEY_NOT_FOUND',
      })
    }
    expect(await listPasskeys(owner.cookie)).toEqual([expect.objectContaining({ name: 'Owner phone' })])
  })

  it('a person renames and deletes their own', async () => {
    const { cookie, passkey } = await personWithPasskey()
    expect(
      (await authPost('passkey/update-passkey', cookie, { id: passkey.id, name: 'Home desktop' })).status,
    ).toBe(200)
    expect(await listPasskeys(cookie)).toEqual([expect.objectContaining({ name: 'Home desktop' })])
    expect(
      await expectJson(await authPost('passkey/delete-passkey', cookie, { id: passkey.id }), 200),
    ).toEqual({
      status: true,
    })
    expect(await listPasskeys(cookie)).toEqual([])
  })

  it('an id that names no passkey answers 404', async () => {
    const { cookie } = await personWithPasskey()
    expect((await authPost('passkey/delete-passkey', cookie, { id: 'no-such-passkey' })).status).toBe(404)
  })
})

describe('bad input answers 400, never 500', () => {
  it.each([
    ['passkey/verify-registration', { response: 'not-an-answer' }, 'response'],
    [
      'passkey/verify-registration',
      { response: { id: 'abc', rawId: 'abc', type: 'public-key' } },
      'response',
    ],
    [
      'passkey/verify-registration',
      {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'not base64url!' },
        },
      },
      'response',
    ],
    ['passkey/update-passkey', { id: 'x', name: '' }, 'name'],
    ['passkey/update-passkey', { id: 'x', name: 'n'.repeat(61) }, 'name'],
  ])('%s %j', async (path, body, field) => {
    const { cookie } = await personWithPasskey()
    const refused = await authError(await authPost(path, cookie, body))
    expect(refused.status).toBe(400)
    expect(refused.message).toMatch(new RegExp(`^${field}: `))
  })

  it('a name too long for a new passkey', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const { response } = await addPasskey(ctx, cookie, { name: 'n'.repeat(61) })
    expect(await authError(response)).toMatchObject({
      status: 400,
      message: 'name: Name is too long (60 characters at most)',
    })
    const options = await authGet(`passkey/generate-register-options?name=${'n'.repeat(61)}`, cookie)
    expect(options.status).toBe(400)
  })

  it('a sign-in answer of the wrong shape, or an id that is no string', async () => {
    for (const body of [{}, { response: { id: 5 } }, { response: [] }]) {
      const refused = await authPost('passkey/verify-authentication', '', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
    const { cookie } = await personWithPasskey()
    for (const body of [{}, { id: 42 }, { id: '' }]) {
      const refused = await authPost('passkey/delete-passkey', cookie, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
  })
})

/** The notifications of `userId` of the kind that tells of a new way to sign in. */
const signInMethodNotes = (userId: string) =>
  ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'sign_in_method_added')))

describe('adding a passkey takes the password or a code again', () => {
  it('a session cookie alone (a stolen one) adds no passkey', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    expect(await authError(await authGet('passkey/generate-register-options', cookie))).toMatchObject({
      status: 403,
      code: 'IDENTITY_PROOF_REQUIRED',
    })
    // A challenge fetched under an earlier proof that has since been used up adds none either.
    const step = await registrationStep(ctx, cookie)
    await ctx.db.update(sessions).set({ identityProvedAt: null }).where(eq(sessions.userId, user.id))
    const refused = await authPost('passkey/verify-registration', step.cookie, step.body)
    expect(await authError(refused)).toMatchObject({ status: 403, code: 'IDENTITY_PROOF_REQUIRED' })
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([])
  })

  it('a proof lasts minutes and adds one passkey', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    expect((await addPasskey(ctx, cookie)).response.status).toBe(200)
    expect((await authGet('passkey/generate-register-options', cookie)).status).toBe(403)
    expect((await proveIdentity(ctx, cookie)).status).toBe(200)
    await ctx.db
      .update(sessions)
      .set({ identityProvedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, user.id))
    expect((await authGet('passkey/generate-register-options', cookie)).status).toBe(403)
  })

  it('a proof counts in its own session only, and a wrong password proves nothing', async () => {
    const user = await insertAccount(ctx.db)
    const mine = await signIn(ctx, user.email, TEST_PASSWORD)
    const other = await signIn(ctx, user.email, TEST_PASSWORD)
    const wrong = await proveIdentity(ctx, mine.cookie, { password: 'not-the-password' })
    await expectApiError(wrong, 400, 'password: is not the password of this account')
    expect((await authGet('passkey/generate-register-options', mine.cookie)).status).toBe(403)
    expect((await proveIdentity(ctx, other.cookie)).status).toBe(200)
    expect((await authGet('passkey/generate-register-options', mine.cookie)).status).toBe(403)
    expect((await authGet('passkey/generate-register-options', other.cookie)).status).toBe(200)
  })

  it('bad input: neither or both of password and code, a code of the wrong shape', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    for (const body of [
      {},
      { password: TEST_PASSWORD, code: '123456' },
      { code: '12345x' },
      { password: 5 },
    ]) {
      const refused = await proveIdentity(ctx, cookie, body as never)
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('with two-factor, a current code proves it, once', async () => {
    const user = await insertAccount(ctx.db)
    const signedIn = await signIn(ctx, user.email, TEST_PASSWORD)
    const { cookie, totpURI } = await enrolTwoFactor(ctx, signedIn.cookie, TEST_PASSWORD)
    const code = await totpCode(totpURI)
    expect((await proveIdentity(ctx, cookie, { code })).status).toBe(200)
    await expectApiError(
      await proveIdentity(ctx, cookie, { code }),
      400,
      'code: was used already: wait for the next code of your app',
    )
    expect((await addPasskey(ctx, cookie, { proof: null })).response.status).toBe(200)
  })

  it('the owner is told of the new passkey, in the app and by e-mail', async () => {
    const user = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, user.email, TEST_PASSWORD)
    const sentBefore = ctx.sentMail.length
    expect((await addPasskey(ctx, cookie, { name: 'Tablet' })).response.status).toBe(200)
    expect(await signInMethodNotes(user.id)).toEqual([
      {
        title: 'A passkey was added to your account',
        body: expect.stringContaining('A passkey (Tablet) can now sign in to your Keyhaven account.'),
      },
    ])
    const mails = ctx.sentMail.slice(sentBefore).filter((mail) => mail.to === user.email)
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('A passkey was added')])
  })
})

describe('a new password', () => {
  const changePassword = (cookie: string, body: Record<string, unknown>) =>
    authPost('change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-horse-43',
      ...body,
    })

  it('removes the passkeys when asked (a passkey added by someone else does not outlive it)', async () => {
    const { user, cookie, credential } = await personWithPasskey()
    expect((await changePassword(cookie, { removePasskeys: true })).status).toBe(200)
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([])
    expect((await signInWithPasskey(ctx, credential)).status).toBe(401)
    expect(await signInMethodNotes(user.id)).toContainEqual({
      title: 'Your password was changed',
      body: expect.stringContaining('and its passkeys were removed'),
    })
  })

  it('keeps them unless asked; a removePasskeys that is not true or false is refused', async () => {
    const { user, cookie } = await personWithPasskey()
    const refused = await authError(await changePassword(cookie, { removePasskeys: 'yes' }))
    expect(refused).toMatchObject({ status: 400 })
    expect(refused.message).toMatch(/^removePasskeys: /)
    expect((await changePassword(cookie, {})).status).toBe(200)
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1)
  })

  it('a reset removes the passkeys when asked, and ends the calendar feed', async () => {
    const { user } = await personWithPasskey()
    await ctx.db.insert(calendarFeeds).values({ userId: user.id, tokenDigest: `feed-${user.id}` })
    const sentBefore = ctx.sentMail.length
    const asked = await postJson(ctx, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    })
    expect(asked.status).toBe(200)
    const link = /https?:\/\/\S+/.exec(ctx.sentMail.slice(sentBefore)[0]?.text ?? '')?.[0] ?? ''
    const token = new URL(link).pathname.split('/').at(-1)
    const reset = await postJson(ctx, '/api/auth/reset-password', {
      newPassword: 'another-horse-43',
      token,
      removePasskeys: true,
    })
    expect(reset.status, await reset.clone().text()).toBe(200)
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([])
    expect(await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id))).toEqual([])
    expect(await signInMethodNotes(user.id)).toContainEqual(
      expect.objectContaining({ title: 'Your password was changed' }),
    )
  })
})

describe('My data', () => {
  it("the export lists the caller's passkeys by name, kind and date, without their keys", async () => {
    const { headers, passkey } = await personWithPasskey('Export phone')
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.id, passkey.id))
    const response = await ctx.request('/api/me/export', { headers })
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(JSON.parse(text).passkeys).toEqual([
      {
        id: passkey.id,
        name: 'Export phone',
        deviceType: 'singleDevice',
        backedUp: false,
        createdAt: row?.createdAt.toISOString(),
      },
    ])
    expect(text).not.toContain(row?.publicKey)
    expect(text).not.toContain(row?.credentialID)
  })

  it('deleting the account removes its passkeys', async () => {
    const { user, headers } = await personWithPasskey()
    const deleted = await sendJson(ctx, 'DELETE', '/api/me', headers, { password: TEST_PASSWORD })
    expect(await expectJson(deleted, 200)).toEqual({ deletedCount: 1 })
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([])
  })
})
