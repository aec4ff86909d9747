// `npm run bench:cluster`: the All Properties search through HAProxy, two instances against one, on one
// PostgreSQL database with demo data plus LISTINGS synthetic listings; and each instance's start-to-ready. Then
// the same search by two instances on a primary of its own, without and with a streaming replica of it for the
// reads (DATABASE_READ_URLS), with the CPU each process used per request. Loopback only, bounded by
// BENCH_SECONDS per measurement. The load generator shares the machine's cores, so each measurement also says
// where the CPU went.
import os from 'node:os'
import { sql } from 'drizzle-orm'
import { type Database, openDatabase } from '../src/db/client.ts'
import { addSyntheticProperties } from '../src/seed/seed.ts'
import {
  createDatabase,
  DEFAULT_TEST_POSTGRES_URL,
  dropDatabase,
  uniqueDatabaseName,
  urlForDatabase,
} from '../src/test/postgres.ts'
import { type Cluster, startCluster, waitFor } from './cluster.ts'
import { cpuDuring, describeCpu, describeCpuPerRequest } from './cpu.ts'
import { startReplicatedPostgres } from './replication.ts'

const listings = Number(process.env.LISTINGS ?? 20_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const concurrency = Number(process.env.CONCURRENCY ?? 16)
const adminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL
const name = uniqueDatabaseName('keyhaven_bench_cluster')
const databaseUrl = urlForDatabase(adminUrl, name)
const searches = ['Austin', 'Oak Street', 'Denver', 'Villa', 'Lake', 'Miami', 'Park Lane', 'Seattle']

/** Bearer headers of the demo buyer, signed in through `baseUrl`. */
async function signedIn(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email: 'user@example.com', password: 'demo1234' }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const jwt = await fetch(`${baseUrl}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
    body: JSON.stringify({ email: 'user@example.com' }),
  })
  const { token } = (await jwt.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

/** CONCURRENCY clients searching All Properties through `baseUrl` for BENCH_SECONDS. */
async function measure(baseUrl: string, headers: Record<string, string>) {
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

async function addListings(db: Database) {
  await addSyntheticProperties(db, listings)
  await db.execute(sql`ANALYZE`)
}

await createDatabase(adminUrl, name)
const cluster = await startCluster({
  databaseUrl,
  env: {
    SEED_DEMO_DATA: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    SEARCH_RATE_LIMIT: '1000000',
    SEARCH_RATE_LIMIT_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
  },
})
try {
  console.log(
    `start to ready (spawn → /api/ready 200, both at once on an empty database): ${cluster.instances.map((i) => `${i.name} ${i.readyMs} ms`).join(', ')}`,
  )
  const database = openDatabase({ url: databaseUrl })
  await addListings(database.db)
  await database.close()

  // A restart on the now-populated database: the figure an operator sees on every deploy.
  await cluster.stop(1)
  await cluster.start(1)
  console.log(`start to ready on restart (database migrated and seeded): ${cluster.instances[1]?.readyMs} ms`)
  await cluster.balancerSeesAll()

  const headers = await signedIn(cluster.balancerUrl)
  await measure(cluster.balancerUrl, headers) // warm-up of both instances' pools and plans
  const pids = Object.fromEntries(cluster.instances.map((i) => [i.name, i.process?.pid ?? 0]))
  const one = await cpuDuring(() => measure(cluster.singleUrl, headers), pids)
  const two = await cpuDuring(() => measure(cluster.balancerUrl, headers), pids)
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

// Two instances on a primary of their own, then the same two reading from a streaming replica of it.
const replicated = await startReplicatedPostgres()
const clusters: Cluster[] = []
try {
  await createDatabase(replicated.primary.url('postgres'), 'keyhaven')
  const benchEnv = {
    SEED_DEMO_DATA: 'true',
    SIGN_IN_RATE_LIMIT: '1000',
    // One signed-in person makes every search of the load.
    SEARCH_RATE_LIMIT: '1000000',
    SEARCH_RATE_LIMIT_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'warn',
  }
  const run = async (label: string, env: Record<string, string>) => {
    const cluster = await startCluster({ databaseUrl: replicated.primary.url('keyhaven'), env })
    clusters.push(cluster)
    const headers = await signedIn(cluster.balancerUrl)
    return { label, cluster, headers }
  }
  const primaryOnly = await run('two instances, primary only:   ', benchEnv)
  const database = openDatabase({ url: replicated.primary.url('keyhaven') })
  await addListings(database.db)
  await database.close()
  await replicated.replicaCaughtUp()
  const measureRun = async ({ label, cluster, headers }: Awaited<ReturnType<typeof run>>) => {
    await measure(cluster.balancerUrl, headers) // warm-up of the pools and plans
    const processes = {
      ...Object.fromEntries(cluster.instances.map((i) => [i.name, i.process?.pid ?? 0])),
      primary: await replicated.primary.pids(),
      replica: await replicated.replica.pids(),
    }
    const measured = await cpuDuring(() => measure(cluster.balancerUrl, headers), processes)
    clusters.splice(clusters.indexOf(cluster), 1)
    await cluster.close()
    return { label, ...measured }
  }
  const results = [await measureRun(primaryOnly)]
  const replicaReads = await run('two instances, replica reads:  ', {
    ...benchEnv,
    DATABASE_READ_URLS: replicated.replica.url('keyhaven'),
  })
  await waitFor(
    async () => {
      const ready = (await (await fetch(`${replicaReads.cluster.balancerUrl}/api/ready`)).json()) as {
        readReplicas?: { replicas: { state: string }[] }
      }
      return ready.readReplicas?.replicas[0]?.state === 'in_use'
    },
    'the replica in use',
    60_000,
  )
  results.push(await measureRun(replicaReads))
  console.log(
    `All Properties search on a primary of its own and its streaming replica, ${concurrency} clients, ${seconds} s each, ${listings} synthetic listings:`,
  )
  for (const { label, result, cpu } of results) {
    console.log(`  ${label} ${result.rps.toFixed(1)} req/s ${JSON.stringify(result.statuses)}`)
    console.log(`    cores: ${describeCpu(cpu, 'balancer and rest')}`)
    console.log(`    CPU per request: ${describeCpuPerRequest(cpu, result.rps)}`)
  }
} finally {
  for (const cluster of clusters) await cluster.close()
  await replicated.close()
}
