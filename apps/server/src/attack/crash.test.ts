import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import {
  notifications,
  offers,
  payments,
  properties,
  rentalApplications,
  reviews,
  users,
  viewings,
  wishlistItems,
} from '../db/schema.ts'
import { SAVED_SEARCH_ALERT } from '../saved-searches/alerts.ts'
import { testDatabaseKind } from '../test/test-app.ts'
import {
  type Acknowledged,
  acknowledgedCount,
  type Caller,
  type Cast,
  Client,
  emptyAcknowledged,
  newBook,
  random,
  runLoad,
} from './crash-load.ts'
import { serverDatabase } from './server-database.ts'
import { type ServerProcess, startServer } from './server-process.ts'
import { pngBlob } from './world.ts'

// The real server as a child process under a concurrent write load (sign-ups, listings, offers, accepts, card
// payments through the test gateway, reviews, wishlist), killed with SIGKILL at random moments and restarted.
// Afterwards every acknowledged write must be in the database and every invariant must hold. Bounded:
//   CRASH_CYCLES=<n>  kills per database (default 3)
//   CRASH_SEED=<n>    replay the load and kill moments (printed on every run)
// Then the saved-search alerts of a verification across a SIGTERM and a kill -9 (ALERT_SEARCHES searches a
// round). Mail goes to an SMTP server in this process, which records what it accepted.

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3)
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31))
const WORKERS = 6
const MIN_ACKS_PER_CYCLE = 12
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const DEMO_PASSWORD = 'demo1234'

let tempDir: string
let env: Record<string, string>
let dropDb: () => Promise<void> = async () => {}
let openDirect: () => DatabaseHandle
let server: ServerProcess | undefined

/** Subjects of the mails the SMTP server accepted (answered 250). */
const accepted: string[] = []
/** When set, the first message past `after` whose subject holds `subject` is never answered; `onHeld` is called. */
let hold: { subject: string; after: number; onHeld: () => void } | undefined
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const subject = mail.subject ?? ''
        if (hold && subject.includes(hold.subject)) {
          const { after, onHeld } = hold
          if (accepted.filter((earlier) => earlier.includes(hold?.subject ?? '')).length >= after) {
            // Unanswered, the message is not delivered: its sender dies waiting.
            hold = undefined
            onHeld()
            return
          }
        }
        accepted.push(subject)
        callback()
      })
      .catch(callback)
  },
})

// A server killed in the middle of sending a mail resets its SMTP connection: that is this test's own doing, and
// without a listener the SMTP server's 'error' event would be thrown as an uncaught exception.
smtp.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ECONNRESET') throw error
})

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as { port: number }
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-crash-'))
  env = {
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST_DIR: path.join(tempDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_UP_RATE_LIMIT: '1000',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
  }
  const database = await serverDatabase(env)
  dropDb = database.drop
  openDirect = database.open
})

afterAll(async () => {
  await server?.kill9()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await dropDb()
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
})

const EVERY_DAY_IN_UTC = {
  timeZone: 'UTC',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' })),
  blockedDates: [],
}

