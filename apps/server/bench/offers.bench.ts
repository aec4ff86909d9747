import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hashPassword } from 'better-auth/crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { accounts, offers, payments, properties, users } from '../src/db/schema.ts'
import { createLogger } from '../src/http/logger.ts'
import { createLocalStorage } from '../src/media/local-storage.ts'
import { clearDatabase } from '../src/seed/seed.ts'

// The buying path under concurrent load, in process (no network noise), on the built-in test gateway:
// offers → concurrent accepts (every offer on a property at once: one must win) → intent → card → record
// (each payment confirmed twice at once: one row). Reports throughput per step, then checks the invariants:
// at most one accepted-or-bought offer per property, one payment per offer, payments = bought offers, and
// every agent's GET /agent-total-sales equal to the sum of their payments.
// A fresh in-memory PGlite, or the PostgreSQL database of BENCH_DATABASE_URL (which is wiped).
//
//   npm run bench:offers -- --properties 200 --offers 5 --concurrency 16

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '200' },
    offers: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
    agents: { type: 'string', default: '4' },
    buyers: { type: 'string', default: '12' },
  },
})
const propertyCount = Number(values.properties)
const offersPerProperty = Number(values.offers)
const concurrency = Number(values.concurrency)
const agentCount = Number(values.agents)
const buyerCount = Math.max(Number(values.buyers), offersPerProperty)
const PASSWORD = 'bench-password-1'

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-bench-offers-'))
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = openDatabase(databaseUrl ? { url: databaseUrl } : { inMemory: true })
await database.migrate()
const { db } = database
await clearDatabase(db)

const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT: '100000' })
const app = createApp({
  config,
  database,
  storage: createLocalStorage(path.join(dataDir, 'uploads')),
  logger: createLogger('silent'),
  secret: 'bench-secret-bench-secret-bench-secret',
  mailer: { send: async () => {} },
})

// Accounts (made directly, signed in through the API as the web app does).
const passwordHash = await hashPassword(PASSWORD)
async function account(role: 'user' | 'agent', n: number) {
  const id = randomUUID()
  const email = `bench-${role}-${n}@example.test`
  await db.insert(users).values({ id, name: `Bench ${role} ${n}`, email, emailVerified: true, role })
  await db
    .insert(accounts)
    .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: passwordHash })
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: config.baseUrl, ...headers },
      body: JSON.stringify(body),
    })
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email}: ${signedIn.status}`)
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const tokenResponse = await post('/api/jwt', { email }, { Cookie: cookie })
  const { token } = (await tokenResponse.json()) as { token: string }
  return { id, email, headers: { Authorization: `Bearer ${token}` } }
}
const agents = await Promise.all(Array.from({ length: agentCount }, (_, n) => account('agent', n)))
const buyers = await Promise.all(Array.from({ length: buyerCount }, (_, n) => account('user', n)))

// Verified listings spread over the agents.
const listings = await db
  .insert(properties)
  .values(
    Array.from({ length: propertyCount }, (_, n) => ({
      title: `Bench Property ${n}`,
      location: `${n} Bench Street`,
      image: '/uploads/bench.webp',
      images: ['/uploads/bench.webp'],
      currency: 'USD',
      priceLow: 100_000,
      priceHigh: 200_000,
      agentId: agents[n % agents.length]?.id ?? null,
      verificationStatus: 'verified' as const,
    })),
  )
  .returning({ id: properties.id, agentId: properties.agentId })
const agentOf = new Map(
  listings.map((listing) => [listing.id, agents.find((agent) => agent.id === listing.agentId)]),
)

// ---- helpers ---------------------------------------------------------------------------------------------

interface Step {
  step: string
  requests: number
  ms: number
  timings: number[]
  statuses: Map<number, number>
}
const steps: Step[] = []
/** The step whose requests are being timed. */
let current: Step = { step: '', requests: 0, ms: 0, timings: [], statuses: new Map() }

async function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  step: Step,
): Promise<{ status: number; body: unknown }> {
  const started = performance.now()
  const response = await app.request(url, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const parsed = await response.json()
  step.timings.push(performance.now() - started)
  step.statuses.set(response.status, (step.statuses.get(response.status) ?? 0) + 1)
  if (response.status >= 500)
    throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(parsed)}`)
  return { status: response.status, body: parsed }
}

