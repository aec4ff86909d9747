import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, createTestContext, type TestContext } from '../test/test-app.ts'

const TOKEN = 'metrics-token-for-the-test-0123'

describe('GET /metrics', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(() => ctx?.close())

  const scrape = () => ctx.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })

  it('answers only the configured bearer token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-wrong-token-00' },
      { Authorization: TOKEN },
    ]) {
      const response = await ctx.request('/metrics', { headers })
      expect(response.status).toBe(401)
      expect(await response.text()).not.toContain('keyhaven_')
    }
    const response = await scrape()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
  })

  // Other instances over the same database, configured otherwise.
  const appWith = (env: Record<string, string>) =>
    createTestApp(
      ctx.database,
      ctx.storage,
      { dataDir: path.join(ctx.tempDir, 'data'), webDistDir: path.join(ctx.tempDir, 'web-dist') },
      env,
    )

  it('is closed without METRICS_TOKEN unless METRICS_PUBLIC opens it', async () => {
    const closed = await appWith({}).request('/metrics')
    expect(closed.status).toBe(401)
    const body = await closed.text()
    expect(body).toContain('METRICS_PUBLIC=true')
    expect(body).not.toContain('keyhaven_')
    const opened = await appWith({ METRICS_PUBLIC: 'true' }).request('/metrics')
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('keyhaven_payments')
  })

  it('keeps to the token when METRICS_PUBLIC is set as well', async () => {
    const both = appWith({ METRICS_TOKEN: TOKEN, METRICS_PUBLIC: 'true' })
    expect((await both.request('/metrics')).status).toBe(401)
    const scraped = await both.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(scraped.status).toBe(200)
  })

  it('counts requests and their latency by route pattern and status, never by path', async () => {
    const statuses: number[] = []
    for (const id of ['1', '1', 'not-a-number'])
      statuses.push((await ctx.request(`/api/properties/${id}`)).status)
    const text = await (await scrape()).text()
    for (const status of new Set(statuses)) {
      const times = statuses.filter((one) => one === status).length
      const labels = `method="GET",route="/api/properties/:id",status="${status}"`
      expect(text).toContain(`keyhaven_http_requests_total{${labels}} ${times}`)
      expect(text).toContain(`keyhaven_http_request_duration_seconds_bucket{le="+Inf",${labels}} ${times}`)
    }
    expect(text).not.toContain('not-a-number')
  })

  it('reports offers by status and the payments recorded, from the database', async () => {
    const text = await (await scrape()).text()
    expect(text).toMatch(/keyhaven_offers\{status="bought"\} [1-9]/)
    expect(text).toMatch(/keyhaven_offers\{status="pending"\} [1-9]/)
    expect(text).toMatch(/^keyhaven_payments [1-9]/m)
    expect(text).toMatch(/^keyhaven_payments_amount [1-9]/m)
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('reports the pool of a PostgreSQL server', async () => {
    const text = await (await scrape()).text()
    if (ctx.database.kind === 'postgres')
      expect(text).toMatch(/keyhaven_db_pool_connections\{state="total"\} [1-9]/)
    else expect(text).not.toMatch(/keyhaven_db_pool_connections\{/)
  })
})