async function uploadImage(client: Client, token: string, color: string): Promise<string> {
  const form = new FormData()
  form.append('image', await pngBlob(color), 'crash.png')
  const response = await fetch(`${client.baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { url: string }).url
}

/** Rows of `table` among `ids` that are missing. */
async function missing(found: string[], ids: string[]): Promise<string[]> {
  const present = new Set(found)
  return ids.filter((id) => !present.has(id))
}

async function checkAcknowledged(handle: DatabaseHandle, acked: Acknowledged) {
  const { db } = handle
  const none = ['00000000-0000-4000-8000-000000000000']
  const ids = (list: string[]) => (list.length > 0 ? list : none)
  const signUps = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, ids(acked.signUps)))
  const listings = await db
    .select({ id: properties.id, status: properties.verificationStatus })
    .from(properties)
    .where(inArray(properties.id, ids(acked.listings)))
  const offerRows = await db
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(inArray(offers.id, ids(acked.offers)))
  const paidRows = await db
    .select({ offerId: payments.offerId })
    .from(payments)
    .where(inArray(payments.offerId, ids(acked.paid)))
  const reviewRows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(inArray(reviews.id, ids(acked.reviews)))
  const wishlistRows = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(inArray(wishlistItems.id, ids(acked.wishlist)))
  const applicationRows = await db
    .select({ id: rentalApplications.id, status: rentalApplications.status })
    .from(rentalApplications)
    .where(inArray(rentalApplications.id, ids(acked.applications)))
  const viewingRows = await db
    .select({ id: viewings.id })
    .from(viewings)
    .where(inArray(viewings.id, ids(acked.viewings)))
  const applicationStatus = new Map(applicationRows.map((row) => [row.id, row.status]))
  const statusOf = new Map(offerRows.map((row) => [row.id, row.status]))
  const verified = new Set(listings.filter((row) => row.status === 'verified').map((row) => row.id))
  return {
    signUps: await missing(
      signUps.map((row) => row.email),
      acked.signUps,
    ),
    listings: await missing(
      listings.map((row) => row.id),
      acked.listings,
    ),
    verified: acked.verified.filter((id) => !verified.has(id)),
    offers: await missing(
      offerRows.map((row) => row.id),
      acked.offers,
    ),
    accepted: acked.accepted.filter((id) => !['accepted', 'bought'].includes(statusOf.get(id) ?? '')),
    paid: [
      ...(await missing(
        paidRows.map((row) => row.offerId),
        acked.paid,
      )),
      ...acked.paid.filter((id) => statusOf.get(id) !== 'bought'),
    ],
    reviews: await missing(
      reviewRows.map((row) => row.id),
      acked.reviews,
    ),
    wishlist: await missing(
      wishlistRows.map((row) => row.id),
      acked.wishlist,
    ),
    applications: await missing(
      applicationRows.map((row) => row.id),
      acked.applications,
    ),
    acceptedApplications: acked.acceptedApplications.filter((id) => applicationStatus.get(id) !== 'accepted'),
    viewings: await missing(
      viewingRows.map((row) => row.id),
      acked.viewings,
    ),
  }
}

async function checkInvariants(handle: DatabaseHandle) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
  return {
    twoWinners: await rows(sql`
      SELECT property_id FROM offers WHERE status IN ('accepted', 'bought')
      GROUP BY property_id HAVING count(*) > 1`),
    pendingBesideWinner: await rows(sql`
      SELECT p.id FROM offers p
      JOIN offers w ON w.property_id = p.property_id AND w.status IN ('accepted', 'bought')
      WHERE p.status = 'pending'`),
    paymentWithoutBoughtOffer: await rows(sql`
      SELECT pay.id FROM payments pay JOIN offers o ON o.id = pay.offer_id
      WHERE o.status <> 'bought' OR pay.amount <> o.offer_amount`),
    boughtOfferWithoutPayment: await rows(sql`
      SELECT o.id FROM offers o LEFT JOIN payments pay ON pay.offer_id = o.id
      WHERE o.status = 'bought' AND pay.id IS NULL`),
    twoViewingsInOneSlot: await rows(sql`
      SELECT agent_id, starts_at FROM viewings WHERE status IN ('requested', 'proposed', 'confirmed')
      GROUP BY agent_id, starts_at HAVING count(*) > 1`),
    twoAcceptedApplications: await rows(sql`
      SELECT property_id FROM rental_applications WHERE status = 'accepted'
      GROUP BY property_id HAVING count(*) > 1`),
  }
}

test('kill -9 under write load: every acknowledged write survives, every invariant holds', async () => {
  const rng = random(SEED)
  console.info(
    `crash test on ${testDatabaseKind()}: ${CYCLES} cycles, seed ${SEED} (replay with CRASH_SEED=${SEED})`,
  )
  server = await startServer(env)
  const client = new Client(server.baseUrl)
  const cast: Cast = {
    admin: await client.signIn('admin@example.com', DEMO_PASSWORD),
    agents: [
      await client.signIn('agent@example.com', DEMO_PASSWORD),
      await client.signIn('priya.shah@example.com', DEMO_PASSWORD),
    ],
    buyers: [
      await client.signIn('user@example.com', DEMO_PASSWORD),
      await client.signIn('sam.rivera@example.com', DEMO_PASSWORD),
    ],
  }
  // One picture per agent, each of another colour (uploads are named by their content).
  const pictures = new Map<Caller, string>()
  for (const [index, agent] of cast.agents.entries()) {
    pictures.set(agent, await uploadImage(client, agent.token, ['#c85028', '#2a6f97'][index % 2] ?? ''))
  }
  const pictureOf = (agent: Caller) => pictures.get(agent) ?? ''
  // Both agents show homes every day, all day, so the load's buyers always find free viewing slots.
  for (const agent of cast.agents) {
    const hours = await client.call('PUT', '/api/viewings/availability', EVERY_DAY_IN_UTC, agent)
    if (hours.status !== 200) throw new Error(`viewing hours: ${hours.status}`)
  }
  const acked = emptyAcknowledged()
  const book = newBook()
  let requests = 0
  const refusals: Record<string, number> = {}

  for (let cycle = 0; cycle < CYCLES; cycle++) {
    const controller = new AbortController()
    const load = runLoad(client, cast, acked, book, {
      workers: WORKERS,
      seed: Math.floor(rng.next() * 2 ** 31),
      signal: controller.signal,
      pictureOf,
    })
    // Kill at a random moment once the cycle has written something, offers among it (a busy machine may be slow
    // to start, and a load that never reached an offer would leave the money path untested).
    const ackedBefore = acknowledgedCount(acked)
    const deadline = Date.now() + 30_000
    const wroteEnough = () =>
      acknowledgedCount(acked) >= ackedBefore + MIN_ACKS_PER_CYCLE && acked.offers.length > 0
    while (!wroteEnough() && Date.now() < deadline) {
      await sleep(100)
    }
    await sleep(rng.next() * 2_000)
    controller.abort()
    await server.kill9()
    const outcome = await load
    requests += outcome.requests
    for (const [key, count] of Object.entries(outcome.refusals)) refusals[key] = (refusals[key] ?? 0) + count
    server = await startServer(env)
    client.baseUrl = server.baseUrl
  }

  // The agent's total as the API computes it, after the last restart.
  const [agent] = cast.agents
  const total = await client.call('GET', `/api/agent-total-sales?email=${agent?.email}`, undefined, agent)
  expect(total.status).toBe(200)
  await server.stop()
  server = undefined

  const handle = openDirect()
  try {
    expect(await checkAcknowledged(handle, acked), 'acknowledged writes missing after the crashes').toEqual({
      signUps: [],
      listings: [],
      verified: [],
      offers: [],
      accepted: [],
      paid: [],
      reviews: [],
      wishlist: [],
      applications: [],
      acceptedApplications: [],
      viewings: [],
    })
    expect(await checkInvariants(handle)).toEqual({
      twoWinners: [],
      pendingBesideWinner: [],
      paymentWithoutBoughtOffer: [],
      boughtOfferWithoutPayment: [],
      twoViewingsInOneSlot: [],
      twoAcceptedApplications: [],
    })
    const [agentRow] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, agent?.email ?? ''))
    const [sum] = await handle.db
      .select({ total: sql<string>`coalesce(sum(${offers.offerAmount}), 0)` })
      .from(offers)
      .where(and(eq(offers.agentId, agentRow?.id ?? ''), eq(offers.status, 'bought')))
    expect((total.json as { totalAmount: number }).totalAmount).toBe(Number(sum?.total))
    // The load did write: a crash test that acknowledged nothing would prove nothing.
    expect(acked.listings.length).toBeGreaterThan(0)
    expect(acked.offers.length, JSON.stringify(refusals)).toBeGreaterThan(0)
    // Refusals are expected (a second accept gets 409); a 5xx to a request the server lived through is not.
    expect(Object.keys(refusals).filter((key) => / 5\d\d$/.test(key))).toEqual([])
    console.info(
      `crash test on ${testDatabaseKind()}: ${requests} requests, ${acknowledgedCount(acked)} acknowledged writes checked ` +
        `(${acked.signUps.length} sign-ups, ${acked.listings.length} listings, ${acked.offers.length} offers, ` +
        `${acked.accepted.length} accepts, ${acked.paid.length} payments, ${acked.reviews.length} reviews, ` +
        `${acked.wishlist.length} wishlist entries, ${acked.applications.length} applications, ` +
        `${acked.acceptedApplications.length} accepted, ${acked.viewings.length} viewings); refused: ${JSON.stringify(refusals)}`,
    )
  } finally {
    await handle.close()
  }
}, 900_000)

const ALERT_SEARCHES = 20
const ALERT_ARRIVAL_TIMEOUT_MS = 60_000
const alertSubject = (searchName: string) => `New on Keyhaven: a listing matches “${searchName}”`

/** Waits until `expected` alerts of the searches named after `town` were accepted; answers how many were. */
async function alertsArrived(town: string, expected: number): Promise<number> {
  const deadline = Date.now() + ALERT_ARRIVAL_TIMEOUT_MS
  const arrived = () => accepted.filter((subject) => subject.includes(`“${town} `)).length
  while (arrived() < expected && Date.now() < deadline) await sleep(200)
  return arrived()
}

// Alerts of a verification already acknowledged must survive a shutdown: a SIGTERM right after a verification
// once sent none of its searches' mails, a kill -9 some, and the restarted server nothing more.
test('saved-search alerts of an acknowledged verification are mailed once across a SIGTERM and a kill -9', async () => {
  server = await startServer(env)
  const client = new Client(server.baseUrl)
  const admin = await client.signIn('admin@example.com', DEMO_PASSWORD)
  const agent = await client.signIn('agent@example.com', DEMO_PASSWORD)
  const buyers = [
    await client.signIn('user@example.com', DEMO_PASSWORD),
    await client.signIn('sam.rivera@example.com', DEMO_PASSWORD),
  ]
  const picture = await uploadImage(client, agent.token, '#3a7d44')

  /** ALERT_SEARCHES searches the round's listing matches, then three it does not. */
  async function saveSearches(town: string) {
    const queries = [
      ...Array.from(
        { length: ALERT_SEARCHES },
        // A ceiling far above the listing's price makes each query one of its own: a person saves a query once.
        (_, n) =>
          [
            `search=${town.toLowerCase()}&maxPrice=${90_000_000 + n}`,
            `search=${town}&listingType=sale&minBeds=${1 + (n % 4)}&maxPrice=${90_000_000 + n}`,
            `search=${town}&maxPrice=${400_000 + n * 1_000}`,
            `search=${town}&category=House&minBaths=1&maxPrice=${90_000_000 + n}`,
          ][n % 4],
      ),
      `search=${town}&listingType=rent`,
      `search=${town}&minBeds=6`,
      `search=${town}&minPrice=900000`,
    ]
    for (const [n, query] of queries.entries()) {
      const saved = await client.call(
        'POST',
        '/api/saved-searches',
        { name: `${town} ${n}`, query },
        buyers[n % 2],
      )
      expect(saved.status, JSON.stringify(saved.json)).toBe(201)
    }
  }

  async function verifyListingIn(town: string) {
    const created = await client.call(
      'POST',
      '/api/properties',
      {
        title: `House in ${town}`,
        location: `2 Market Street, ${town}`,
        image: picture,
        priceRange: '$300,000 - $350,000',
        bedrooms: 5,
        bathrooms: 2,
      },
      agent,
    )
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const id = (created.json as { insertedId: string }).insertedId
    const verified = await client.call('PATCH', `/api/properties/verify/${id}`, { status: 'verified' }, admin)
    expect(verified.status).toBe(200)
  }

  // SIGTERM 30 ms after the acknowledged verification.
  await saveSearches('Stopford')
  await verifyListingIn('Stopford')
  await sleep(30)
  await server.stop()
  server = await startServer(env)
  client.baseUrl = server.baseUrl
  expect(await alertsArrived('Stopford', ALERT_SEARCHES), server.output()).toBe(ALERT_SEARCHES)

  // kill -9 while the notification-mail job sends them: the sixth is held unanswered, then the server dies.
  await saveSearches('Killby')
  const held = new Promise<void>((resolve) => {
    hold = { subject: '“Killby ', after: 5, onHeld: resolve }
  })
  await verifyListingIn('Killby')
  await held
  await server.kill9()
  expect(accepted.filter((subject) => subject.includes('“Killby '))).toHaveLength(5)
  server = await startServer(env)
  expect(await alertsArrived('Killby', ALERT_SEARCHES), server.output()).toBe(ALERT_SEARCHES)
  await server.stop()
  server = undefined

  const handle = openDirect()
  try {
    for (const town of ['Stopford', 'Killby']) {
      const mailed = Array.from(
        { length: ALERT_SEARCHES + 3 },
        (_, n) => accepted.filter((subject) => subject === alertSubject(`${town} ${n}`)).length,
      )
      // Each matching search exactly once, the three others never.
      expect(mailed, town).toEqual([...Array(ALERT_SEARCHES).fill(1), 0, 0, 0])
      const alerts = await handle.db
        .select({ mailState: notifications.mailState })
        .from(notifications)
        .where(and(eq(notifications.kind, SAVED_SEARCH_ALERT), like(notifications.title, `%“${town} %`)))
      expect(alerts.map((alert) => alert.mailState)).toEqual(Array(ALERT_SEARCHES).fill('sent'))
    }
  } finally {
    await handle.close()
  }
  console.info(
    `crash test on ${testDatabaseKind()}: ${2 * ALERT_SEARCHES} saved-search alerts across a SIGTERM and a kill -9, each mailed once`,
  )
}, 300_000)
