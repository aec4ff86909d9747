import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { errorBodySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, users } from '../db/schema.ts'
import { GEOCODE_SEARCHES } from '../geocode/service.ts'
import { DEMO_CALLERS, type DemoCaller, sendJson, signInDemoCallers } from '../test/accounts.ts'
import { type SignedIn, signInWithPassword } from '../test/auth-helpers.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { consumeRateLimit } from './rate-limit.ts'
import { BEARER_CHALLENGE } from './www-authenticate.ts'

// HTTP's own conventions, as a client or a cache sees them on the API's answers (decision 0030): validators
// and caching, compression, Location, Retry-After, 405 with Allow, WWW-Authenticate, and one error shape.

let ctx: TestContext
let as: Record<DemoCaller, SignedIn>
let ids: Record<DemoCaller, string>
let listingId: string

beforeAll(async () => {
  ctx = await createTestContext({
    seed: true,
    env: { SIGN_IN_RATE_LIMIT: '1000', INQUIRY_RATE_LIMIT: '1', AGENT_REPLY_RATE_LIMIT: '1' },
  })
  ;({ as, ids } = await signInDemoCallers(ctx))
  const [listing] = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.agentId, ids.agent))
  if (!listing) throw new Error('the demo agent has no listing')
  listingId = listing.id
}, 120_000)
afterAll(() => ctx?.close())

const get = (path: string, headers: Record<string, string> = {}) => ctx.request(path, { headers })

describe('ETag, Cache-Control and 304 on reads', () => {
  const publicReads = () => [
    '/api/properties/advertised',
    '/api/properties/rent',
    '/api/agents/featured',
    '/api/reviews/latest',
    '/api/sign-in-options',
    '/api/openapi.json',
  ]

  it('gives every public read a weak ETag and public no-cache, and answers 304 to a matching If-None-Match', async () => {
    for (const path of publicReads()) {
      const first = await get(path)
      expect(first.status, path).toBe(200)
      const etag = first.headers.get('ETag')
      expect(etag, path).toMatch(/^W\/"[^"]+"$/)
      expect(first.headers.get('Cache-Control'), path).toBe('public, no-cache')
      expect(first.headers.get('Vary'), path).toContain('Authorization')
      const body = await first.text()

      const again = await get(path, { 'If-None-Match': `"other", ${etag}` })
      expect(again.status, path).toBe(304)
      expect(await again.text(), path).toBe('')
      expect(again.headers.get('ETag'), path).toBe(etag)
      expect(again.headers.get('Cache-Control'), path).toBe('public, no-cache')

      const changed = await get(path, { 'If-None-Match': '"something-else"' })
      expect(changed.status, path).toBe(200)
      expect(await changed.text(), path).toBe(body)
    }
  })

  it('gives a new ETag once the answer changes', async () => {
    const path = '/api/properties/rent'
    const first = await get(path)
    const [rental] = await expectJson<{ _id: string }[]>(first, 200)
    if (!rental) throw new Error('no demo rental')
    const before = first.headers.get('ETag')
    await ctx.db
      .update(properties)
      .set({ title: 'A title changed for the ETag' })
      .where(eq(properties.id, rental._id))
    const after = await get(path, { 'If-None-Match': before ?? '' })
    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(before)
  })

  it("keeps a signed-in caller's reads private, still revalidated by ETag", async () => {
    const wishlist = `/api/wishlist?email=${DEMO_CALLERS.user}`
    const first = await get(wishlist, as.user.headers)
    expect(first.status).toBe(200)
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache')
    const etag = first.headers.get('ETag') ?? ''
    const again = await get(wishlist, { ...as.user.headers, 'If-None-Match': etag })
    expect(again.status).toBe(304)
    // A public list read with a token is private too: its answer may differ by caller.
    expect((await get('/api/properties/advertised', as.user.headers)).headers.get('Cache-Control')).toBe(
      'private, no-cache',
    )
  })

  it('keeps error answers and writes out of every cache', async () => {
    const missing = await get('/api/properties/00000000-0000-4000-8000-000000000000', as.user.headers)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Cache-Control')).toBe('no-store')
    expect(missing.headers.get('ETag')).toBeNull()
    const refused = await get('/api/wishlist')
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    const write = await sendJson(ctx, 'POST', '/api/newsletter', {}, { email: 'etag-reader@example.test' })
    expect(write.headers.get('Cache-Control')).toBe('no-store')
  })

  it('marks every answer that carries a secret no-store', async () => {
    const secrets: [string, Promise<Response>][] = [
      [
        'access-token',
        sendJson(ctx, 'POST', '/api/jwt', { Cookie: as.user.cookie }, { email: DEMO_CALLERS.user }),
      ],
      ['new calendar address', sendJson(ctx, 'POST', '/api/calendar/token', as.user.headers)],
      [
        'feed key',
        sendJson(ctx, 'POST', '/api/admin/feed-keys', as.admin.headers, { name: 'No-store portal' }),
      ],
      ['session', get('/api/auth/get-session', { Cookie: as.user.cookie })],
      ['data export', get('/api/me/export', as.user.headers)],
      [
        'identity proof',
        sendJson(ctx, 'POST', '/api/me/identity-proof', as.user.headers, { password: 'demo1234' }),
      ],
    ]
    for (const [name, answer] of secrets) {
      const response = await answer
      expect(response.status, name).toBeLessThan(300)
      expect(response.headers.get('Cache-Control'), name).toContain('no-store')
      expect(response.headers.get('ETag'), name).toBeNull()
      await response.body?.cancel()
    }
  })
})

