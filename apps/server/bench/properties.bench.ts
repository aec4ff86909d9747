import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { serve } from '@hono/node-server'
import { encodeSearchArea, LISTING_PAGE_REACH } from '@keyhaven/contract'
import { count, like, sql } from 'drizzle-orm'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { properties } from '../src/db/schema.ts'
import { createLogger } from '../src/http/logger.ts'
import { createMailer } from '../src/mail/mailer.ts'
import { createLocalStorage } from '../src/media/local-storage.ts'
import { addSyntheticProperties, clearDatabase, seedDemoData } from '../src/seed/seed.ts'
import { signIn } from '../src/test/auth-helpers.ts'

// Listing endpoints (the public ones, and All Properties for a signed-in caller) against a large data set: a
// fresh in-memory PGlite, or the PostgreSQL database of BENCH_DATABASE_URL (which is wiped and reseeded). The
// app listens on a loopback port and each case sends `--requests` requests over HTTP, `--connections` of them
// in flight at once (1: one after another). `--no-analyze` skips gathering planner statistics after the load;
// `--reuse` keeps the listings of an earlier run when the database holds that many (the seed of a million takes
// minutes); `--skip <regex>` leaves out the cases whose names match.

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '50' },
    connections: { type: 'string', default: '1' },
    'no-analyze': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    skip: { type: 'string' },
  },
})
const listings = Number(values.properties)
const requests = Number(values.requests)
const connections = Math.max(1, Math.min(requests, Number(values.connections)))

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-bench-'))
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = openDatabase(databaseUrl ? { url: databaseUrl } : { inMemory: true })
await database.migrate()
const storage = createLocalStorage(path.join(dataDir, 'uploads'))
const [held] = await database.db
  .select({ synthetic: count() })
  .from(properties)
  .where(like(properties.description, 'Synthetic listing %'))
let started = performance.now()
if (values.reuse && held?.synthetic === listings) {
  console.log(`${database.kind}: kept the ${listings} listings already there`)
} else {
  await clearDatabase(database.db)
  await seedDemoData(database.db, storage)
  await addSyntheticProperties(database.db, listings)
  console.log(
    `${database.kind}: inserted ${listings} listings in ${Math.round(performance.now() - started)} ms`,
  )
}
// Planner statistics and the visibility map for the bulk load, as autovacuum would make them on a server.
// PGlite runs no autovacuum at all, and a server's may not have reached the table yet: without statistics
// every plan is a guess.
if (!values['no-analyze']) await database.db.execute(sql`VACUUM ANALYZE`)

// One bench user sends every search: the per-person and per-address search limits would refuse most of them.
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEARCH_RATE_LIMIT: '1000000000',
  SEARCH_RATE_LIMIT_PER_ADDRESS: '1000000000',
  FEED_RATE_LIMIT: '1000000000',
  FEED_SETTLE_SECONDS: '0',
})
const logger = createLogger('silent')
const app = createApp({
  config,
  database,
  storage,
  logger,
  secret: 'bench-secret-bench-secret-bench-secret',
  mailer: createMailer(undefined, config.mailFrom, logger),
})
// Page numbers of the public lists reach their first LISTING_PAGE_REACH rows (deeper ones answer 400): the deep
// offset cases go as far as that, and their keyset twins as deep.
const deepestOffsetPage = Math.floor(LISTING_PAGE_REACH / 12)
const lastPage = Math.min(deepestOffsetPage, Math.max(1, Math.floor(listings / 3 / 12)))

// All Properties is for signed-in callers: sign in as the demo user once, as the web app does.
const asApp = {
  app,
  config,
  sentMail: [],
  request: async (url: string, init?: RequestInit) => app.request(url, init),
}
const signedIn = { headers: (await signIn(asApp, 'user@example.com')).headers }
const admin = { headers: (await signIn(asApp, 'admin@example.com')).headers }
const agent = { headers: (await signIn(asApp, 'agent@example.com')).headers }

