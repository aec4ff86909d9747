import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/config/config.ts'
import { openDatabase } from '../src/db/client.ts'
import { createLogger } from '../src/http/logger.ts'
import { createMailer } from '../src/mail/mailer.ts'
import { addSyntheticProperties, clearDatabase, seedDemoData } from '../src/seed/seed.ts'
import { createLocalStorage } from '../src/storage/local-storage.ts'

// Public listing endpoints against a large data set, in process (no network noise): a fresh in-memory PGlite,
// or the PostgreSQL database of BENCH_DATABASE_URL (which is wiped and reseeded).

const { values } = parseArgs({
  options: { properties: { type: 'string', default: '20000' }, requests: { type: 'string', default: '50' } },
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
const cases = {
  'advertised, first page': '/api/properties/advertised',
  'rent, first page': '/api/properties/rent?limit=12',
  'rent, one category': '/api/properties/rent?category=Villa&limit=12',
  [`rent, page ${lastPage}`]: `/api/properties/rent?limit=12&page=${lastPage}`,
  'latest reviews': '/api/reviews/latest',
  'featured agents': '/api/agents/featured',
}

const rows = []
for (const [name, url] of Object.entries(cases)) {
  const timings: number[] = []
  for (let i = 0; i < requests; i++) {
    started = performance.now()
    const response = await app.request(url)
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
console.table(rows)
await database.close()
await rm(dataDir, { recursive: true, force: true })
