import { healthSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'

describe('GET /api/health', () => {
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

  it('reports 503 degraded once the database cannot be reached', async () => {
    await ctx.database.close()
    const { status, body } = await getJson(ctx, '/api/health')
    expect(status).toBe(503)
    expect(body).toEqual({ status: 'degraded', db: 'down' })
  })
})