describe('compression of JSON answers', () => {
  it('sends a large JSON answer with brotli or gzip as the client asks, the same JSON inside', async () => {
    const plain = await get('/api/openapi.json')
    const text = await plain.text()
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding')
    expect(text.length).toBeGreaterThan(1024)

    const br = await get('/api/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    const brBytes = Buffer.from(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(text.length / 3)
    expect(brotliDecompressSync(brBytes).toString()).toBe(text)
    // The same representation, encoded: its weak ETag is the plain answer's.
    expect(br.headers.get('ETag')).toBe(plain.headers.get('ETag'))

    const gzip = await get('/api/openapi.json', { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' })
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text)

    const refused = await get('/api/openapi.json', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers.get('Content-Encoding')).toBeNull()
  })

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', { 'Accept-Encoding': 'br, gzip' })
    expect(health.status).toBe(200)
    expect(health.headers.get('Content-Encoding')).toBeNull()
    expect(await health.json()).toBeTruthy()
  })

  it('answers 304 to a compressed read revalidated', async () => {
    const first = await get('/api/properties/rent', { 'Accept-Encoding': 'gzip' })
    expect(first.headers.get('Content-Encoding')).toBe('gzip')
    const again = await get('/api/properties/rent', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': first.headers.get('ETag') ?? '',
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('Content-Encoding')).toBeNull()
  })

  it('compresses a streamed JSON download as it streams, and leaves CSV files and pages alone', async () => {
    const exported = await get('/api/me/export', { ...as.user.headers, 'Accept-Encoding': 'gzip' })
    expect(exported.status).toBe(200)
    expect(exported.headers.get('Content-Encoding')).toBe('gzip')
    const data = JSON.parse(gunzipSync(Buffer.from(await exported.arrayBuffer())).toString())
    expect(data).toBeTypeOf('object')

    const csv = await get('/api/properties/agent/export.csv', {
      ...as.agent.headers,
      'Accept-Encoding': 'gzip',
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Encoding')).toBeNull()
    expect(await csv.text()).toContain(',')

    const page = await get('/no-such-page', { 'Accept-Encoding': 'gzip' })
    expect(page.headers.get('Content-Encoding')).toBeNull()
  })
})

describe('Location on 201', () => {
  it('names the created resource, which reads back where it exists', async () => {
    const listing = await sendJson(ctx, 'POST', '/api/properties', as.agent.headers, {
      draft: true,
      title: 'Loc',
    })
    const { insertedId } = await expectJson<{ insertedId: string }>(listing, 201)
    expect(listing.headers.get('Location')).toBe(`/api/properties/${insertedId}`)

    const search = await sendJson(ctx, 'POST', '/api/saved-searches', as.user.headers, {
      name: 'Location test',
      query: 'search=elm',
    })
    const saved = await expectJson<{ _id: string }>(search, 201)
    expect(search.headers.get('Location')).toBe(`/api/saved-searches/${saved._id}`)

    const inquiry = await sendJson(
      ctx,
      'POST',
      `/api/properties/${listingId}/inquiries`,
      as.otherUser.headers,
      {
        message: 'Is the garden south-facing?',
      },
    )
    const conversation = await expectJson<{ insertedId: string }>(inquiry, 201)
    const location = inquiry.headers.get('Location')
    expect(location).toBe(`/api/inquiries/${conversation.insertedId}`)
    expect((await get(location ?? '', as.otherUser.headers)).status).toBe(200)
  })
})

describe('Retry-After on 429', () => {
  it('says when to try again, on every limit', async () => {
    const newsletter = async () => {
      for (let n = 0; ; n++) {
        const response = await sendJson(
          ctx,
          'POST',
          '/api/newsletter',
          {},
          { email: `reader-${n}@example.test` },
        )
        if (response.status === 429 || n > 20) return response
      }
    }
    const [agentId] = [ids.agent]
    for (let n = 0; n < GEOCODE_SEARCHES.max; n++)
      await consumeRateLimit(ctx.db, `geocode:${agentId}`, GEOCODE_SEARCHES)
    // INQUIRY_RATE_LIMIT and AGENT_REPLY_RATE_LIMIT are 1: the first message and reply pass, the next do not.
    const ask = () =>
      sendJson(ctx, 'POST', `/api/properties/${listingId}/inquiries`, as.user.headers, {
        message: 'Parking?',
      })
    const { insertedId: conversationId } = await expectJson<{ insertedId: string }>(await ask(), 201)
    const reply = () =>
      sendJson(ctx, 'POST', `/api/inquiries/${conversationId}/replies`, as.agent.headers, { message: 'Yes.' })
    expect((await reply()).status).toBe(201)

    const limited: [string, Response, number][] = [
      ['newsletter', await newsletter(), 60 * 60],
      ['geocoding', await get('/api/geocode?q=Austin', as.agent.headers), 60],
      ['inquiry', await ask(), 10 * 60],
      ['inquiry reply', await reply(), 10 * 60],
    ]
    for (const [name, response, windowSeconds] of limited) {
      await expectApiError(response, 429)
      const seconds = Number(response.headers.get('Retry-After'))
      expect(seconds, name).toBeGreaterThan(0)
      expect(seconds, name).toBeLessThanOrEqual(windowSeconds)
    }
  })
})

describe('405 for a wrong method', () => {
  it('answers a path the API knows with 405, naming its methods in Allow', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/newsletter', 'POST'],
      ['PUT', '/api/health', 'GET, HEAD'],
      ['POST', '/api/agent-total-sales', 'GET, HEAD'],
      ['PATCH', '/api/wishlist', 'GET, HEAD, POST'],
      ['PUT', '/api/auth/sign-in/email', 'GET, HEAD, POST'],
    ]
    for (const [method, path, allow] of cases) {
      const response = await ctx.request(path, { method })
      const body = await expectApiError(response, 405)
      expect(body.error.code, path).toBe('method_not_allowed')
      expect(response.headers.get('Allow'), path).toBe(allow)
    }
  })

  it('still answers 404 for a path the API does not know', async () => {
    await expectApiError(await ctx.request('/api/no-such-thing', { method: 'DELETE' }), 404)
  })
})