/** The X-Next-Cursor of a page, for a keyset page at the same depth as the offset page after it. */
async function cursorAfter(url: string): Promise<string> {
  const response = await app.request(url, signedIn)
  const cursor = response.headers.get('X-Next-Cursor')
  if (!response.ok || !cursor) throw new Error(`${url} answered ${response.status} without X-Next-Cursor`)
  return cursor
}

const verified = '/api/properties/verified'
const search = 'search=seattl' // a partial city, lower case: one listing in twelve is in Seattle, WA
const verifiedTotal = Number(
  (await app.request(`${verified}?limit=1`, signedIn)).headers.get('X-Total-Count') ?? listings,
)
const searchTotal = Number(
  (await app.request(`${verified}?${search}&limit=1`, signedIn)).headers.get('X-Total-Count') ?? 0,
)
// Halfway down each list (OFFSET of about half the rows), or as deep as an offset page may go.
const deepPage = Math.min(deepestOffsetPage, Math.max(2, Math.floor(verifiedTotal / 12 / 2)))
const deepSearchPage = Math.min(deepestOffsetPage, Math.max(2, Math.floor(searchTotal / 12 / 2)))
const deepCursor = await cursorAfter(`${verified}?sort=asc&limit=12&page=${deepPage - 1}`)
// A portal's key, and the link to the feed's page halfway down (as a portal syncing from scratch reaches it).
const feedKey = await (async () => {
  const issued = await app.request('/api/admin/feed-keys', {
    method: 'POST',
    headers: {
      ...Object.fromEntries(new Headers(admin.headers).entries()),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'Bench portal' }),
  })
  if (issued.status !== 201) throw new Error(`issuing a feed key answered ${issued.status}`)
  return { headers: { authorization: `Bearer ${((await issued.json()) as { key: string }).key}` } }
})()
async function feedLinkAt(depth: number): Promise<string> {
  let url = '/api/feed/properties?$top=100'
  for (let page = 0; page < depth; page++) {
    const body = (await (await app.request(url, feedKey)).json()) as { '@odata.nextLink'?: string }
    const next = body['@odata.nextLink']
    if (!next) break
    url = new URL(next).pathname + new URL(next).search
  }
  return url
}
const skipped = values.skip ? new RegExp(values.skip) : undefined
const DEEP_FEED_CASE = 'portal feed, page of 100 halfway down'
// Reaching the feed's middle takes hundreds of pages: only when its case runs.
const deepFeedLink = skipped?.test(DEEP_FEED_CASE)
  ? ''
  : await feedLinkAt(Math.floor(verifiedTotal / 100 / 2))
const deepSearchCursor = await cursorAfter(
  `${verified}?${search}&sort=asc&limit=12&page=${deepSearchPage - 1}`,
)

