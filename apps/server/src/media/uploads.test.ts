import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { MAX_ANONYMOUS_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '@keyhaven/contract'
import { lt } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rateLimits } from '../db/schema.ts'
import { pruneEndedRateCounters } from '../http/rate-limit.ts'
import { bearer, insertAccount, resetRateLimits, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { expectApiError } from '../test/responses.ts'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'

let ctx: TestContext
let signedIn: SignedIn
let uploadsDir: string

// Real images, made once for the file.
let smallPng: Buffer
let exifJpeg: Buffer
let gif: Buffer
let overAnonymousLimit: Buffer
let fourMegabytes: Buffer
let sixMegabytes: Buffer

/** Random pixels barely compress: a PNG of them is as large as its raw bitmap. */
function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  uploadsDir = path.join(ctx.tempDir, 'data', 'uploads')
  const user = await insertAccount(ctx.db)
  signedIn = await signIn(ctx, user.email, TEST_PASSWORD)
  const solid = (format: 'png' | 'gif') =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      [format]()
      .toBuffer()
  ;[smallPng, gif, exifJpeg, overAnonymousLimit, fourMegabytes, sixMegabytes] = await Promise.all([
    solid('png'),
    solid('gif'),
    sharp({ create: { width: 120, height: 80, channels: 3, background: '#aa6633' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'x', Artist: 'Secret Photographer' } } })
      .toBuffer(),
    noisePng(640, 600),
    noisePng(1200, 1150),
    noisePng(1500, 1400),
  ])
})
afterAll(() => ctx?.close())
// The anonymous budget is per address and hour: each test starts with a fresh one.
beforeEach(() => resetRateLimits(ctx.db))

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir)).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

function upload(
  bytes: Buffer | string,
  options: {
    headers?: Record<string, string>
    name?: string
    type?: string
    field?: string
    app?: TestApp
  } = {},
) {
  const form = new FormData()
  form.append(
    options.field ?? 'image',
    new File([bytes], options.name ?? 'x.png', { type: options.type ?? 'image/png' }),
  )
  return (options.app ?? ctx).request('/api/uploads', {
    method: 'POST',
    headers: options.headers,
    body: form,
  })
}

async function uploadedUrl(response: Response): Promise<string> {
  const text = await response.text()
  expect(response.status, text).toBe(201)
  const body = JSON.parse(text) as { url: string }
  expect(Object.keys(body)).toEqual(['url'])
  expect(body.url).toMatch(/^\/uploads\/[a-z0-9]+\.webp$/)
  return body.url
}

