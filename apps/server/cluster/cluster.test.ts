import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createDatabase,
  DEFAULT_TEST_POSTGRES_URL,
  dropDatabase,
  uniqueDatabaseName,
  urlForDatabase,
} from '../src/test/postgres.ts'
import { type Cluster, startCluster, waitFor } from './cluster.ts'

const adminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL
const databaseName = uniqueDatabaseName('keyhaven_cluster')
let cluster: Cluster

beforeAll(async () => {
  await createDatabase(adminUrl, databaseName)
  cluster = await startCluster({
    databaseUrl: urlForDatabase(adminUrl, databaseName),
    env: {
      SEED_DEMO_DATA: 'true',
      SIGN_IN_RATE_LIMIT: '1000',
      // The SIGTERM test's load is one person's searches, far more than the search throttle lets a person make.
      SEARCH_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT_PER_ADDRESS: '100000',
    },
  })
})
afterAll(async () => {
  await cluster?.close()
  await dropDatabase(adminUrl, databaseName)
})

const [first, second] = [0, 1]
const url = (index: number) => cluster.instances[index]?.url as string
const logLines = (index: number, msg: string) =>
  (cluster.instances[index]?.lines ?? []).filter((line) => line.includes(`"msg":"${msg}"`))

async function signIn(index: number, email: string) {
  const response = await fetch(`${url(index)}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl },
    body: JSON.stringify({ email, password: 'demo1234' }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function accessToken(index: number, cookie: string, email: string) {
  return fetch(`${url(index)}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl, Cookie: cookie },
    body: JSON.stringify({ email }),
  })
}