// A url made from the request's number asks something new each time (nothing kept: no answer, no total). A
// fixed url is answered from what the app keeps after its first request, as long as no listing changes.
type Case = { url: string | ((request: number) => string); init?: RequestInit }
const cases: Record<string, Case> = {
  'health (trivial route)': { url: '/api/health' },
  'advertised, first page': { url: '/api/properties/advertised' },
  'rent, first page': { url: '/api/properties/rent?limit=12' },
  'rent, one category': { url: '/api/properties/rent?category=Villa&limit=12' },
  [`rent, page ${lastPage}`]: { url: `/api/properties/rent?limit=12&page=${lastPage}` },
  'latest reviews': { url: '/api/reviews/latest' },
  'featured agents': { url: '/api/agents/featured' },
  'all properties, newest, page 1': { url: `${verified}?limit=12`, init: signedIn },
  'all properties, price asc, page 1': { url: `${verified}?sort=asc&limit=12`, init: signedIn },
  [`all properties, price asc, offset page ${deepPage}`]: {
    url: `${verified}?sort=asc&limit=12&page=${deepPage}`,
    init: signedIn,
  },
  [`all properties, price asc, keyset page ${deepPage}`]: {
    url: `${verified}?sort=asc&limit=12&cursor=${deepCursor}`,
    init: signedIn,
  },
  [`search '${search.slice(7)}' + asc, page 1`]: {
    url: `${verified}?${search}&sort=asc&limit=12`,
    init: signedIn,
  },
  // The same page asked anew each time: no answer kept for it (properties/answer-cache.ts), its total counted.
  [`search '${search.slice(7)}' + asc, page 1, a new filter set each time`]: {
    url: (request) => `${verified}?${search}&maxPrice=${900_000_000 - request}&sort=asc&limit=12`,
    init: signedIn,
  },
  [`search '${search.slice(7)}' + asc, offset page ${deepSearchPage}`]: {
    url: `${verified}?${search}&sort=asc&limit=12&page=${deepSearchPage}`,
    init: signedIn,
  },
  // A new filter set each time has no total kept: the cost of the first look at a deep page.
  [`search '${search.slice(7)}' + asc, offset page ${deepSearchPage}, a new filter set each time`]: {
    url: (request) =>
      `${verified}?${search}&maxPrice=${900_000_000 - request}&sort=asc&limit=12&page=${deepSearchPage}`,
    init: signedIn,
  },
  [`search '${search.slice(7)}' + asc, keyset page ${deepSearchPage}`]: {
    url: `${verified}?${search}&sort=asc&limit=12&cursor=${deepSearchCursor}`,
    init: signedIn,
  },
  // A misspelled city finds nothing as typed and is searched again as the place it names.
  "search 'Seattel' (a typo: read as Seattle, WA), page 1": {
    url: `${verified}?search=Seattel&sort=asc&limit=12`,
    init: signedIn,
  },
  "place suggestions for 'seatl'": { url: '/api/places/suggest?q=seatl', init: signedIn },
  // Filters: each alone and in the combinations the filter bar makes, and the map's box.
  'filter rent, newest': { url: `${verified}?listingType=rent&limit=12`, init: signedIn },
  'filter rent + minPrice 9000, newest': {
    url: `${verified}?listingType=rent&minPrice=9000&limit=12`,
    init: signedIn,
  },
  'filter Villa, price asc': { url: `${verified}?category=Villa&sort=asc&limit=12`, init: signedIn },
  'filter sale, 500k-600k, 3+ beds, newest': {
    url: `${verified}?listingType=sale&minPrice=500000&maxPrice=600000&minBeds=3&limit=12`,
    init: signedIn,
  },
  'filter minPrice 2.9M, price desc': {
    url: `${verified}?minPrice=2900000&sort=desc&limit=12`,
    init: signedIn,
  },
  'filter minPrice 2.9M, price asc': {
    url: `${verified}?minPrice=2900000&sort=asc&limit=12`,
    init: signedIn,
  },
  'filter minPrice 100k + n, a new total each time': {
    url: (request) => `${verified}?minPrice=${100_000 + request}&limit=12`,
    init: signedIn,
  },
  'filter 2+ baths, Apartment, newest': {
    url: `${verified}?minBaths=2&category=Apartment&limit=12`,
    init: signedIn,
  },
  "filter search 'seattl' + rent + 2+ beds": {
    url: `${verified}?${search}&listingType=rent&minBeds=2&limit=12`,
    init: signedIn,
  },
  // The property record's filters, alone and with the others, and the order by price per area.
  'filter 1,500+ sq ft, newest': { url: `${verified}?minArea=1500&limit=12`, init: signedIn },
  'filter 1,200-1,600 sq ft, price asc': {
    url: `${verified}?minArea=1200&maxArea=1600&sort=asc&limit=12`,
    init: signedIn,
  },
  'filter garden + garage, newest': { url: `${verified}?features=garden,garage&limit=12`, init: signedIn },
  'filter pool + fireplace + elevator, price asc': {
    url: `${verified}?features=pool,fireplace,elevator&sort=asc&limit=12`,
    init: signedIn,
  },
  'filter built 2015+, 3+ beds, newest': {
    url: `${verified}?minYear=2015&minBeds=3&limit=12`,
    init: signedIn,
  },
  'filter rent, available within 30 days': {
    url: `${verified}?listingType=rent&availableBy=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}&limit=12`,
    init: signedIn,
  },
  'price per area, page 1': { url: `${verified}?sort=pricePerArea&limit=12`, init: signedIn },
  "price per area, search 'seattl' + garden": {
    url: `${verified}?${search}&features=garden&sort=pricePerArea&limit=12`,
    init: signedIn,
  },
  'open house within 7 days': { url: `${verified}?openHouseWithinDays=7&limit=12`, init: signedIn },
  // What the map asks: its 100 first results as pins.
  'map box (central Austin), 100 pins': {
    url: `${verified}/pins?bbox=-97.80,30.22,-97.70,30.32&limit=100`,
    init: signedIn,
  },
  'map box + rent, newest': {
    url: `${verified}?bbox=-97.80,30.22,-97.70,30.32&listingType=rent&limit=12`,
    init: signedIn,
  },
  // A drawn area: an L over central Austin inside the box above (the box then the shape), and one over most of
  // the country (a wide box, asked by ranges).
  'drawn area (central Austin, an L), 100 pins': {
    url: `${verified}/pins?area=${drawnArea([30.22, -97.8], [30.22, -97.7], [30.26, -97.7], [30.26, -97.76], [30.32, -97.76], [30.32, -97.8])}&limit=100`,
    init: signedIn,
  },
  'drawn area (central Austin, an L) + rent, newest': {
    url: `${verified}?area=${drawnArea([30.22, -97.8], [30.22, -97.7], [30.26, -97.7], [30.26, -97.76], [30.32, -97.76], [30.32, -97.8])}&listingType=rent&limit=12`,
    init: signedIn,
  },
  'map box (most of the country), newest': {
    url: `${verified}?bbox=-125,25,-70,49&limit=12`,
    init: signedIn,
  },
  'drawn area (most of the country), newest': {
    url: `${verified}?area=${drawnArea([25, -125], [25, -70], [49, -100])}&limit=12`,
    init: signedIn,
  },
  'portal feed, first page of 100': { url: '/api/feed/properties?$top=100', init: feedKey },
  [DEEP_FEED_CASE]: { url: deepFeedLink, init: feedKey },
  'portal feed, changes of the last day': {
    url: `/api/feed/properties?$top=100&modifiedSince=${new Date(Date.now() - 86_400_000).toISOString()}`,
    init: feedKey,
  },
  'portal feed, active homes over a price in one city, counted': {
    url: `/api/feed/Property?$top=100&$count=true&$filter=${encodeURIComponent("StandardStatus eq 'Active' and PropertyType eq 'Residential' and ListPrice ge 250000 and City in ('Austin','Round Rock') and BedroomsTotal ge 3")}`,
    init: feedKey,
  },
  'portal feed, by price, highest first': {
    url: `/api/feed/Property?$top=100&$orderby=${encodeURIComponent('ListPrice desc')}`,
    init: feedKey,
  },
  'admin list, first page': { url: '/api/properties?limit=12', init: admin },
  'admin list, pending': { url: '/api/properties?status=pending&limit=12', init: admin },
  "agent's own list, first page": {
    url: '/api/properties/agent?email=agent%40example.com&limit=12',
    init: agent,
  },
}

