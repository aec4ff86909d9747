import { and, count, eq } from 'drizzle-orm'
import { offers, payments, type properties, users } from '../db/schema.ts'
import { DEMO_CALLERS, type DemoCaller, insertAccount, signInDemoCallers, TEST_PASSWORD } from './accounts.ts'
import { type SignedIn, signIn } from './auth-helpers.ts'
import { insertOffer, insertProperty } from './factories.ts'
import { createTestContext, type TestContext } from './test-app.ts'

// The buying tests (offers, payments, sales): the seeded demo accounts (DEMO_CALLERS) signed in, factories for
// listings and offers, and direct reads of offer and payment rows.

export type Who = DemoCaller
export type Anyone = Who | 'anonymous'

export const EVERYONE = Object.keys(DEMO_CALLERS) as Who[]
export const MISSING_ID = '00000000-0000-4000-8000-000000000000'

type PropertyValues = Partial<typeof properties.$inferInsert>
type OfferValues = Partial<typeof offers.$inferInsert>

export interface Buying {
  ctx: TestContext
  as: Record<Who, SignedIn>
  ids: Record<Who, string>
  headersOf(who: Anyone): Record<string, string>
  send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    who: Anyone,
    body?: unknown,
  ): Promise<Response>
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
  const { as, ids } = await signInDemoCallers(ctx)
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

/** YYYY-MM-DD `days` from today (UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
