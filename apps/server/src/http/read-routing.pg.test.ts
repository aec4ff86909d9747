import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { openResources } from '../bootstrap.ts'
import { loadConfig } from '../config/config.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertOffer, insertProperty, insertReview, insertUser } from '../test/factories.ts'
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from '../test/postgres.ts'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'
import { createLogger } from './logger.ts'
import { READ_YOUR_WRITES_COOKIE } from './read-routing.ts'

// Matched only by the api-postgres project (*.pg.test.ts); the embedded database's case opens a PGlite of its
// own. Which database answers which request with DATABASE_READ_URLS. On PostgreSQL the "replica" is another database
// cloned from the same migrated template, holding other rows than the primary: every answer tells which of the
// two gave it. (It is no standby, so its lag reads 0; the lag rules are in db/replicas.unit.test.ts, and a real
// streaming replica is in the cluster test.)

const titles = (body: unknown) => (body as { title: string }[]).map((row) => row.title).sort()
const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({
  headers: { ...headers, Cookie: cookie },
})
/** The read-your-writes cookie a response set, as a Cookie header value ('' when none). */
const writeCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('DATABASE_READ_URLS on the embedded database', () => {
  it('is ignored with a warning: the one database answers every read, and no write sets a cookie', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-read-routing-'))
    const lines: string[] = []
    const env = { DATABASE_READ_URLS: 'postgres://replica.internal:5432/keyhaven', LOG_LEVEL: 'silent' }
    const config = loadConfig({ ...env, DATA_DIR: dir })
    const { database, storage } = await openResources(config, {
      readReplicas: createLogger('info', (line) => lines.push(line)),
    })
    try {
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'DATABASE_READ_URLS is ignored: the embedded database (PGlite) has no replicas',
        }),
      )
      expect(database.replicas).toBeUndefined()
      const app = createTestApp(database, storage, { dataDir: dir, webDistDir: dir }, env)
      const agent = await insertUser(database.db, { role: 'agent' })
      const listing = await insertProperty(database.db, { agentId: agent.id, isAdvertised: true })
      const buyer = await insertAccount(database.db)
      const { headers } = await signIn(app, buyer.email, TEST_PASSWORD)
      const review = await app.request('/api/reviews', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ propertyId: listing.id, description: 'Lovely light in the mornings.' }),
      })
      expect(review.status).toBe(201)
      expect(writeCookie(review)).toBe('')
      expect(titles(await (await app.request('/api/properties/advertised')).json())).toEqual([listing.title])
      expect(await (await app.request('/api/ready')).json()).not.toHaveProperty('readReplicas')
    } finally {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    }
    // It opens and migrates an embedded database of its own, which takes a hook's time rather than a test's.
  }, 60_000)
})