async function fetchStored(url: string): Promise<Buffer> {
  const response = await ctx.request(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/webp')
  return Buffer.from(await response.arrayBuffer())
}

describe('POST /api/uploads', () => {
  it('stores an anonymous small PNG as WebP and serves it', async () => {
    const url = await uploadedUrl(await upload(smallPng))
    const metadata = await sharp(await fetchStored(url)).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 })
    expect(await storedFiles()).toContain(url.slice('/uploads/'.length))
  })

  it('drops the EXIF metadata of the original', async () => {
    expect((await sharp(exifJpeg).metadata()).exif).toBeDefined()
    const url = await uploadedUrl(await upload(exifJpeg, { name: 'photo.jpg', type: 'image/jpeg' }))
    const stored = await fetchStored(url)
    const metadata = await sharp(stored).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('Secret Photographer'))).toBe(false)
  })

  it('judges the content, not the name: a GIF called x.png is accepted', async () => {
    const url = await uploadedUrl(await upload(gif, { name: 'x.png', type: 'image/png' }))
    expect((await sharp(await fetchStored(url)).metadata()).format).toBe('webp')
  })

  it.each([
    ['a text file called x.png', Buffer.from('hello, I am not a picture\n'.repeat(20))],
    ['an HTML page called x.png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated PNG', () => smallPng.subarray(0, 60)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 400 and stores nothing', async (_, content) => {
    const before = await storedFiles()
    const bytes = typeof content === 'function' ? content() : content
    const error = await expectApiError(await upload(bytes), 400, 'image')
    expect(error.error).toMatchObject({ code: 'bad_request', field: 'image' })
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 400 naming image when the field is missing or not a file', async () => {
    const before = await storedFiles()
    await expectApiError(await upload(smallPng, { field: 'photo' }), 400, 'image')
    const form = new FormData()
    form.append('image', 'just text')
    await expectApiError(await ctx.request('/api/uploads', { method: 'POST', body: form }), 400, 'image')
    await expectApiError(await ctx.request('/api/uploads', { method: 'POST' }), 400, 'image')
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 400 to a malformed multipart body, and 415 to a body that is not a form', async () => {
    const malformed = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: 'not multipart at all',
    })
    await expectApiError(malformed, 400)
    const json = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image: 'data:image/png;base64,AAAA' }),
    })
    const error = await expectApiError(json, 415)
    expect(error.error.code).toBe('unsupported_media_type')
  })

  it('answers 413 to an anonymous image over 1 MB, and stores nothing', async () => {
    expect(overAnonymousLimit.length).toBeGreaterThan(MAX_ANONYMOUS_UPLOAD_BYTES)
    expect(overAnonymousLimit.length).toBeLessThan(MAX_UPLOAD_BYTES)
    const before = await storedFiles()
    const error = await expectApiError(await upload(overAnonymousLimit), 413, 'image')
    expect(error.error).toMatchObject({ code: 'payload_too_large', field: 'image' })
    expect(await storedFiles()).toEqual(before)
  })

  it('accepts a 4 MB image from a signed-in user', async () => {
    expect(fourMegabytes.length).toBeGreaterThan(4 * 1024 * 1024 - 100_000)
    expect(fourMegabytes.length).toBeLessThan(MAX_UPLOAD_BYTES)
    const url = await uploadedUrl(await upload(fourMegabytes, { headers: signedIn.headers }))
    const metadata = await sharp(await fetchStored(url)).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 1200 })
  })

  it('answers 413 to a 6 MB image even when signed in, and stores nothing', async () => {
    expect(sixMegabytes.length).toBeGreaterThan(6 * 1024 * 1024)
    const before = await storedFiles()
    const error = await expectApiError(await upload(sixMegabytes, { headers: signedIn.headers }), 413)
    expect(error.error).toMatchObject({ code: 'payload_too_large', field: 'image' })
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 413 to a 6 MB body that announces its length', async () => {
    const form = new FormData()
    form.append('image', new File([sixMegabytes], 'x.png', { type: 'image/png' }))
    const encoded = new Response(form)
    const body = Buffer.from(await encoded.arrayBuffer())
    const before = await storedFiles()
    const response = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: {
        ...signedIn.headers,
        'Content-Type': encoded.headers.get('content-type') ?? '',
        'Content-Length': String(body.length),
      },
      body,
    })
    await expectApiError(response, 413)
    expect(await storedFiles()).toEqual(before)
  })

  it.each([
    ['garbage', 'Bearer garbage'],
    [
      'a token signed with another secret',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsImV4cCI6NDEwMjQ0NDgwMH0.c2lnbmF0dXJl',
    ],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 to %s instead of treating the upload as anonymous', async (_, authorization) => {
    const before = await storedFiles()
    await expectApiError(await upload(smallPng, { headers: { Authorization: authorization } }), 401)
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 401 to the token of a signed-out session', async () => {
    const user = await insertAccount(ctx.db)
    const session = await signIn(ctx, user.email, TEST_PASSWORD)
    await uploadedUrl(await upload(smallPng, { headers: session.headers }))
    const out = await ctx.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ctx.config.baseUrl, Cookie: session.cookie },
      body: '{}',
    })
    expect(out.status).toBe(200)
    await expectApiError(await upload(smallPng, { headers: bearer(session.token) }), 401)
  })

  it('answers 429 to the 11th anonymous upload within an hour from one address', async () => {
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    for (let n = 1; n <= 10; n++) expect((await upload(tiny)).status, `upload ${n}`).toBe(201)
    const filesBefore = await storedFiles()
    const limited = await upload(smallPng)
    const error = await expectApiError(limited, 429)
    expect(error.error.code).toBe('rate_limited')
    expect(await storedFiles()).toEqual(filesBefore)

    // A client cannot claim another address when no proxy is trusted.
    await expectApiError(await upload(smallPng, { headers: { 'x-forwarded-for': '198.51.100.1' } }), 429)
    await expectApiError(await upload(smallPng, { headers: { 'x-keyhaven-client-ip': '198.51.100.2' } }), 429)
    // Signed-in uploads are not held to the anonymous budget.
    await uploadedUrl(await upload(smallPng, { headers: signedIn.headers }))
    // Another instance over the same database shares the budget of this address.
    const other = createTestApp(ctx.database, ctx.storage, {
      dataDir: ctx.config.dataDir,
      webDistDir: ctx.config.webDistDir,
    })
    await expectApiError(await upload(smallPng, { app: other }), 429)
    // Two minutes later Better Auth prunes its own rate-limit rows older than its longest window (60 s), as
    // it does after a sign-in, and the rate-counter job prunes ended windows; the hour-long budget survives.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 120_000)
      await ctx.db.delete(rateLimits).where(lt(rateLimits.lastRequest, Date.now() - 60_000))
      await pruneEndedRateCounters(ctx.db)
      await expectApiError(await upload(smallPng), 429)
    } finally {
      vi.useRealTimers()
    }
  })

  it('gives each forwarded address its own anonymous budget behind a trusted proxy', async () => {
    const proxied = createTestApp(
      ctx.database,
      ctx.storage,
      { dataDir: ctx.config.dataDir, webDistDir: ctx.config.webDistDir },
      { TRUSTED_PROXY_HEADER: 'x-forwarded-for' },
    )
    const from = (ip: string) => ({ app: proxied, headers: { 'x-forwarded-for': ip } })
    for (let n = 1; n <= 10; n++) expect((await upload(smallPng, from('203.0.113.5'))).status).toBe(201)
    await expectApiError(await upload(smallPng, from('203.0.113.5')), 429)
    expect((await upload(smallPng, from('203.0.113.6'))).status).toBe(201)
  })
})
