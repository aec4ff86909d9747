import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Cluster, startCluster, waitFor } from './cluster.ts'
import { type ReplicatedPostgres, query as sql, startReplicatedPostgres } from './replication.ts'

// Two instances behind HAProxy on a PostgreSQL primary and a real streaming replica of it (replication.ts),
// with DATABASE_READ_URLS naming the replica: where the reads go, what the writer sees while the replica is
// behind (its replay paused), the replica skipped once it is too far behind, and the replica stopping under load
// and coming back. The routing's every case is
// in src/http/read-routing.pg.test.ts; this shows it against real replication. Bounded by counts and deadlines.

let postgres: ReplicatedPostgres
let cluster: Cluster
let replicaName: string

beforeAll(async () => {
  postgres = await startReplicatedPostgres()
  await sql(postgres.primary.url('postgres'), 'create database keyhaven')
  await postgres.replicaCaughtUp()
  replicaName = `127.0.0.1:${postgres.replica.port}/keyhaven`
  cluster = await startCluster({
    databaseUrl: postgres.primary.url('keyhaven'),
    env: {
      SEED_DEMO_DATA: 'true',
      SIGN_IN_RATE_LIMIT: '1000',
      // The load below is one person's searches, far more than a person makes.
      SEARCH_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT_PER_ADDRESS: '100000',
      DATABASE_READ_URLS: postgres.replica.url('keyhaven'),
      METRICS_PUBLIC: 'true',
    },
  })
  await replicaInUseEverywhere()
})
afterAll(async () => {
  await cluster?.close()
  await postgres?.close()
})

interface Readiness {
  readReplicas?: { replicas: { name: string; state: string; lagMs: number | null }[] }
}
const replicaSeenBy = async (index: number) =>
  ((await (await fetch(`${cluster.instances[index]?.url}/api/ready`)).json()) as Readiness).readReplicas
    ?.replicas[0]

const replicaInUseEverywhere = () =>
  waitFor(
    async () =>
      (await Promise.all([0, 1].map(replicaSeenBy))).every((replica) => replica?.state === 'in_use'),
    'both instances to read from the replica',
    60_000,
  )

/** Transactions the replica committed in the keyhaven database: one per query it answered (autocommit). */
async function replicaCommits(): Promise<number> {
  const [row] = await sql<{ n: string }>(
    postgres.replica.url('postgres'),
    "select xact_commit as n from pg_stat_database where datname = 'keyhaven'",
  )
  return Number(row?.n ?? 0)
}

/** Waits for the replica's statistics (sent by its sessions within seconds) to count `atLeast` more commits. */
async function replicaCommitsSince(before: number, atLeast: number): Promise<number> {
  let delta = 0
  await waitFor(
    async () => {
      delta = (await replicaCommits()) - before
      return delta >= atLeast
    },
    `the replica to count ${atLeast} commits`,
    30_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; it counted ${delta}`)
  })
  return delta
}

/** Someone using the site through the balancer: their access-token, and the cookies the answers set. */
interface Person {
  headers: Record<string, string>
  cookies: Map<string, string>
}

async function signIn(email: string): Promise<Person> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${cluster.balancerUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl, Cookie: cookie },
      body: JSON.stringify(body),
    })
  const signedIn = await post('/api/auth/sign-in/email', { email, password: 'demo1234' })
  expect(signedIn.status).toBe(200)
  const session = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  const jwt = await post('/api/jwt', { email }, session)
  expect(jwt.status).toBe(200)
  const { token } = (await jwt.json()) as { token: string }
  return { headers: { Authorization: `Bearer ${token}` }, cookies: new Map() }
}

/** A request as a browser makes it: with the person's cookies, keeping those the answer sets. */
async function send(person: Person | undefined, method: string, path: string, body?: unknown | FormData) {
  const headers: Record<string, string> = { ...person?.headers }
  if (person?.cookies.size) headers.Cookie = [...person.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  const response = await fetch(`${cluster.balancerUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: body instanceof FormData ? body : JSON.stringify(body) }),
  })
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';')
    const at = pair.indexOf('=')
    person?.cookies.set(pair.slice(0, at), pair.slice(at + 1))
  }
  return response
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  return JSON.parse(text) as T
}

const PUBLIC_READS = [
  '/api/properties/advertised?limit=6',
  '/api/properties/rent?limit=6',
  '/api/reviews/latest',
  '/api/agents/featured',
]