/** An `area` parameter of [latitude, longitude] corners. */
function drawnArea(...corners: [number, number][]) {
  return encodeURIComponent(
    encodeSearchArea(corners.map(([latitude, longitude]) => ({ latitude, longitude }))),
  )
}

const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening))
})
// Connections that wait for the slowest of a case must still be open for the next one.
;(server as Server).keepAliveTimeout = 600_000
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

// The load generator runs on a thread of its own, so the requests it makes and the answers it reads do not
// share an event loop with the app it measures (on one loop, the client's work would be charged to every case,
// the trivial one included).
const loadGenerator = new Worker(
  `const { parentPort } = require('node:worker_threads')
  const { readFileSync } = require('node:fs')
  const threadCpuNs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0])
  parentPort.on('message', async ({ origin, paths, headers, connections }) => {
    const cpuBefore = threadCpuNs()
    const timings = []
    let bytes = 0
    let sent = 0
    let failure
    const connection = async () => {
      while (sent < paths.length && !failure) {
        const path = paths[sent++]
        const begun = performance.now()
        const response = await fetch(origin + path, { headers })
        const body = await response.arrayBuffer()
        if (!response.ok) failure = path + ' answered ' + response.status
        bytes = body.byteLength
        timings.push(performance.now() - begun)
      }
    }
    await Promise.all(Array.from({ length: Math.min(connections, paths.length) }, connection))
    parentPort.postMessage({ timings, bytes, failure, cpuNs: threadCpuNs() - cpuBefore })
  })`,
  { eval: true },
)