/** Runs the jobs with at most `concurrency` in flight; each job may send several requests at once. */
async function run<T>(name: string, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const step: Step = { step: name, requests: 0, ms: 0, timings: [], statuses: new Map() }
  current = step
  const results: T[] = new Array(jobs.length)
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(concurrency, jobs.length) }, async () => {
      while (next < jobs.length) {
        const index = next++
        results[index] = await (jobs[index] as () => Promise<T>)()
      }
    }),
  )
  step.ms = performance.now() - started
  step.requests = step.timings.length
  steps.push(step)
  return results
}
// ---- the path --------------------------------------------------------------------------------------------

const buyingDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
const made = await run(
  'POST /offers',
  listings.flatMap((listing, p) =>
    Array.from({ length: offersPerProperty }, (_, k) => async () => {
      const buyer = buyers[(p + k) % buyers.length]
      if (!buyer) throw new Error('no buyer')
      const amount = 100_000 + ((p * 7919 + k * 104_729) % 10_000_000) / 100
      const { status, body } = await send(
        'POST',
        '/api/offers',
        buyer.headers,
        { propertyId: listing.id, offerAmount: amount, buyingDate },
        current,
      )
      if (status !== 201) throw new Error(`offer answered ${status}: ${JSON.stringify(body)}`)
      return { offerId: (body as { insertedId: string }).insertedId, propertyId: listing.id, buyer }
    }),
  ),
)

// Every offer on a property is accepted at once, while two late buyers make offers on it: exactly one accept
// may win, and each late offer either lands before it (and is rejected by it) or is refused (409).
const byProperty = new Map<string, typeof made>()
for (const offer of made)
  byProperty.set(offer.propertyId, [...(byProperty.get(offer.propertyId) ?? []), offer])
const winners = await run(
  'PATCH /offers/accept (all offers of a property at once) + 2 late POST /offers',
  [...byProperty.entries()].map(([propertyId, contenders]) => async () => {
    const agent = agentOf.get(propertyId)
    if (!agent) throw new Error('no agent')
    const late = buyers
      .slice(0, 2)
      .map((buyer) =>
        send('POST', '/api/offers', buyer.headers, { propertyId, offerAmount: 150_000, buyingDate }, current),
      )
    const answers = await Promise.all(
      contenders.map((offer) =>
        send('PATCH', `/api/offers/accept/${offer.offerId}`, agent.headers, { propertyId }, current),
      ),
    )
    for (const answer of await Promise.all(late)) {
      if (answer.status !== 201 && answer.status !== 409)
        throw new Error(`late offer answered ${answer.status}`)
    }
    const won = contenders.filter((_, i) => answers[i]?.status === 200)
    const lost = answers.filter((answer) => answer.status === 409).length
    if (won.length !== 1 || lost !== contenders.length - 1) {
      throw new Error(`property ${propertyId}: ${won.length} accepts won, ${lost} refused`)
    }
    return won[0] as (typeof made)[number]
  }),
)

const intents = await run(
  'POST /create-payment-intent',
  winners.map((offer) => async () => {
    const { status, body } = await send(
      'POST',
      '/api/create-payment-intent',
      offer.buyer.headers,
      { offerId: offer.offerId },
      current,
    )
    if (status !== 200) throw new Error(`intent answered ${status}`)
    return { ...offer, ...(body as { clientSecret: string; paymentIntentId: string }) }
  }),
)

await run(
  'POST /test-gateway/confirm (4242)',
  intents.map((intent) => async () => {
    const card = {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    }
    const { status } = await send('POST', '/api/test-gateway/confirm', intent.buyer.headers, card, current)
    if (status !== 200) throw new Error(`confirm answered ${status}`)
  }),
)

await run(
  'POST /payments (each sent twice at once)',
  intents.map((intent) => async () => {
    const body = { offerId: intent.offerId, transactionId: intent.paymentIntentId, amount: 1 }
    const answers = await Promise.all([
      send('POST', '/api/payments', intent.buyer.headers, body, current),
      send('POST', '/api/payments', intent.buyer.headers, body, current),
    ])
    const statuses = answers.map((answer) => answer.status).sort()
    if (statuses[0] !== 200 || statuses[1] !== 201)
      throw new Error(`payments answered ${statuses.join(', ')}`)
  }),
)

