import { type DemoCaller, signInDemoCallers } from './accounts.ts'
import type { SignedIn } from './auth-helpers.ts'
import { insertProperty } from './factories.ts'
import { createTestContext, type TestContext } from './test-app.ts'

// The properties API tests play the seeded demo accounts (password demo1234).

export const CALLERS = ['user', 'agent', 'otherAgent', 'admin', 'fraud'] as const satisfies DemoCaller[]
export type CallerName = (typeof CALLERS)[number]
export type Who = CallerName | 'anonymous'

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
  /** A listing made for one test, of `owner` (null: of no agent, as after the agent's account was deleted). */
  listingOf(
    owner: CallerName | null,
    values?: Partial<Parameters<typeof insertProperty>[1]>,
  ): ReturnType<typeof insertProperty>
}

/** A seeded database with every demo caller signed in (the sign-in limit raised for the file). */
export async function createPropertiesTestContext(): Promise<PropertiesTestContext> {
  // These files sign in and search far more than a person would; the limits have tests of their own.
  const ctx = await createTestContext({
    seed: true,
    env: { SIGN_IN_RATE_LIMIT: '1000', SEARCH_RATE_LIMIT: '100000', SEARCH_RATE_LIMIT_PER_ADDRESS: '100000' },
  })
  const { as, ids } = await signInDemoCallers(ctx)
  const send: PropertiesTestContext['send'] = (method, path, who, body) =>
    ctx.request(path, {
      method,
      headers: {
        ...(who === 'anonymous' ? {} : as[who].headers),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
  const listingOf: PropertiesTestContext['listingOf'] = (owner, values = {}) =>
    insertProperty(ctx.db, { agentId: owner ? ids[owner] : null, ...values })
  return { ctx, as, ids, send, listingOf }
}
