import { errorBodySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// One body limit (1 MB) covers every route, Better Auth's included, counted while the body streams in.

const MB = 1024 * 1024
const CHUNK = 64 * 1024

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

/** A body of `total` bytes made on demand, which records how much of it the server pulled. */
function endlessBody(total: number) {
  const pulled = { bytes: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += CHUNK
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61))
    },
  })
  return { stream, pulled }
}

const post = (
  path: string,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) =>
  ctx.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ctx.config.baseUrl, ...headers },
    body,
    duplex: 'half',
  } as RequestInit)

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413)
  const body = errorBodySchema.parse(await response.json())
  expect(body.error).toEqual({ code: 'payload_too_large', message: 'The request body is larger than 1 MB' })
}

describe('the body limit', () => {
  it("refuses a sign-up of 2 MB with 413 and creates nobody (Better Auth's routes are covered)", async () => {
    const email = 'huge@example.test'
    const body = JSON.stringify({ name: 'x'.repeat(2 * MB), email, password: 'sekrit-pass' })
    await expectTooLarge(await post('/api/auth/sign-up/email', body))
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('refuses a body over 1 MB on every kind of route', async () => {
    const body = JSON.stringify({ big: 'x'.repeat(MB + 10) })
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/update-user',
      '/api/newsletter',
      '/api/nowhere',
    ])
      await expectTooLarge(await post(path, body))
  })

  it('stops reading a streamed body without Content-Length at the limit', async () => {
    const { stream, pulled } = endlessBody(200 * MB)
    await expectTooLarge(await post('/api/auth/sign-up/email', stream))
    expect(pulled.bytes).toBeLessThanOrEqual(MB + 4 * CHUNK)
  })

  it('stops reading at the limit when Content-Length understates the body', async () => {
    const { stream, pulled } = endlessBody(200 * MB)
    await expectTooLarge(await post('/api/auth/sign-up/email', stream, { 'Content-Length': '20' }))
    expect(pulled.bytes).toBeLessThanOrEqual(MB + 4 * CHUNK)
  })

  it('refuses at once a Content-Length over the limit, reading nothing', async () => {
    const { stream, pulled } = endlessBody(200 * MB)
    await expectTooLarge(
      await post('/api/auth/sign-up/email', stream, { 'Content-Length': String(200 * MB) }),
    )
    expect(pulled.bytes).toBeLessThanOrEqual(2 * CHUNK)
  })

  it('lets a body within the limit through unchanged', async () => {
    const response = await post(
      '/api/newsletter',
      JSON.stringify({ email: 'within@example.test', padding: 'x'.repeat(MB - 100) }),
    )
    expect(response.status).toBe(200)
  })
})
