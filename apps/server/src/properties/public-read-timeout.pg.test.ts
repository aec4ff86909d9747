import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_READ_TIMED_OUT } from '../app.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { addSyntheticProperties } from '../seed/seed.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'

// A public read that runs past PUBLIC_QUERY_TIMEOUT_MS is cancelled by PostgreSQL and answered with a clear
// 503, while writes and the primary's other reads keep no such bound. Here an instance over the same database
// allows 1 ms, which a one-letter search over 20,000 listings (no index can serve it) always outlasts.
// Matched only by the api-postgres project (*.pg.test.ts): PGlite has no statement timeout.

let ctx: TestContext
let boundedDatabase: DatabaseHandle
let bounded: TestApp
let buyer: SignedIn

beforeAll(async () => {
  ctx = await createTestContext({ seed: true })
  if (!ctx.databaseUrl) throw new Error('statement timeouts need a PostgreSQL database')
  await addSyntheticProperties(ctx.db, 20_000)
  boundedDatabase = openDatabase({ url: ctx.databaseUrl, publicReadTimeoutMs: 1 })
  bounded = createTestApp(boundedDatabase, ctx.storage, {
    dataDir: ctx.config.dataDir,
    webDistDir: ctx.config.webDistDir,
  })
  buyer = await signIn(bounded, 'user@example.com')
}, 300_000)
afterAll(async () => {
  await boundedDatabase?.close()
  await ctx?.close()
})

describe('public reads past their statement timeout', () => {
  it('answer 503 query_timeout with a message that says what to do', async () => {
    const response = await bounded.request('/api/properties/verified?search=e&minBeds=2', buyer)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'query_timeout', message: PUBLIC_READ_TIMED_OUT },
    })
  })

  it('leave the same search to an instance with the default timeout', async () => {
    const sameSearch = await ctx.request('/api/properties/verified?search=e&minBeds=2', {
      headers: (await signIn(ctx, 'user@example.com')).headers,
    })
    expect(sameSearch.status).toBe(200)
  })

  it("bound neither writes nor the primary's reads: the admin's list runs the same slow search", async () => {
    const saved = await bounded.request('/api/saved-searches', {
      method: 'POST',
      headers: { ...buyer.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Anything with e', query: 'search=e' }),
    })
    expect(saved.status).toBe(201)
    const admin = await signIn(bounded, 'admin@example.com')
    expect((await bounded.request('/api/properties?search=e&limit=100', admin)).status).toBe(200)
  })
})
