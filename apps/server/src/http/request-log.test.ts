import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { signIn } from '../test/auth-helpers.ts'
import { createTestApp, createTestContext, type TestContext } from '../test/test-app.ts'

const lines: Record<string, unknown>[] = []
const log = (line: string) => lines.push(JSON.parse(line))

describe('request log and request ids', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ env: { LOG_LEVEL: 'info' }, log })
  })
  afterAll(() => ctx?.close())
  beforeEach(() => {
    lines.length = 0
  })

  it('logs the route pattern, never an e-mail address from the path', async () => {
    const email = 'private.person@example.org'
    await insertAccount(ctx.db, { email })
    const { headers } = await signIn(ctx, email, TEST_PASSWORD)
    lines.length = 0
    const response = await ctx.request(`/api/users/role/${encodeURIComponent(email)}`, { headers })
    expect(response.status).toBe(200)
    const requestLines = lines.filter((line) => line.msg === 'request')
    expect(requestLines).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/users/role/:email', status: 200 }),
    ])
    expect(JSON.stringify(lines)).not.toMatch(/private\.person|%40/)
  })

  it('answers every request with a fresh X-Request-Id, in every log line written for it', async () => {
    const first = await ctx.request('/api/properties?search=no-such-place', {
      headers: { 'X-Request-Id': 'forged-by-a-client' },
    })
    const second = await ctx.request('/api/no-such-endpoint')
    const ids = [first.headers.get('X-Request-Id'), second.headers.get('X-Request-Id')]
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(ids[0]).not.toBe(ids[1])
    expect(lines.map((line) => line.requestId)).toEqual(ids)
    expect(lines[1]).toMatchObject({ route: '/api/*', status: 404 })
  })

  it('keeps the id set by a trusted proxy (and refuses one that could break a log line)', async () => {
    const behindProxy = createTestApp(
      ctx.database,
      ctx.storage,
      { dataDir: ctx.config.dataDir, webDistDir: ctx.config.webDistDir },
      { LOG_LEVEL: 'info', TRUSTED_PROXY_HEADER: 'x-forwarded-for' },
      log,
    )
    const kept = await behindProxy.request('/api/health', { headers: { 'X-Request-Id': 'lb-1234.abcd' } })
    expect(kept.headers.get('X-Request-Id')).toBe('lb-1234.abcd')
    const refused = await behindProxy.request('/api/health', {
      headers: { 'X-Request-Id': 'two words;"quoted"' },
    })
    expect(refused.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    const requestLines = lines.filter((line) => line.msg === 'request')
    expect(requestLines.map((line) => line.requestId)).toEqual([
      'lb-1234.abcd',
      refused.headers.get('X-Request-Id'),
    ])
  })
})