/** Bearer headers of a demo account signed in through instance `index`. */
async function bearer(index: number, email: string) {
  const response = await accessToken(index, await signIn(index, email), email)
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

describe('two instances behind HAProxy on one PostgreSQL database', () => {
  it('started together on an empty database: one migrated and seeded, both serve', async () => {
    expect(logLines(first, 'seeded demo data').length + logLines(second, 'seeded demo data').length).toBe(1)
    for (const index of [first, second]) {
      const ready = await fetch(`${url(index)}/api/ready`)
      expect(await ready.json()).toMatchObject({ status: 'ready', migrations: 'applied' })
    }
  })

  it('signs in through one instance and acts through the other', async () => {
    const cookie = await signIn(first, 'user@example.com')
    const tokenResponse = await accessToken(second, cookie, 'user@example.com')
    expect(tokenResponse.status).toBe(200)
    const { token } = (await tokenResponse.json()) as { token: string }
    const me = await fetch(`${url(first)}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'user@example.com' })

    const signOut = await fetch(`${url(second)}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl, Cookie: cookie },
      body: '{}',
    })
    expect(signOut.status).toBe(200)
    expect((await accessToken(first, cookie, 'user@example.com')).status).toBe(401)
  })

  it('stores an image through one instance (S3) and serves it through the other and the balancer', async () => {
    const headers = await bearer(second, 'agent@example.com')
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new File([new Uint8Array(png)], 'house.png', { type: 'image/png' }))
    const upload = await fetch(`${url(second)}/api/uploads`, {
      method: 'POST',
      headers,
      body: form,
    })
    expect(upload.status).toBe(201)
    const { url: imageUrl } = (await upload.json()) as { url: string }
    for (const base of [url(first), cluster.balancerUrl]) {
      const image = await fetch(`${base}${imageUrl}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
  })

  it('spreads requests over both instances, keeping the request id the balancer made', async () => {
    const headers = await bearer(first, 'sam.rivera@example.com')
    const servedBy = new Set<string>()
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${cluster.balancerUrl}/api/properties/verified?limit=3`, { headers })
      expect(response.status).toBe(200)
      servedBy.add(response.headers.get('x-served-by') ?? '')
      // HAProxy's unique-id format: upper-case hex fields, no dashes (ours would be a UUID).
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9A-F]+$/)
    }
    expect([...servedBy].sort()).toEqual(['app1', 'app2'])
  })

  it('pages All Properties alternating the instances while a listing enters above: one sequence, nothing repeated', async () => {
    const buyer = await bearer(first, 'user@example.com')
    const list = async (index: number, query: string, limit = 2) => {
      const response = await fetch(`${url(index)}/api/properties/verified?sort=asc&limit=${limit}${query}`, {
        headers: buyer,
      })
      expect(response.status).toBe(200)
      const ids = ((await response.json()) as { _id: string }[]).map((listing) => listing._id)
      return { ids, next: response.headers.get('x-next-cursor') }
    }
    const before = (await list(first, '', 100)).ids

    const firstPage = await list(first, '')
    // The second instance keeps this first page (properties/answer-cache.ts) until a write anywhere moves the
    // listings' version: the last line below reads it again there.
    expect((await list(second, '')).ids).toEqual(firstPage.ids)
    // The cheapest listing of all, listed and verified between two pages: it enters above them.
    const agent = await bearer(second, 'agent@example.com')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#37a' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new File([new Uint8Array(png)], 'cheap.png', { type: 'image/png' }))
    const upload = await fetch(`${url(second)}/api/uploads`, { method: 'POST', headers: agent, body: form })
    const created = await fetch(`${url(second)}/api/properties`, {
      method: 'POST',
      headers: { ...agent, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Cheapest Cabin',
        location: '1 Paging Lane, Testville',
        image: ((await upload.json()) as { url: string }).url,
        priceRange: '$1 - $2',
      }),
    })
    expect(created.status).toBe(201)
    const { insertedId } = (await created.json()) as { insertedId: string }
    const verified = await fetch(`${url(first)}/api/properties/verify/${insertedId}`, {
      method: 'PATCH',
      headers: { ...(await bearer(first, 'admin@example.com')), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'verified' }),
    })
    expect(verified.status).toBe(200)

    const seen = [...firstPage.ids]
    let next = firstPage.next
    for (let index = second; next; index = index === first ? second : first) {
      const page = await list(index, `&cursor=${encodeURIComponent(next)}`)
      seen.push(...page.ids)
      next = page.next
    }
    expect(seen).toEqual(before)
    expect((await list(second, '')).ids[0]).toBe(insertedId)
  })

  it('loses no request when an instance gets SIGTERM under load, and takes it back after a restart', async () => {
    const headers = await bearer(second, 'sam.rivera@example.com')
    const statuses = new Map<string, number>()
    let answers = 0
    let stopLoad = false
    const searches = ['Austin', 'Oak', 'Villa', 'Park', 'a']
    const client = async (n: number) => {
      for (let i = 0; !stopLoad && i < 2000; i++) {
        const response = await fetch(
          `${cluster.balancerUrl}/api/properties/verified?search=${searches[(n + i) % searches.length]}&limit=12`,
          { headers },
        ).catch((error: Error) => ({ status: `network error: ${error.message}` }))
        const key = String(response.status)
        statuses.set(key, (statuses.get(key) ?? 0) + 1)
        answers++
        if ('body' in response) await response.arrayBuffer()
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)))
    // The signal comes with the load under way through both instances, and the load goes on for as many answers
    // again once the instance has stopped, while the balancer finds it gone.
    const answersAround = 300
    await expect.poll(() => answers, { timeout: 60_000 }).toBeGreaterThanOrEqual(answersAround)
    const signalled = performance.now()
    const exitCode = await cluster.stop(first, 'SIGTERM')
    const stoppedMs = Math.round(performance.now() - signalled)
    const answersAtStop = answers
    await expect
      .poll(() => answers - answersAtStop, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(answersAround)
    stopLoad = true
    await load

    const shutdownLines = (cluster.instances[first]?.lines ?? []).filter((line) =>
      /"msg":"(shutting down|shutdown timeout: [^"]*|stopped)"/.test(line),
    )
    console.log(
      `SIGTERM under load: exit code ${exitCode} after ${stoppedMs} ms; answers seen by 8 clients through ` +
        `HAProxy: ${JSON.stringify(Object.fromEntries(statuses))}\n${shutdownLines.join('\n')}`,
    )
    expect(exitCode).toBe(0)
    expect(shutdownLines.map((line) => JSON.parse(line).msg)).toEqual(['shutting down', 'stopped'])
    expect([...statuses.keys()]).toEqual(['200'])
    expect(statuses.get('200')).toBeGreaterThan(20)

    await cluster.start(first)
    await cluster.balancerSeesAll()
    await waitFor(
      async () => (await fetch(`${url(first)}/api/ready`)).status === 200,
      'the restarted instance',
    )
  })
})
