import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { accounts, rateCounters, rateLimits, users } from '../db/schema.ts'
import { type SignedIn, signIn } from './auth-helpers.ts'
import { insertUser } from './factories.ts'
import { cheapPasswordHashing } from './password-hashing.ts'
import type { TestApp, TestContext } from './test-app.ts'

// Accounts that can sign in, made without the sign-up endpoint (whose own rate limit allows 10 a minute).

export const TEST_PASSWORD = 'correct-horse-42'

// Hashing (scrypt) is deliberately slow, even at the tests' cost: hash each password once per worker.
const hashes = new Map<string, Promise<string>>()

/** A user row plus the credential account Better Auth checks the password against. */
export async function insertAccount(
  db: Database,
  values: Partial<typeof users.$inferInsert> = {},
  password = TEST_PASSWORD,
) {
  let hash = hashes.get(password)
  if (!hash) {
    hash = cheapPasswordHashing.hash(password)
    hashes.set(password, hash)
  }
  const user = await insertUser(db, values)
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: await hash,
  })
  return user
}

/** Forgets every rate-limit counter: Better Auth's and Keyhaven's own. */
export async function resetRateLimits(db: Database): Promise<void> {
  await db.delete(rateLimits)
  await db.delete(rateCounters)
}

/** Better Auth's own error answer: `{ code, message }`. */
export async function authError(
  response: Response,
): Promise<{ status: number; code?: string; message?: string }> {
  const body = (await response.json()) as { code?: string; message?: string }
  return { status: response.status, code: body.code, message: body.message }
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}

export function signOut(app: TestApp, cookie: string) {
  return app.request('/api/auth/sign-out', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.config.baseUrl, Cookie: cookie },
    body: '{}',
  })
}

export function sendJson(
  app: Pick<TestApp, 'request'>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  return app.request(path, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}

/** The seeded demo accounts, by the part they play in role-matrix tests. */
export type DemoCaller = 'admin' | 'agent' | 'otherAgent' | 'fraud' | 'user' | 'otherUser'
export const DEMO_CALLERS: Record<DemoCaller, string> = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  otherAgent: 'priya.shah@example.com',
  fraud: 'victor.crane@example.com',
  user: 'user@example.com',
  otherUser: 'sam.rivera@example.com',
}

/** Signs every demo caller in (the context must be seeded): their sessions and user ids. */
export async function signInDemoCallers(ctx: TestContext) {
  const as = {} as Record<DemoCaller, SignedIn>
  const ids = {} as Record<DemoCaller, string>
  for (const [caller, email] of Object.entries(DEMO_CALLERS) as [DemoCaller, string][]) {
    as[caller] = await signIn(ctx, email)
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (!row) throw new Error(`no demo user ${email}`)
    ids[caller] = row.id
  }
  return { as, ids }
}
