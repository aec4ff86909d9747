import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { createLogger } from '../src/http/logger.ts'
import { createMailer } from '../src/mail/mailer.ts'
import { addSyntheticProperties, clearDatabase, seedDemoData } from '../src/seed/seed.ts'
import { createLocalStorage } from '../src/storage/local-storage.ts'
import { signIn } from '../src/test/auth-helpers.ts'

// Listing endpoints (the public ones, and All Properties for a signed-in caller) against a large data set, in
// process (no network noise): a fresh in-memory PGlite, or the PostgreSQL database of BENCH_DATABASE_URL (which
// is wiped and reseeded). `--no-analyze` skips gathering planner statistics after the bulk load.

const { values } = parseArgs({
  options: {
    properties: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '50' },
    'no-analyze': { type: 'boolean', default: false },
  },
})
const listings = Number(values.properties)
const requests = Number(values.requests)

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-bench-'))
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = openDatabase(databaseUrl ? { url: databaseUrl } : { inMemory: true })
await database.migrate()
const storage = createLocalStorage(path.join(dataDir, 'uploads'))
await clearDatabase(database.db)
await seedDemoData(database.db, storage)
let started = performance.now()
await addSyntheticProperties(database.db, listings)
console.log(
  `${database.kind}: inserted ${listings} listings in ${Math.round(performance.now() - started)} ms`,
)
// Planner statistics and the visibility map for the bulk load, as autovacuum would make them on a server.
// PGlite runs no autovacuum at all, and a server's may not have reached the table yet: without statistics
// every plan is a guess.
if (!values['no-analyze']) await database.db.execute(sql`VACUUM ANALYZE`)

const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
const logger = createLogger('silent')
const app = createApp({
  config,
  database,
  storage,
  logger,
  secret: 'bench-secret-bench-secret-bench-secret',
  mailer: createMailer(undefined, config.mailFrom, logger),
})
const lastPage = Math.max(1, Math.floor(listings / 3 / 12))

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
// Halfway down each list: OFFSET of about half the rows.
const deepPage = Math.max(2, Math.floor(verifiedTotal / 12 / 2))
const deepSearchPage = Math.max(2, Math.floor(searchTotal / 12 / 2))
const deepCursor = await cursorAfter(`${verified}?sort=asc&limit=12&page=${deepPage - 1}`)
const deepSearchCursor = await cursorAfter(
  `${verified}?${search}&sort=asc&limit=12&page=${deepSearchPage - 1}`,
)

type Case = { url: string; init?: RequestInit }
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
  [`search '${search.slice(7)}' + asc, offset page ${deepSearchPage}`]: {
    url: `${verified}?${search}&sort=asc&limit=12&page=${deepSearchPage}`,
    init: signedIn,
  },
  [`search '${search.slice(7)}' + asc, keyset page ${deepSearchPage}`]: {
    url: `${verified}?${search}&sort=asc&limit=12&cursor=${deepSearchCursor}`,
    init: signedIn,
  },
  'admin list, first page': { url: '/api/properties?limit=12', init: admin },
  'admin list, pending': { url: '/api/properties?status=pending&limit=12', init: admin },
  "agent's own list, first page": {
    url: '/api/properties/agent?email=agent%40example.com&limit=12',
    init: agent,
  },
}

const rows = []
for (const [name, { url, init }] of Object.entries(cases)) {
  const timings: number[] = []
  for (let i = 0; i < requests; i++) {
    started = performance.now()
    const response = await app.request(url, init)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    await response.arrayBuffer()
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  const at = (q: number) =>
    (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(1)
  const total = timings.reduce((sum, t) => sum + t, 0)
  rows.push({
    case: name,
    'p50 ms': at(0.5),
    'p95 ms': at(0.95),
    'req/s': Math.round((requests * 1000) / total),
  })
}
console.log(`${verifiedTotal} listings in All Properties, ${searchTotal} of them match '${search.slice(7)}'`)
console.table(rows)
await database.close()
await rm(dataDir, { recursive: true, force: true })
