import { healthSchema, readinessSchema } from '@keyhaven/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createLogger } from '../http/logger.ts'
import { createTestContext, getJson, TEST_AUTH_SECRET, type TestContext } from '../test/test-app.ts'

describe('GET /api/health and /api/ready', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx?.close())

  it('reports the server and its database up', async () => {
    const { status, body } = await getJson(ctx, '/api/health')
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', db: 'up' })
    expect(healthSchema.parse(body)).toEqual(body)
  })

  it('is ready once the database is migrated', async () => {
    const { status, body } = await getJson(ctx, '/api/ready')
    expect(status).toBe(200)
    expect(readinessSchema.parse(body)).toEqual({
      status: 'ready',
      db: 'up',
      migrations: 'applied',
      shuttingDown: false,
    })
  })

  it('is not ready while shutting down', async () => {
    const shuttingDown = createApp({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      logger: createLogger('silent'),
      secret: TEST_AUTH_SECRET,
      mailer: { send: async () => {} },
      isShuttingDown: () => true,
    })
    const response = await shuttingDown.request('/api/ready')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'not_ready', shuttingDown: true })
    expect(response.headers.get('connection')).toBe('close')
  })

  it('is not ready while the newest migration is missing', async () => {
    const [newest] = (
      (await ctx.db.execute(
        sql`select id, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as { rows: { id: number; created_at: string }[] }
    ).rows
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest?.id}`)
    try {
      const { status, body } = await getJson(ctx, '/api/ready')
      expect(status).toBe(503)
      expect(body).toMatchObject({ status: 'not_ready', db: 'up', migrations: 'pending' })
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id}, 'restored', ${newest?.created_at})`,
      )
    }
  })

  it('reports 503 once the database cannot be reached', async () => {
    await ctx.database.close()
    const health = await getJson(ctx, '/api/health')
    expect(health.status).toBe(503)
    expect(health.body).toEqual({ status: 'degraded', db: 'down' })
    const ready = await getJson(ctx, '/api/ready')
    expect(ready.status).toBe(503)
    expect(ready.body).toMatchObject({ status: 'not_ready', db: 'down', migrations: 'unknown' })
  })
})
