import { errorBodySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { users } from '../db/schema.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// The properties API tests play the seeded demo accounts (password demo1234).

export const CALLERS = ['user', 'agent', 'otherAgent', 'admin', 'fraud'] as const
export type CallerName = (typeof CALLERS)[number]
export type Who = CallerName | 'anonymous'

export const DEMO_EMAILS: Record<CallerName, string> = {
  user: 'user@example.com',
  agent: 'agent@example.com',
  otherAgent: 'priya.shah@example.com',
  admin: 'admin@example.com',
  fraud: 'victor.crane@example.com',
}

export interface PropertiesTestContext {
  ctx: TestContext
  /** Bearer sessions of each demo caller. */
  as: Record<CallerName, SignedIn>
  /** User ids of each demo caller. */
  ids: Record<CallerName, string>
  send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    who: Who,
    body?: unknown,
  ): Promise<Response>
}

/** A seeded database with every demo caller signed in (the sign-in limit raised for the file). */
export async function createPropertiesTestContext(): Promise<PropertiesTestContext> {
  const ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000' } })
  const as = {} as Record<CallerName, SignedIn>
  const ids = {} as Record<CallerName, string>
  for (const caller of CALLERS) {
    as[caller] = await signIn(ctx, DEMO_EMAILS[caller])
    const [row] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMAILS[caller]))
    if (!row) throw new Error(`demo account ${DEMO_EMAILS[caller]} is missing`)
    ids[caller] = row.id
  }
  const send: PropertiesTestContext['send'] = (method, path, who, body) =>
    ctx.request(path, {
      method,
      headers: {
        ...(who === 'anonymous' ? {} : as[who].headers),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
  return { ctx, as, ids, send }
}

/** The JSON error shape with this status; the message contains `fragment` (e.g. the field at fault). */
export async function expectError(response: Response, status: number, fragment?: string) {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  const { error } = errorBodySchema.strict().parse(JSON.parse(text))
  if (fragment !== undefined) expect(error.message).toContain(fragment)
  expect(error.message).not.toMatch(/\n\s+at /)
  return error
}

/** Status and parsed JSON body, failing with the body when the status is not the expected one. */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}
