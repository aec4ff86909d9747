import { type ErrorBody, errorBodySchema } from '@keyhaven/contract'
import { and, count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { offers, payments, type properties, users } from '../db/schema.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertOffer, insertProperty } from '../test/factories.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// The callers of the buying tests: the seeded demo accounts, one per role, plus a second user and agent.

export type Who = 'admin' | 'agent' | 'otherAgent' | 'fraud' | 'user' | 'otherUser'
export type Anyone = Who | 'anonymous'

export const DEMO: Record<Who, string> = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  otherAgent: 'priya.shah@example.com',
  fraud: 'victor.crane@example.com',
  user: 'user@example.com',
  otherUser: 'sam.rivera@example.com',
}
export const EVERYONE = Object.keys(DEMO) as Who[]
export const MISSING_ID = '00000000-0000-4000-8000-000000000000'

type PropertyValues = Partial<typeof properties.$inferInsert>
type OfferValues = Partial<typeof offers.$inferInsert>

export interface Buying {
  ctx: TestContext
  as: Record<Who, SignedIn>
  ids: Record<Who, string>
  headersOf(who: Anyone): Record<string, string>
  send(method: 'GET' | 'POST' | 'PATCH', path: string, who: Anyone, body?: unknown): Promise<Response>
  /** A verified listing of `agent` (agent@example.com by default), priced 100,000 - 120,000. */
  listing(agent?: Who | null, values?: PropertyValues): Promise<typeof properties.$inferSelect>
  /** An offer of `buyer` on the listing, pending unless told otherwise. */
  offer(
    property: typeof properties.$inferSelect,
    buyer?: Who,
    values?: OfferValues,
  ): Promise<typeof offers.$inferSelect>
  /** A new account with role user (or the given values), signed in. */
  freshAccount(
    values?: Partial<typeof users.$inferInsert>,
  ): Promise<{ id: string; email: string; session: SignedIn }>
  offerStatus(offerId: string): Promise<string | undefined>
  paymentCount(offerId: string): Promise<number>
  close(): Promise<void>
}

export async function setUpBuying(env: Record<string, string | undefined> = {}): Promise<Buying> {
  const ctx = await createTestContext({ seed: true, env: { SIGN_IN_RATE_LIMIT: '1000', ...env } })
  const as = {} as Record<Who, SignedIn>
  const ids = {} as Record<Who, string>
  for (const who of EVERYONE) {
    as[who] = await signIn(ctx, DEMO[who])
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO[who]))
    if (!row) throw new Error(`no demo user ${DEMO[who]}`)
    ids[who] = row.id
  }
  const usersById = async (id: string) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id))
    if (!row) throw new Error(`no user ${id}`)
    return row
  }
  const headersOf = (who: Anyone) => (who === 'anonymous' ? {} : as[who].headers)
  return {
    ctx,
    as,
    ids,
    headersOf,
    send: (method, path, who, body) =>
      ctx.request(path, {
        method,
        headers: { ...headersOf(who), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    listing: (agent = 'agent', values = {}) =>
      insertProperty(ctx.db, { ...values, agentId: agent === null ? null : ids[agent] }),
    offer: async (property, buyer = 'user', values = {}) =>
      insertOffer(ctx.db, { property, buyer: await usersById(ids[buyer]), ...values }),
    async freshAccount(values = {}) {
      const user = await insertAccount(ctx.db, values)
      return { id: user.id, email: user.email, session: await signIn(ctx, user.email, TEST_PASSWORD) }
    },
    async offerStatus(offerId) {
      const [row] = await ctx.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId))
      return row?.status
    },
    async paymentCount(offerId) {
      const [row] = await ctx.db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.offerId, offerId)))
      return row?.n ?? 0
    },
    close: () => ctx.close(),
  }
}

/** The response's status (with its body in the failure message) and parsed JSON body. */
export async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

/** The API's error shape with this status and, when given, a message containing the text. */
export async function apiError(response: Response, status: number, contains?: string): Promise<ErrorBody> {
  const body = errorBodySchema.strict().parse(await json(response, status))
  if (contains !== undefined) expect(body.error.message).toContain(contains)
  return body
}

/** YYYY-MM-DD `days` from today (UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