describe('two instances reading from a streaming replica', () => {
  it('answers public reads from the replica', async () => {
    const visitor = await signIn('sam.rivera@example.com')
    const before = await replicaCommits()
    const paths = [
      ...PUBLIC_READS.flatMap((path) => Array.from({ length: 10 }, () => path)),
      ...['Austin', 'Oak', 'Villa', 'Lake', 'a'].flatMap((search) => [
        `/api/properties/verified?search=${search}&limit=12`,
        `/api/properties/verified/pins?search=${search}`,
      ]),
    ]
    for (const path of paths) {
      const response = await send(visitor, 'GET', path)
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
    }
    const delta = await replicaCommitsSince(before, paths.length)
    const metrics = await Promise.all(
      cluster.instances.map(async (instance) => (await fetch(`${instance.url}/metrics`)).text()),
    )
    const replicaReads = metrics.map((text) =>
      Number(text.match(new RegExp(`keyhaven_db_reads_total\\{database="${replicaName}"\\} (\\d+)`))?.[1]),
    )
    console.log(
      `${paths.length} public requests: ${delta} transactions on the replica; reads by instance: ${replicaReads.join(', ')}`,
    )
    expect(replicaReads.every((reads) => reads > 0)).toBe(true)
  })

  it('shows writers their own writes at once while the replica is behind, and skips it once too far behind', async () => {
    const [agent, buyer, reviewer, reader] = await Promise.all([
      signIn('agent@example.com'),
      signIn('sam.rivera@example.com'),
      signIn('user@example.com'),
      signIn('admin@example.com'),
    ])
    const forSale = await json<{ _id: string; priceLow: number }[]>(
      await send(reader, 'GET', '/api/properties/verified?listingType=sale&limit=24'),
    )
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#48a' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new File([new Uint8Array(png)], 'house.png', { type: 'image/png' }))
    const { url: image } = await json<{ url: string }>(await send(agent, 'POST', '/api/uploads', form), 201)
    const review = `Quiet street, bright rooms (${Date.now()})`
    let reviewedId = ''
    const descriptions = async (person: Person) =>
      (
        await json<{ description: string }[]>(
          await send(person, 'GET', `/api/reviews/${reviewedId}?limit=100`),
        )
      ).map((row) => row.description)

    // Nothing left to replay, then replay paused: the replica lacks every write that follows.
    await sql(postgres.primary.url('keyhaven'), 'select txid_current()')
    await postgres.replicaCaughtUp()
    await sql(postgres.replica.url('postgres'), 'select pg_wal_replay_pause()')
    try {
      // A review, read back through a route that reads the replica: its writer reads the primary for a while
      // (the read-your-writes cookie), someone who wrote nothing reads the replica, which lacks it.
      for (const listing of forSale) {
        const written = await send(reviewer, 'POST', '/api/reviews', {
          propertyId: listing._id,
          description: review,
        })
        await written.arrayBuffer()
        if (written.status === 201) {
          reviewedId = listing._id
          break
        }
      }
      expect(reviewedId).not.toBe('')
      // Twice: HAProxy sends them to one instance, then the other.
      for (const _ of [1, 2]) {
        expect(await descriptions(reviewer)).toContain(review)
        expect(await descriptions(reader)).not.toContain(review)
      }

      // An agent's new listing, at once in its details and in the agent's own list.
      const { insertedId: listingId } = await json<{ insertedId: string }>(
        await send(agent, 'POST', '/api/properties', {
          title: 'Freshly listed townhouse',
          location: '12 Replica Row, Austin',
          image,
          priceRange: '$250,000 - $300,000',
        }),
        201,
      )
      const details = await json<{ title: string }>(await send(agent, 'GET', `/api/properties/${listingId}`))
      expect(details.title).toBe('Freshly listed townhouse')
      const own = await json<{ data: { _id: string }[] }>(
        await send(agent, 'GET', '/api/properties/agent?email=agent%40example.com&limit=100'),
      )
      expect(own.data.map((listing) => listing._id)).toContain(listingId)

      // A buyer's new offer, at once in their offers.
      const buyingDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
      let offerId = ''
      for (const listing of forSale) {
        const made = await send(buyer, 'POST', '/api/offers', {
          propertyId: listing._id,
          offerAmount: listing.priceLow,
          buyingDate,
        })
        if (made.status === 201) {
          offerId = ((await made.json()) as { insertedId: string }).insertedId
          break
        }
        await made.arrayBuffer()
      }
      expect(offerId).not.toBe('')
      const offers = await json<{ _id: string }[]>(
        await send(buyer, 'GET', '/api/offers?buyerEmail=sam.rivera%40example.com&limit=100'),
      )
      expect(offers.map((offer) => offer._id)).toContain(offerId)

      // Past REPLICA_MAX_LAG_MS (10 s) behind, both instances skip the replica: everyone reads the primary.
      await waitFor(
        async () =>
          (await Promise.all([0, 1].map(replicaSeenBy))).every((replica) => replica?.state === 'lagging'),
        'both instances to skip the lagging replica',
        30_000,
      )
      expect(((await replicaSeenBy(0))?.lagMs ?? 0) > 10_000).toBe(true)
      for (const _ of [1, 2]) expect(await descriptions(reader)).toContain(review)
    } finally {
      await sql(postgres.replica.url('postgres'), 'select pg_wal_replay_resume()')
    }
    await replicaInUseEverywhere()
  })

  it('loses no request when the replica stops under load, and reads from it again once it is back', async () => {
    const visitor = await signIn('sam.rivera@example.com')
    const paths = [...PUBLIC_READS, '/api/properties/verified?search=a&limit=12']
    const statuses = new Map<string, number>()
    let stopLoad = false
    const deadline = Date.now() + 60_000
    const client = async (n: number) => {
      for (let i = 0; !stopLoad && i < 500 && Date.now() < deadline; i++) {
        const path = paths[(n + i) % paths.length] as string
        const response = await send(visitor, 'GET', path).catch((error: Error) => ({
          status: `network error: ${error.message}`,
        }))
        const key = String(response.status)
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
        if ('body' in response) await response.arrayBuffer()
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)))
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    let stoppedState: string | undefined
    try {
      await pause(1000)
      await postgres.replica.stop()
      await pause(1500)
      stoppedState = (await replicaSeenBy(0))?.state
      await postgres.replica.start()
      await replicaInUseEverywhere()
      await pause(500)
    } finally {
      stopLoad = true
      await load
    }
    console.log(
      `replica stopped and started under load: answers seen by 8 clients through HAProxy: ${JSON.stringify(Object.fromEntries(statuses))}`,
    )
    expect(stoppedState).toBe('down')
    expect([...statuses.keys()]).toEqual(['200'])
    expect(statuses.get('200')).toBeGreaterThan(50)

    const before = await replicaCommits()
    for (const path of PUBLIC_READS.flatMap((p) => [p, p, p, p, p])) {
      const response = await send(undefined, 'GET', path)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    await replicaCommitsSince(before, 20)
  })
})