// ---- report ----------------------------------------------------------------------------------------------

const at = (timings: number[], q: number) => {
  const sorted = [...timings].sort((a, b) => a - b)
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1)
}
console.log(
  `${database.kind}: ${propertyCount} properties × ${offersPerProperty} offers, ${agents.length} agents, ${buyers.length} buyers, concurrency ${concurrency}`,
)
console.table(
  steps.map((step) => ({
    step: step.step,
    requests: step.requests,
    answers: [...step.statuses.entries()].map(([status, n]) => `${n}×${status}`).join(' '),
    'p50 ms': at(step.timings, 0.5),
    'p95 ms': at(step.timings, 0.95),
    'req/s': Math.round((step.requests * 1000) / step.ms),
  })),
)
const totalMs = steps.reduce((sum, step) => sum + step.ms, 0)
console.log(
  `whole path: ${winners.length} sales in ${(totalMs / 1000).toFixed(2)} s = ${Math.round((winners.length * 1000) / totalMs)} sales/s`,
)

// ---- invariants ------------------------------------------------------------------------------------------

const problems: string[] = []
const benchIds = listings.map((listing) => listing.id)
const winnersPerProperty = await db
  .select({ propertyId: offers.propertyId, n: sql<number>`count(*)::int` })
  .from(offers)
  .where(and(inArray(offers.propertyId, benchIds), inArray(offers.status, ['accepted', 'bought'])))
  .groupBy(offers.propertyId)
if (winnersPerProperty.length !== propertyCount || winnersPerProperty.some((row) => row.n !== 1)) {
  problems.push('a property without exactly one accepted-or-bought offer')
}
const [pending] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(offers)
  .where(and(inArray(offers.propertyId, benchIds), eq(offers.status, 'pending')))
if (pending?.n !== 0) problems.push(`${pending?.n} offers left pending`)
const [paymentStats] = await db
  .select({
    payments: sql<number>`count(*)::int`,
    offers: sql<number>`count(distinct ${payments.offerId})::int`,
    total: sql<string>`coalesce(sum(${payments.amount}), 0)::text`,
  })
  .from(payments)
const [boughtStats] = await db
  .select({
    n: sql<number>`count(*)::int`,
    total: sql<string>`coalesce(sum(${offers.offerAmount}), 0)::text`,
  })
  .from(offers)
  .where(eq(offers.status, 'bought'))
if (paymentStats?.payments !== paymentStats?.offers) problems.push('an offer with two payments')
if (paymentStats?.payments !== propertyCount || boughtStats?.n !== propertyCount) {
  problems.push(
    `${paymentStats?.payments} payments and ${boughtStats?.n} bought offers for ${propertyCount} properties`,
  )
}
if (paymentStats?.total !== boughtStats?.total) {
  problems.push(`payments add up to ${paymentStats?.total}, bought offers to ${boughtStats?.total}`)
}
const paidByAgent = await db
  .select({ agentId: offers.agentId, total: sql<string>`sum(${payments.amount})::text` })
  .from(payments)
  .innerJoin(offers, eq(offers.id, payments.offerId))
  .groupBy(offers.agentId)
for (const agent of agents) {
  const response = await app.request(`/api/agent-total-sales?email=${encodeURIComponent(agent.email)}`, {
    headers: agent.headers,
  })
  const { totalAmount } = (await response.json()) as { totalAmount: number }
  const paid = Number(paidByAgent.find((row) => row.agentId === agent.id)?.total ?? 0)
  if (Math.round(totalAmount * 100) !== Math.round(paid * 100)) {
    problems.push(`${agent.email}: total ${totalAmount}, payments ${paid}`)
  }
}

await database.close()
await rm(dataDir, { recursive: true, force: true })
if (problems.length > 0) {
  console.error(`invariants BROKEN:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `invariants hold: one accepted-or-bought offer per property, none left pending, one payment per offer (${paymentStats?.payments}), payments = bought offers = ${paymentStats?.total}, agent totals = their payments`,
)
