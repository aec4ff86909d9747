import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { uploadOwners, uploads, users } from '../db/schema.ts'
import { bearer, insertAccount, resetRateLimits, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { cookieFrom, postJson, signIn, signInWithPassword, signUp } from '../test/auth-helpers.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { NOT_YOUR_PHOTO, UNCLAIMED_SIGN_UP_PHOTO } from './profile-photo.ts'

// A profile shows only a picture its owner uploaded, as a listing does: on sign-up, on Better Auth's
// update-user and on POST /api/users. Sign-up's photo is uploaded before the account exists, anonymously; the
// upload's claim cookie lets the client that uploaded it, and no other, sign up with it.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' } })
})
afterAll(() => ctx?.close())
beforeEach(() => resetRateLimits(ctx.db))

let uploaded = 0
/**
 * Uploads a picture of its own, anonymously without `headers`. Uploads are named by their content, and a lossy
 * re-encoding may make two close colours one picture: each is of another width instead.
 */
async function upload(headers: Record<string, string> = {}) {
  uploaded++
  const png = await sharp({
    create: { width: 8 + uploaded, height: 8, channels: 3, background: '#3a6ea5' },
  })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png')
  const response = await ctx.request('/api/uploads', { method: 'POST', headers, body: form })
  expect(response.status).toBe(201)
  const { url } = (await response.json()) as { url: string }
  return { url, claim: cookieFrom(response) }
}

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2)}@example.test`
const person = (email: string, image: string) => ({
  name: 'Photo Person',
  email,
  password: 'sekrit-pass',
  image,
})

async function userByEmail(email: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email))
  return row
}

async function ownersOf(url: string) {
  const rows = await ctx.db
    .select({ userId: uploadOwners.userId })
    .from(uploadOwners)
    .innerJoin(uploads, eq(uploads.key, uploadOwners.key))
    .where(eq(uploads.url, url))
  return rows.map((row) => row.userId)
}

async function expectSignUpRefused(response: Response, email: string) {
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ message: `image: ${UNCLAIMED_SIGN_UP_PHOTO}` })
  expect(await userByEmail(email)).toBeUndefined()
}

describe('sign-up', () => {
  it('takes the photo this client uploaded (its claim cookie), and records the new account as its owner', async () => {
    const { url, claim } = await upload()
    expect(claim).toMatch(/^keyhaven-photo-claim=/)
    const email = uniqueEmail('claimed')
    expect((await signUp(ctx, person(email, url), { Cookie: claim })).status).toBe(200)
    const created = await userByEmail(email)
    expect(created?.image).toBe(url)
    expect(await ownersOf(url)).toEqual([created?.id])
  })

  it("refuses another person's upload: a URL lifted from their profile or listing carries no claim", async () => {
    const owner = await insertAccount(ctx.db)
    const { url } = await upload(bearer((await signIn(ctx, owner.email, TEST_PASSWORD)).token))
    const email = uniqueEmail('lifted')
    await expectSignUpRefused(await signUp(ctx, person(email, url)), email)
  })

  it('refuses an anonymous upload made by another client, even with a claim of its own for another picture', async () => {
    const theirs = await upload()
    const mine = await upload()
    const email = uniqueEmail('other-client')
    await expectSignUpRefused(await signUp(ctx, person(email, theirs.url), { Cookie: mine.claim }), email)
  })

  it('refuses a forged claim (the picture changed, the signature kept)', async () => {
    const theirs = await upload()
    const mine = await upload()
    const theirKey = theirs.url.slice('/uploads/'.length)
    const myKey = mine.url.slice('/uploads/'.length)
    const forged = mine.claim.replace(myKey, theirKey)
    const email = uniqueEmail('forged')
    await expectSignUpRefused(await signUp(ctx, person(email, theirs.url), { Cookie: forged }), email)
  })

  it('needs no claim without a photo', async () => {
    const email = uniqueEmail('no-photo')
    const response = await signUp(ctx, { name: 'No Photo', email, password: 'sekrit-pass' })
    expect(response.status).toBe(200)
    expect((await userByEmail(email))?.image).toBeNull()
  })
})

describe('a signed-in person changing their photo', () => {
  async function signedIn() {
    const original = await upload()
    const email = uniqueEmail('changer')
    const response = await signUp(ctx, person(email, original.url), { Cookie: original.claim })
    expect(response.status).toBe(200)
    const account = await userByEmail(email)
    if (!account) throw new Error('no account')
    const session = await signIn(ctx, email, 'sekrit-pass')
    return { account, session, original: original.url }
  }

  it("update-user refuses another person's upload with 400 and keeps the photo", async () => {
    const { account, session, original } = await signedIn()
    const other = await insertAccount(ctx.db)
    const { url: theirs } = await upload(bearer((await signIn(ctx, other.email, TEST_PASSWORD)).token))
    const response = await postJson(
      ctx,
      '/api/auth/update-user',
      { image: theirs },
      { Cookie: session.cookie },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: `image: ${NOT_YOUR_PHOTO}` })
    expect((await userByEmail(account.email))?.image).toBe(original)
  })

  it('update-user takes their own upload, and the sign-up photo again afterwards', async () => {
    const { account, session, original } = await signedIn()
    const { url: own } = await upload(session.headers)
    const update = (image: string | null) =>
      postJson(ctx, '/api/auth/update-user', { image }, { Cookie: session.cookie })
    expect((await update(own)).status).toBe(200)
    expect((await userByEmail(account.email))?.image).toBe(own)
    expect((await update(original)).status).toBe(200)
    expect((await update(null)).status).toBe(200)
    expect((await userByEmail(account.email))?.image).toBeNull()
  })

  it("POST /api/users refuses another person's upload with 400 naming photoURL, and keeps the photo", async () => {
    const { account, session, original } = await signedIn()
    const other = await insertAccount(ctx.db)
    const { url: theirs } = await upload(bearer((await signIn(ctx, other.email, TEST_PASSWORD)).token))
    const response = await sendJson(ctx, 'POST', '/api/users', session.headers, {
      email: account.email,
      photoURL: theirs,
    })
    await expectApiError(response, 400, `photoURL: ${NOT_YOUR_PHOTO}`)
    expect((await userByEmail(account.email))?.image).toBe(original)
  })

  it('POST /api/users keeps the photo a person already has, as the register screen sends it again', async () => {
    // A photo set before uploads had owners (or by the seed) has none: it stays, but no one else may take it.
    const legacy = '/uploads/0123456789abcdef0123456789abcdef.webp'
    const account = await insertAccount(ctx.db, { image: legacy })
    const { token } = await signIn(ctx, account.email, TEST_PASSWORD)
    const response = await sendJson(ctx, 'POST', '/api/users', bearer(token), {
      email: account.email,
      photoURL: legacy,
    })
    expect(response.status).toBe(200)
    const thief = await insertAccount(ctx.db)
    const cookie = cookieFrom(await signInWithPassword(ctx, thief.email, TEST_PASSWORD))
    const stolen = await postJson(ctx, '/api/auth/update-user', { image: legacy }, { Cookie: cookie })
    expect(stolen.status).toBe(400)
  })
})