describe('WWW-Authenticate on 401', () => {
  it('challenges every 401, our routes and Better Auth alike', async () => {
    const noToken = await get('/api/wishlist')
    await expectApiError(noToken, 401)
    expect(noToken.headers.get('WWW-Authenticate')).toBe(BEARER_CHALLENGE)

    const badToken = await get('/api/wishlist', { Authorization: 'Bearer not-a-token' })
    await expectApiError(badToken, 401)
    expect(badToken.headers.get('WWW-Authenticate')).toBe(`${BEARER_CHALLENGE}, error="invalid_token"`)

    const wrongPassword = await signInWithPassword(ctx, DEMO_CALLERS.user, 'not-the-password')
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.headers.get('WWW-Authenticate')).toBe(BEARER_CHALLENGE)
  })
})

describe("Better Auth's errors in Keyhaven's shape", () => {
  it("answers { error: { code, message, authCode } }, keeping Better Auth's code and message beside it", async () => {
    const refused = await signInWithPassword(ctx, DEMO_CALLERS.user, 'not-the-password')
    const body = (await refused.json()) as { code: string; message: string }
    expect(errorBodySchema.parse(body).error).toEqual({
      code: 'unauthorized',
      message: body.message,
      authCode: 'INVALID_EMAIL_OR_PASSWORD',
    })
    expect(body.code).toBe('INVALID_EMAIL_OR_PASSWORD')
    expect(refused.headers.get('Content-Type')).toContain('application/json')
  })

  it('names the field at fault of a sign-up Keyhaven checks', async () => {
    const refused = await sendJson(
      ctx,
      'POST',
      '/api/auth/sign-up/email',
      { Origin: ctx.config.baseUrl },
      { name: 'Bad\u0007Name', email: 'new-person@example.test', password: 'long-enough-1' },
    )
    expect(refused.status).toBe(400)
    const { error } = errorBodySchema.parse(await refused.json())
    expect(error).toMatchObject({ code: 'bad_request', field: 'name' })
  })

  it('leaves its successful answers as they are', async () => {
    const session = await get('/api/auth/get-session', { Cookie: as.user.cookie })
    const body = await expectJson<{ user: { email: string } }>(session, 200)
    expect(body.user.email).toBe(DEMO_CALLERS.user)
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CALLERS.user))
    expect(row?.id).toBe(ids.user)
  })
})
