import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { MAX_PAGE_OFFSET } from './paging.ts'

// The limits of issue 8: deep offset pages refused with a 400 naming `page`, a truncated image refused with
// 400, a per-user upload quota and a per-address newsletter limit (both 429).

let ctx: TestContext
let user: SignedIn
let admin: SignedIn
let png: Buffer

beforeAll(async () => {
  ctx = await createTestContext({
    env: { SIGN_IN_RATE_LIMIT: '1000', UPLOAD_QUOTA_PER_HOUR: '3', TRUSTED_PROXY_HEADER: 'x-forwarded-for' },
  })
  user = await signIn(ctx, (await insertAccount(ctx.db)).email, TEST_PASSWORD)
  admin = await signIn(ctx, (await insertAccount(ctx.db, { role: 'admin' })).email, TEST_PASSWORD)
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}, 300_000)
afterAll(() => ctx?.close())

async function errorOf(response: Response, status: number) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return (JSON.parse(text) as { error: { message: string } }).error.message
}

describe('deep offset pages', () => {
  it.each([
    ['/api/properties/verified', {}],
    ['/api/properties/rent', {}],
    ['/api/properties/advertised', {}],
    ['/api/users', 'admin'],
    ['/api/reviews/all', 'admin'],
    ['/api/properties', 'admin'],
  ] as const)('%s?page=1000&limit=100 answers 400 naming page', async (path, who) => {
    const headers = who === 'admin' ? admin.headers : user.headers
    const message = await errorOf(await ctx.request(`${path}?page=1000&limit=100`, { headers }), 400)
    expect(message).toMatch(/^page: at most page 101 at 100 a page/)
  })

  it('still serves the last page within the cap, and says how to go further on All Properties', async () => {
    const lastPage = MAX_PAGE_OFFSET / 100 + 1
    const ok = await ctx.request(`/api/properties/verified?page=${lastPage}&limit=100`, {
      headers: user.headers,
    })
    expect(ok.status).toBe(200)
    const message = await errorOf(
      await ctx.request(`/api/properties/verified?page=${lastPage + 1}&limit=100`, { headers: user.headers }),
      400,
    )
    expect(message).toContain('cursor')
  })
})

function upload(bytes: Buffer) {
  const form = new FormData()
  form.append('image', new File([bytes], 'x.png', { type: 'image/png' }))
  return ctx.request('/api/uploads', { method: 'POST', headers: user.headers, body: form })
}

describe('uploads', () => {
  it('refuses a truncated PNG with 400', async () => {
    const truncated = png.subarray(0, Math.floor(png.length / 2))
    expect(await errorOf(await upload(truncated), 400)).toMatch(/^image: /)
  })

  it('holds a signed-in user to UPLOAD_QUOTA_PER_HOUR uploads an hour', async () => {
    // The truncated upload above counted too: two more are allowed, then 429.
    expect((await upload(png)).status).toBe(201)
    expect((await upload(png)).status).toBe(201)
    expect(await errorOf(await upload(png), 429)).toContain('3 images in the last hour')
  })
})

describe('newsletter', () => {
  const subscribe = (ip: string, n: number) =>
    ctx.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: JSON.stringify({ email: `reader-${n}@example.com` }),
    })

  it('takes 10 sign-ups an hour from one address, then answers 429; other addresses still subscribe', async () => {
    for (let n = 0; n < 10; n++) expect((await subscribe('203.0.113.7', n)).status).toBe(200)
    expect(await errorOf(await subscribe('203.0.113.7', 10), 429)).toContain('Too many sign-ups')
    expect((await subscribe('203.0.113.8', 11)).status).toBe(200)
  })
})
