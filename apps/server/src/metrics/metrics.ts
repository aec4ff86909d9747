import { timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseHandle } from '../db/client.ts'
import { offers, payments } from '../db/schema.ts'
import { ApiError, sendError } from '../http/errors.ts'
import type { RequestObserver } from '../http/request-log.ts'

export type JobOutcome = 'succeeded' | 'failed' | 'skipped'

/** This instance's Prometheus registry and the instruments the rest of the server feeds. */
export interface Metrics {
  registry: Registry
  observeRequest: RequestObserver
  countJobRun(job: string, outcome: JobOutcome): void
}

/**
 * Request count and latency by route pattern and status, database pool use, job runs, Node's own process
 * metrics, and offers and payments as recorded in the database (the same figures on every instance, so take
 * max(), not sum(), across instances).
 */
export function createMetrics(database: Pick<DatabaseHandle, 'db' | 'poolStats' | 'replicas'>): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'keyhaven_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'keyhaven_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobRuns = new Counter({
    name: 'keyhaven_job_runs_total',
    help: 'Runs of periodic jobs on this instance: succeeded, failed, or skipped (another instance had it)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'keyhaven_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats()
      if (!stats) return
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value)
    },
  })
  const replicas = database.replicas
  if (replicas) {
    new Counter({
      name: 'keyhaven_db_reads_total',
      help: 'Queries of the reads that may lag (public lists, details, reviews), by the database that answered: primary or a replica (host:port/database)',
      labelNames: ['database'] as const,
      registers: [registry],
      collect() {
        const status = replicas.status()
        this.reset()
        this.inc({ database: 'primary' }, status.primaryReads)
        for (const replica of status.replicas) this.inc({ database: replica.name }, replica.reads)
      },
    })
    new Gauge({
      name: 'keyhaven_db_replica_in_use',
      help: 'Whether a read replica takes reads (1), or is down or lagging too far and skipped (0), at its last check',
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        for (const { name, state } of replicas.status().replicas)
          this.set({ replica: name }, state === 'in_use' ? 1 : 0)
      },
    })
    new Gauge({
      name: 'keyhaven_db_replica_lag_seconds',
      help: "A read replica's lag behind the primary at its last check (absent while it is down)",
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        this.reset()
        for (const { name, lagMs } of replicas.status().replicas)
          if (lagMs !== null) this.set({ replica: name }, lagMs / 1000)
      },
    })
  }
  new Gauge({
    name: 'keyhaven_offers',
    help: 'Offers in the database, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: offers.status, n: sql<number>`count(*)::int` })
        .from(offers)
        .groupBy(offers.status)
        .catch(() => [])
      this.reset()
      for (const row of rows) this.set({ status: row.status }, row.n)
    },
  })
  const paymentTotals = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .catch(() => [])
    return row
  }
  new Gauge({
    name: 'keyhaven_payments',
    help: 'Card payments recorded in the database',
    registers: [registry],
    async collect() {
      const row = await paymentTotals()
      if (row) this.set(row.n)
    },
  })
  new Gauge({
    name: 'keyhaven_payments_amount',
    help: 'Sum of the card payments recorded in the database, in the configured currency',
    registers: [registry],
    async collect() {
      const row = await paymentTotals()
      if (row) this.set(Number(row.amount))
    },
  })
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    countJobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format, only for `Authorization: Bearer <METRICS_TOKEN>`: the offer and
 * payment totals are the business's own. Without a token it is closed, unless opened on purpose (`isPublic`).
 */
export function createMetricsRoutes(
  metrics: Metrics,
  access: { token: string | undefined; isPublic: boolean },
) {
  const { token, isPublic } = access
  return new Hono().get('/', async (c) => {
    if (!isPublic) {
      const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1]
      if (!token || !given || !sameSecret(given, token)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"')
        return sendError(
          c,
          new ApiError(
            401,
            token
              ? 'The metrics need Authorization: Bearer <METRICS_TOKEN>'
              : 'The metrics are closed: set METRICS_TOKEN and send it as Authorization: Bearer, or set METRICS_PUBLIC=true',
          ),
        )
      }
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType })
  })
}
