// `npm run bench:cluster`: the All Properties search through HAProxy, two instances against one, on one
// PostgreSQL database with demo data plus LISTINGS synthetic listings; and each instance's start-to-ready.
// Loopback only, bounded by BENCH_SECONDS per measurement. The load generator shares the machine's cores, so
// each measurement also says where the CPU went.
import os from 'node:os'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.ts'
import { addSyntheticProperties } from '../src/seed/seed.ts'
import {
  createDatabase,
  DEFAULT_TEST_POSTGRES_URL,
  dropDatabase,
  uniqueDatabaseName,
  urlForDatabase,
} from '../src/test/postgres.ts'
import { startCluster } from './cluster.ts'
import { cpuDuring, describeCpu } from './cpu.ts'

const listings = Number(process.env.LISTINGS ?? 20_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const concurrency = Number(process.env.CONCURRENCY ?? 16)
const adminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL
const name = uniqueDatabaseName('keyhaven_bench_cluster')
const databaseUrl = urlForDatabase(adminUrl, name)

await createDatabase(adminUrl, name)
const cluster = await startCluster({
  databaseUrl,
  env: { SEED_DEMO_DATA: 'true', SIGN_IN_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
})
try {
  console.log(
    `start to ready (spawn → /api/ready 200, both at once on an empty database): ${cluster.instances.map((i) => `${i.name} ${i.readyMs} ms`).join(', ')}`,
  )
  const database = openDatabase({ url: databaseUrl })
  await addSyntheticProperties(database.db, listings)
  await database.db.execute(sql`ANALYZE`)
  await database.close()

  // A restart on the now-populated database: the figure an operator sees on every deploy.
  await cluster.stop(1)
  await cluster.start(1)
  console.log(`start to ready on restart (database migrated and seeded): ${cluster.instances[1]?.readyMs} ms`)
  await cluster.balancerSeesAll()

  const signIn = await fetch(`${cluster.balancerUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl },
    body: JSON.stringify({ email: 'user@example.com', password: 'demo1234' }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const jwt = await fetch(`${cluster.balancerUrl}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: cluster.balancerUrl, Cookie: cookie },
    body: JSON.stringify({ email: 'user@example.com' }),
  })
  const { token } = (await jwt.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const searches = ['Austin', 'Oak Street', 'Denver', 'Villa', 'Lake', 'Miami', 'Park Lane', 'Seattle']

  async function measure(baseUrl: string) {
    const statuses = new Map<number, number>()
    const deadline = performance.now() + seconds * 1000
    let done = 0
    await Promise.all(
      Array.from({ length: concurrency }, async (_, n) => {
        for (let i = n; performance.now() < deadline; i += concurrency) {
          const search = searches[i % searches.length] as string
          const response = await fetch(
            `${baseUrl}/api/properties/verified?search=${encodeURIComponent(search)}&sort=asc&limit=12`,
            { headers },
          )
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          done++
        }
      }),
    )
    return { rps: done / seconds, statuses: Object.fromEntries(statuses) }
  }

  await measure(cluster.balancerUrl) // warm-up of both instances' pools and plans
  const pids = Object.fromEntries(cluster.instances.map((i) => [i.name, i.process?.pid ?? 0]))
  const one = await cpuDuring(() => measure(cluster.singleUrl), pids)
  const two = await cpuDuring(() => measure(cluster.balancerUrl), pids)
  console.log(
    `All Properties search, ${concurrency} clients, ${seconds} s each, ${listings} synthetic listings, ${os.availableParallelism()} cores:`,
  )
  for (const [label, { result, cpu }] of [
    ['one instance behind HAProxy: ', one],
    ['two instances behind HAProxy:', two],
  ] as const) {
    console.log(`  ${label} ${result.rps.toFixed(1)} req/s ${JSON.stringify(result.statuses)}`)
    console.log(`    ${describeCpu(cpu)}`)
  }
  console.log(`  ratio: ${(two.result.rps / one.result.rps).toFixed(2)}x`)
} finally {
  await cluster.close()
  await dropDatabase(adminUrl, name)
}
