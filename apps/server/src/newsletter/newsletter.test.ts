import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions } from '../db/schema.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

describe('POST /api/newsletter', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx?.close())

  const subscribe = (body: unknown) =>
    ctx.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('subscribes an address once, however often it is sent, in lower case', async () => {
    const first = await subscribe({ email: '  Reader@Example.com ' })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ subscribed: true })
    const again = await subscribe({ email: 'reader@example.com' })
    expect(again.status).toBe(200)
    const rows = await ctx.db.select().from(newsletterSubscriptions)
    expect(rows.map((row) => row.email)).toEqual(['reader@example.com'])
  })

  it.each([
    [{}, 'email: Email is required'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ email: 42 }, 'email: Email is required'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email: Email must be at most 254 characters'],
  ])('refuses %j with 400 naming the field, storing nothing', async (body, message) => {
    const before = await ctx.db.select().from(newsletterSubscriptions)
    const response = await subscribe(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message, field: 'email' } })
    expect(await ctx.db.select().from(newsletterSubscriptions)).toHaveLength(before.length)
  })

  it('refuses a body that is not JSON with 400', async () => {
    const response = await subscribe('{not json')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } })
  })
})
