import { LISTING_PAGE_REACH } from '@keyhaven/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { MAX_PAGE_OFFSET } from './paging.ts'

// The request limits: deep offset pages refused with a 400 naming `page`, a truncated image refused with
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
    ['/api/users', 'admin'],
    ['/api/reviews/all', 'admin'],
    ['/api/properties', 'admin'],
  ] as const)('%s?page=1000&limit=100 answers 400 naming page', async (path, who) => {
    const headers = who === 'admin' ? admin.headers : user.headers
    const response = await ctx.request(`${path}?page=1000&limit=100`, { headers })
    const { error } = await expectApiError(response, 400, 'page: at most page 101 at 100 a page')
    expect(error.field).toBe('page')
  })

  // The worst one request may cost on a public list: page numbers reach its first LISTING_PAGE_REACH rows.
  it.each([
    '/api/properties/verified',
    '/api/properties/verified/pins',
    '/api/properties/rent',
    '/api/properties/advertised',
  ])('%s pages reach the first 1,000 listings: page 50 at 100 answers 400 naming page', async (path) => {
    const lastPage = LISTING_PAGE_REACH / 100
    const message = await errorOf(await ctx.request(`${path}?page=50&limit=100`, user), 400)
    expect(message).toMatch(/^page: at most page 10 at 100 a page \(pages reach the first 1,000 listings\)/)
    const ok = await ctx.request(`${path}?page=${lastPage}&limit=100`, user)
    expect(ok.status).toBe(200)
    expect(await errorOf(await ctx.request(`${path}?page=${lastPage + 1}&limit=100`, user), 400)).toMatch(
      /^page: at most page 10 /,
    )
    expect(
      (await ctx.request(`${path}?page=${Math.floor(LISTING_PAGE_REACH / 12)}&limit=12`, user)).status,
    ).toBe(200)
  })

  it('says how All Properties goes further: by its cursor', async () => {
    const message = await errorOf(await ctx.request('/api/properties/verified?page=11&limit=100', user), 400)
    expect(message).toContain('cursor')
  })

  it('still serves the deepest page of the lists that page by offset alone', async () => {
    const lastPage = MAX_PAGE_OFFSET / 100 + 1
    expect((await ctx.request(`/api/users?page=${lastPage}&limit=100`, admin)).status).toBe(200)
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