/**
 * Sends `count` requests, `connections` in flight at once; each one's time, the last body's size and the CPU time
 * (ns) of the app: this process's but the load generator's thread (the CPU time of an embedded database is in it).
 */
async function send(url: Case['url'], init: RequestInit | undefined, count: number) {
  const paths = Array.from({ length: count }, (_, request) => (typeof url === 'string' ? url : url(request)))
  const headers = Object.fromEntries(new Headers(init?.headers).entries())
  const answer = new Promise<{ timings: number[]; bytes: number; failure?: string; cpuNs: number }>(
    (resolve) => loadGenerator.once('message', resolve),
  )
  const processCpu = process.cpuUsage()
  loadGenerator.postMessage({ origin, paths, headers, connections })
  const { timings, bytes, failure, cpuNs } = await answer
  const { user, system } = process.cpuUsage(processCpu)
  if (failure) throw new Error(failure)
  return { timings, bytes, appCpuNs: (user + system) * 1000 - cpuNs }
}

// The CPU time of a PostgreSQL server on this machine: its backends serving the bench's database, read from
// /proc (none when the server runs elsewhere), so a case's work per request shows beside its timings.
async function databaseBackends(): Promise<number[]> {
  if (database.kind !== 'postgres') return []
  const backends = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )
  return (backends as unknown as { rows: { pid: number }[] }).rows.map((row) => Number(row.pid))
}
function cpuNsOf(pids: number[]): Map<number, number> {
  const used = new Map<number, number>()
  for (const pid of pids) {
    try {
      used.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]))
    } catch {
      // A backend that has ended, or a server elsewhere: its time is not seen.
    }
  }
  return used
}
/** The CPU time the backends alive at both readings used in between (an idle one the pool closed is left out). */
function cpuNsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, ns] of after) total += ns - (before.get(pid) ?? ns)
  return total
}

const rows = []
for (const [name, { url, init }] of Object.entries(cases)) {
  if (skipped?.test(name)) continue
  // Opens the connections and warms the plan caches, unmeasured (and apart from the measured requests).
  await send(typeof url === 'string' ? url : (request) => url(requests + request), init, connections)
  const backends = await databaseBackends()
  const databaseCpuBefore = cpuNsOf(backends)
  started = performance.now()
  const { timings, bytes, appCpuNs } = await send(url, init, requests)
  const elapsed = performance.now() - started
  const databaseCpuNs = cpuNsBetween(databaseCpuBefore, cpuNsOf(backends))
  timings.sort((a, b) => a - b)
  const at = (q: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(1)
  rows.push({
    case: name,
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'p99 ms': at(0.99),
    'req/s': Math.round((requests * 1000) / elapsed),
    'page KB': (bytes / 1024).toFixed(1),
    'app CPU µs': Math.round(appCpuNs / requests / 1000),
    ...(database.kind === 'postgres' ? { 'db CPU µs': Math.round(databaseCpuNs / requests / 1000) } : {}),
  })
}
// Beside the trivial route of the same run, so machines and loads compare: throughput as a share of the health
// route's, and the median as a multiple of its median.
const health = rows[0]?.['req/s'] ?? 1
const healthP50 = Number(rows[0]?.['p50 ms'] ?? 1) || 1
for (const row of rows) {
  Object.assign(row, {
    'vs health': `${Math.round((row['req/s'] / health) * 100)} %`,
    'p50 × health': `${(Number(row['p50 ms']) / healthP50).toFixed(1)}`,
  })
}
console.log(
  `${database.kind}, ${listings} listings, ${connections} connection${connections === 1 ? '' : 's'}, ${requests} requests per case`,
)
console.table(rows)
server.close()
await loadGenerator.terminate()
await database.close()
await rm(dataDir, { recursive: true, force: true })
