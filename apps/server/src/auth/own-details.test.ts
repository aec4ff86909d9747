import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { authError, insertAccount, resetRateLimits, TEST_PASSWORD } from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword } from '../test/auth-helpers.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// A person changes their own details through Better Auth's flows: a new e-mail address is taken only once the
// link sent to it is opened, and a new password needs the current one.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
})
afterAll(() => ctx?.close())
beforeEach(() => resetRateLimits(ctx.db))

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.test`

async function storedEmail(userId: string) {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email
}

/** Asks for `newEmail` as the signed-in `cookie`, and gives back the mail that request sent. */
async function requestChange(cookie: string, newEmail: unknown) {
  const sentBefore = ctx.sentMail.length
  const response = await postJson(
    ctx,
    '/api/auth/change-email',
    { newEmail, callbackURL: '/dashboard/myProfile?email=changed' },
    { Cookie: cookie },
  )
  return { response, mail: ctx.sentMail.slice(sentBefore) }
}

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? ''

function openLink(link: string, headers: Record<string, string> = {}) {
  const url = new URL(link)
  return ctx.request(`${url.pathname}${url.search}`, { headers, redirect: 'manual' })
}

describe('a change of e-mail address', () => {
  it('sends a link to the new address only, and takes the address once the link is opened', async () => {
    const account = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)
    const newEmail = uniqueEmail('moved')

    const { response, mail } = await requestChange(cookie, newEmail)
    expect(response.status).toBe(200)
    expect(mail.map((sent) => sent.to)).toEqual([newEmail])
    expect(mail[0]?.subject).toBe('Confirm your new Keyhaven e-mail address')
    expect(await storedEmail(account.id)).toBe(account.email)

    const opened = await openLink(linkIn(mail[0]?.text ?? ''), { Cookie: cookie })
    expect(opened.status).toBe(302)
    expect(opened.headers.get('location')).toBe('/dashboard/myProfile?email=changed')
    expect(await storedEmail(account.id)).toBe(newEmail)
    expect((await signInWithPassword(ctx, newEmail, TEST_PASSWORD)).status).toBe(200)
    expect((await signInWithPassword(ctx, account.email, TEST_PASSWORD)).status).toBe(401)
  })

  it('writes the link in the language the person chose, and the link works the same', async () => {
    const account = await insertAccount(ctx.db, { name: 'Lola Ruiz', language: 'es' })
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)
    const newEmail = uniqueEmail('movida')

    const { mail } = await requestChange(cookie, newEmail)
    const [sent] = mail
    expect(sent?.subject).toBe('Confirma tu nueva dirección de correo de Keyhaven')
    const link = linkIn(sent?.text ?? '')
    expect(sent?.text).toBe(
      `Hola, Lola Ruiz:\n\nAlguien pidió usar esta dirección para su cuenta de Keyhaven. Si fuiste tú, abre este enlace antes de una hora para confirmarla:\n\n${link}\n\nSi no fuiste tú, ignora este correo: la cuenta conserva su dirección actual.`,
    )
    expect(sent?.html).toContain('Si fuiste tú, <a href="')
    expect(sent?.html).toContain('">confírmala</a> antes de una hora.')
    expect((await openLink(link, { Cookie: cookie })).status).toBe(302)
    expect(await storedEmail(account.id)).toBe(newEmail)
  })

  it("is refused when someone else's session opens the link", async () => {
    const account = await insertAccount(ctx.db)
    const stranger = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)
    const strangerSession = await signIn(ctx, stranger.email, TEST_PASSWORD)
    const { mail } = await requestChange(cookie, uniqueEmail('hijack'))

    const opened = await openLink(linkIn(mail[0]?.text ?? ''), { Cookie: strangerSession.cookie })
    expect(opened.headers.get('location')).toMatch(/error=/)
    expect(await storedEmail(account.id)).toBe(account.email)
    expect(await storedEmail(stranger.id)).toBe(stranger.email)
  })

  it("to another account's address sends nothing and changes nothing, without telling the address is taken", async () => {
    const account = await insertAccount(ctx.db)
    const other = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)

    const { response, mail } = await requestChange(cookie, other.email)
    expect(response.status).toBe(200)
    expect(mail).toEqual([])
    expect(await storedEmail(account.id)).toBe(account.email)
  })

  it.each([
    ['not-an-address', 'newEmail: Please enter a valid email address'],
    ['', 'newEmail: Email is required'],
    [42, 'newEmail: Email is required'],
  ])('refuses %j with a 400 naming newEmail, sending nothing', async (newEmail, message) => {
    const account = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)
    const { response, mail } = await requestChange(cookie, newEmail)
    expect(await authError(response)).toMatchObject({ status: 400, message })
    expect(mail).toEqual([])
    expect(await storedEmail(account.id)).toBe(account.email)
  })

  it('needs a session', async () => {
    const sentBefore = ctx.sentMail.length
    const response = await postJson(ctx, '/api/auth/change-email', { newEmail: uniqueEmail('anon') })
    expect(response.status).toBe(401)
    expect(ctx.sentMail.length).toBe(sentBefore)
  })

  it('is the only way to a verification mail: asking for one to any address is refused', async () => {
    const account = await insertAccount(ctx.db)
    const sentBefore = ctx.sentMail.length
    const response = await postJson(ctx, '/api/auth/send-verification-email', { email: account.email })
    expect(response.status).toBe(404)
    expect(ctx.sentMail.length).toBe(sentBefore)
  })
})

describe('a change of password', () => {
  it('is refused without the current password, and the password stays', async () => {
    const account = await insertAccount(ctx.db)
    const { cookie } = await signIn(ctx, account.email, TEST_PASSWORD)
    const response = await postJson(
      ctx,
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'a-brand-new-password', revokeOtherSessions: true },
      { Cookie: cookie },
    )
    expect(response.status).toBe(400)
    expect((await signInWithPassword(ctx, account.email, TEST_PASSWORD)).status).toBe(200)
    expect((await signInWithPassword(ctx, account.email, 'a-brand-new-password')).status).toBe(401)
  })
})

describe("Better Auth's revokeOtherSessions", () => {
  it('keeps the session it puts in place of the one that changed the password, and only that one', async () => {
    const account = await insertAccount(ctx.db)
    const laptop = await signIn(ctx, account.email, TEST_PASSWORD)
    const phone = await signIn(ctx, account.email, TEST_PASSWORD)
    const response = await postJson(
      ctx,
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password', revokeOtherSessions: true },
      { Cookie: laptop.cookie },
    )
    expect(response.status).toBe(200)
    const session = (cookie: string) =>
      ctx.request('/api/auth/get-session', { headers: { Cookie: cookie } }).then((answer) => answer.json())
    expect(await session(cookieFrom(response))).toMatchObject({ user: { id: account.id } })
    expect(await session(phone.cookie)).toBeNull()
    expect(await session(laptop.cookie)).toBeNull()
  })
})
