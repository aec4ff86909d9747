import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { newsletterSubscriptions } from '../db/schema.ts'
import { createTestContext, TEST_AUTH_SECRET, type TestContext } from '../test/test-app.ts'
import { createLogger } from './logger.ts'

// What a request meets while the instance drains (the connections themselves: attack/drain.test.ts).

describe('while the instance shuts down', () => {
  let ctx: TestContext
  let draining: ReturnType<typeof createApp>
  beforeAll(async () => {
    ctx = await createTestContext()
    draining = createApp({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      logger: createLogger('silent'),
      secret: TEST_AUTH_SECRET,
      mailer: { send: async () => {} },
      isShuttingDown: () => true,
    })
  })
  afterAll(() => ctx?.close())

  it('refuses a new request with 503, Retry-After and Connection: close, before any work', async () => {
    const email = 'during-drain@example.test'
    const response = await draining.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('connection')).toBe('close')
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toEqual({
      error: { code: 'shutting_down', message: 'This server is shutting down. Please try again.' },
    })
    expect(
      await ctx.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ).toEqual([])
  })

  it('still answers the probes, which tell a balancer of the drain, and closes their connections', async () => {
    const health = await draining.request('/api/health')
    expect(health.status).toBe(200)
    expect(health.headers.get('connection')).toBe('close')
    expect((await draining.request('/api/ready')).status).toBe(503)
  })
})