describe('reads that may lag, with a replica', () => {
  let ctx: TestContext
  let replicaName: string
  let replica: DatabaseHandle
  let routed: DatabaseHandle
  let app: TestApp
  const logLines: string[] = []
  let onPrimary: { id: string; title: string }
  let onReplica: { id: string; title: string }
  let buyer: SignedIn
  let agent: SignedIn
  let agentEmail: string

  // Replicas are checked when a test says so (checkNow), never by the timer in between: on a loaded machine a
  // periodic check could find a replica well again before the test has looked at what a failure did.
  const open = (urls: string[]) =>
    openDatabase({
      url: ctx.databaseUrl as string,
      readReplicas: {
        urls,
        maxLagMs: 10_000,
        logger: createLogger('info', (line) => logLines.push(line)),
        checkIntervalMs: 3_600_000,
      },
    })
  const appOver = (database: DatabaseHandle) =>
    createTestApp(
      database,
      ctx.storage,
      {
        dataDir: path.join(ctx.tempDir, 'data'),
        webDistDir: path.join(ctx.tempDir, 'web-dist'),
      },
      { METRICS_PUBLIC: 'true' },
    )
  const get = async (target: TestApp, url: string, init?: RequestInit) => {
    const response = await target.request(url, init)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  beforeAll(async () => {
    ctx = await createTestContext()
    replicaName = uniqueDatabaseName(inject('postgresPrefix'))
    await createDatabase(inject('postgresAdminUrl'), replicaName, inject('postgresTemplate'))
    replica = openDatabase({ url: urlForDatabase(inject('postgresAdminUrl'), replicaName) })

    const agentRow = await insertAccount(ctx.db, { role: 'agent' })
    agentEmail = agentRow.email
    const buyerRow = await insertAccount(ctx.db)
    onPrimary = await insertProperty(ctx.db, { agentId: agentRow.id, isAdvertised: true, title: 'Primary' })
    await insertProperty(ctx.db, { agentId: agentRow.id, listingType: 'rent', title: 'Primary rental' })
    const reviewer = await insertUser(ctx.db)
    await insertReview(ctx.db, { propertyId: onPrimary.id, userId: reviewer.id, description: 'On primary' })

    const replicaAgent = await insertUser(replica.db, { role: 'agent', name: 'Replica Agent' })
    const replicaBuyer = await insertUser(replica.db)
    const replicaListing = await insertProperty(replica.db, {
      agentId: replicaAgent.id,
      isAdvertised: true,
      title: 'Replica',
    })
    onReplica = replicaListing
    await insertProperty(replica.db, {
      agentId: replicaAgent.id,
      listingType: 'rent',
      title: 'Replica rental',
    })
    await insertReview(replica.db, {
      propertyId: onReplica.id,
      userId: replicaBuyer.id,
      description: 'On replica',
    })
    // A sale makes the replica's agent a featured one (a sold home leaves the advertisement, so another home).
    const replicaSold = await insertProperty(replica.db, { agentId: replicaAgent.id, title: 'Replica sold' })
    await insertOffer(replica.db, { property: replicaSold, buyer: replicaBuyer, status: 'bought' })

    routed = open([urlForDatabase(inject('postgresAdminUrl'), replicaName)])
    await routed.replicas?.checkNow()
    app = appOver(routed)
    buyer = await signIn(app, buyerRow.email, TEST_PASSWORD)
    agent = await signIn(app, agentEmail, TEST_PASSWORD)
  })
  afterAll(async () => {
    await routed?.close()
    await replica?.close()
    if (replicaName) await dropDatabase(inject('postgresAdminUrl'), replicaName)
    await ctx?.close()
  })

  it('reads public lists, search, pins, details, price history, reviews and featured agents from the replica', async () => {
    expect(titles((await get(app, '/api/properties/advertised')).body)).toEqual(['Replica'])
    expect(titles((await get(app, '/api/properties/rent')).body)).toEqual(['Replica rental'])
    const signedIn = { headers: buyer.headers }
    expect(titles((await get(app, '/api/properties/verified?search=replica', signedIn)).body).sort()).toEqual(
      ['Replica', 'Replica rental', 'Replica sold'],
    )
    expect(titles((await get(app, '/api/properties/verified/pins', signedIn)).body).sort()).toEqual([
      'Replica',
      'Replica rental',
      'Replica sold',
    ])
    expect((await get(app, `/api/properties/${onReplica.id}`, signedIn)).status).toBe(200)
    expect((await get(app, `/api/properties/${onPrimary.id}`, signedIn)).status).toBe(404)
    expect((await get(app, `/api/properties/${onReplica.id}/price-history`, signedIn)).status).toBe(200)
    const reviews = await get(app, `/api/reviews/${onReplica.id}`, signedIn)
    expect(reviews.body).toMatchObject([{ description: 'On replica' }])
    expect((await get(app, '/api/reviews/latest')).body).toMatchObject([{ description: 'On replica' }])
    expect((await get(app, '/api/agents/featured')).body).toMatchObject([{ name: 'Replica Agent' }])
  })

  it('reads an agent’s listing details and everyone’s own lists from the primary', async () => {
    const asAgent = { headers: agent.headers }
    expect((await get(app, `/api/properties/${onPrimary.id}`, asAgent)).status).toBe(200)
    expect((await get(app, `/api/properties/${onPrimary.id}/price-history`, asAgent)).status).toBe(200)
    expect((await get(app, `/api/properties/${onReplica.id}`, asAgent)).status).toBe(404)
    const own = await get(app, `/api/properties/agent?email=${encodeURIComponent(agentEmail)}`, asAgent)
    expect(titles((own.body as { data: unknown }).data)).toEqual(['Primary', 'Primary rental'])
  })

  it('sends a person’s reads to the primary, on any instance, for READ_YOUR_WRITES_MS after their write', async () => {
    const written = await app.request('/api/reviews', {
      method: 'POST',
      headers: { ...buyer.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ propertyId: onPrimary.id, description: 'Just written' }),
    })
    expect(written.status).toBe(201)
    const setCookie = written.headers.getSetCookie().find((c) => c.startsWith(`${READ_YOUR_WRITES_COOKIE}=`))
    expect(setCookie).toMatch(/; Max-Age=5; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = writeCookie(written)

    const reviewsUrl = `/api/reviews/${onPrimary.id}?limit=50`
    const ownReviews = await get(app, reviewsUrl, withCookie(cookie, buyer.headers))
    expect(ownReviews.body).toMatchObject([{ description: 'Just written' }, { description: 'On primary' }])
    // The same request without the cookie reads the replica, which does not have the listing.
    expect((await get(app, reviewsUrl, { headers: buyer.headers })).status).toBe(404)
    // Another instance over the same databases checks the cookie the same way, anonymous lists included.
    const second = open([urlForDatabase(inject('postgresAdminUrl'), replicaName)])
    try {
      await second.replicas?.checkNow()
      const other = appOver(second)
      expect(titles((await get(other, '/api/properties/advertised', withCookie(cookie))).body)).toEqual([
        'Primary',
      ])
      expect(titles((await get(other, '/api/properties/advertised')).body)).toEqual(['Replica'])
    } finally {
      await second.close()
    }

    const [until, signature] = cookie.slice(READ_YOUR_WRITES_COOKIE.length + 1).split('.')
    const forged = `${READ_YOUR_WRITES_COOKIE}=${Number(until) + 60_000}.${signature}`
    expect(titles((await get(app, '/api/properties/advertised', withCookie(forged))).body)).toEqual([
      'Replica',
    ])

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Number(until) + 1)
      expect(titles((await get(app, '/api/properties/advertised', withCookie(cookie))).body)).toEqual([
        'Replica',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('sets no cookie for a read, a refused write, or a write by someone not signed in', async () => {
    expect(writeCookie(await app.request('/api/properties/advertised'))).toBe('')
    const refused = await app.request('/api/reviews', {
      method: 'POST',
      headers: { ...buyer.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ propertyId: onPrimary.id, description: '' }),
    })
    expect(refused.status).toBe(400)
    expect(writeCookie(refused)).toBe('')
    const anonymous = await app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.test' }),
    })
    expect(anonymous.status).toBe(200)
    expect(writeCookie(anonymous)).toBe('')
  })

  it('never runs a transaction on a read handle', async () => {
    const replicas = routed.replicas
    expect(replicas).toBeDefined()
    for (const handle of [replicas?.pick(), replicas?.primary])
      await expect(handle?.transaction(async () => 1)).rejects.toThrow(
        'A transaction runs on the primary, not on a read handle',
      )
  })

  it('answers from the primary when the replica loses the connection mid-query, and skips the replica until it checks well again', async () => {
    const locker = new pg.Client({
      connectionString: urlForDatabase(inject('postgresAdminUrl'), replicaName),
    })
    await locker.connect()
    try {
      // The replica's query waits for this lock; its connection is then cut, as a stopping server cuts it.
      await locker.query('BEGIN; LOCK TABLE reviews IN ACCESS EXCLUSIVE MODE')
      const answer = app.request('/api/reviews/latest')
      let waiting: number[] = []
      for (let tries = 0; waiting.length === 0 && tries < 400; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25))
        const { rows } = await locker.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
          [replicaName],
        )
        waiting = rows.map((row) => row.pid)
      }
      expect(waiting).toHaveLength(1)
      await locker.query('select pg_terminate_backend($1)', [waiting[0]])
      const response = await answer
      expect(response.status).toBe(200)
      const latest = ((await response.json()) as { description: string }[]).map((r) => r.description)
      expect(latest).toContain('On primary')
      expect(latest).not.toContain('On replica')
    } finally {
      await locker.query('ROLLBACK').catch(() => {})
      await locker.end()
    }
    expect(routed.replicas?.status().replicas[0]?.state).toBe('down')
    expect(titles((await get(app, '/api/properties/advertised')).body)).toEqual(['Primary'])
    await routed.replicas?.checkNow()
    expect(routed.replicas?.status().replicas[0]?.state).toBe('in_use')
    expect(titles((await get(app, '/api/properties/advertised')).body)).toEqual(['Replica'])
  })

  it('reports the replica, its lag and the reads each database answered in /api/ready and /metrics', async () => {
    const name = `127.0.0.1:5432/${replicaName}`
    const ready = await get(app, '/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.body).toMatchObject({
      status: 'ready',
      readReplicas: {
        primaryReads: expect.any(Number),
        replicas: [{ name, state: 'in_use', lagMs: 0, reads: expect.any(Number) }],
      },
    })
    const { readReplicas } = ready.body as {
      readReplicas: { primaryReads: number; replicas: { reads: number }[] }
    }
    expect(readReplicas.primaryReads).toBeGreaterThan(0)
    expect(readReplicas.replicas[0]?.reads).toBeGreaterThan(0)
    const metrics = await (await app.request('/metrics')).text()
    expect(metrics).toContain(`keyhaven_db_reads_total{database="primary"} ${readReplicas.primaryReads}`)
    expect(metrics).toMatch(new RegExp(`keyhaven_db_reads_total\\{database="${name}"\\} [1-9]`))
    expect(metrics).toContain(`keyhaven_db_replica_in_use{replica="${name}"} 1`)
    expect(metrics).toContain(`keyhaven_db_replica_lag_seconds{replica="${name}"} 0`)
  })

  it('reads from the primary while the replica cannot be reached, and says so', async () => {
    const unreachable = open([`postgres://postgres@127.0.0.1:${await closedPort()}/keyhaven`])
    try {
      await unreachable.replicas?.checkNow()
      const other = appOver(unreachable)
      expect(titles((await get(other, '/api/properties/advertised')).body)).toEqual(['Primary'])
      const ready = await get(other, '/api/ready')
      expect(ready.status).toBe(200)
      expect(ready.body).toMatchObject({
        readReplicas: { primaryReads: 2, replicas: [{ state: 'down', lagMs: null, reads: 0 }] },
      })
      expect(logLines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({ level: 'warn', msg: 'read replica out of use', state: 'down' }),
      )
    } finally {
      await unreachable.close()
    }
  })
})
