import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Logger } from '../http/logger.ts'
import type { Database } from './client.ts'
import * as schema from './schema.ts'

// PostgreSQL streaming replicas for the reads that may lag (DATABASE_READ_URLS). Each replica's lag is read
// every few seconds; one that is down or too far behind is skipped until it recovers, and a query it fails with
// a connection error runs again on the primary. See docs/decisions/0010-read-replicas.md.

/** How often each replica's lag is read. */
export const REPLICA_CHECK_INTERVAL_MS = 2_000

export type ReplicaState = 'in_use' | 'lagging' | 'down'

export interface ReplicaStatus {
  /** host:port/database of its URL (never the user or password). */
  name: string
  state: ReplicaState
  /** Milliseconds behind the primary at the last check; null when down or not known. */
  lagMs: number | null
  /** Queries of the reads that may lag that it answered. */
  reads: number
}

/** What one check reads on a replica. */
export interface LagReading {
  inRecovery: boolean
  /** A WAL receiver runs and has replayed everything it received: an idle primary leaves nothing to replay. */
  caughtUp: boolean
  /** Since the last transaction it replayed was committed on the primary; null before the first one. */
  replayAgeMs: number | null
}

/**
 * A replica's state from its last check (undefined: it could not be reached). A server not in recovery (the
 * primary itself, as some managed reader endpoints are) is up to date. Otherwise the lag is the age of the last
 * transaction replayed, unless nothing received waits to be replayed: on an idle primary that age grows
 * while the replica is fully caught up.
 */
export function judgeReplica(
  reading: LagReading | undefined,
  maxLagMs: number,
): { state: ReplicaState; lagMs: number | null } {
  if (!reading) return { state: 'down', lagMs: null }
  if (!reading.inRecovery || reading.caughtUp) return { state: 'in_use', lagMs: 0 }
  const lagMs = reading.replayAgeMs === null ? null : Math.max(0, Math.round(reading.replayAgeMs))
  return { state: lagMs !== null && lagMs <= maxLagMs ? 'in_use' : 'lagging', lagMs }
}

const LAG_QUERY = `select pg_is_in_recovery() as "inRecovery",
  coalesce(pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn(), false)
    and exists (select from pg_stat_wal_receiver) as "caughtUp",
  (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8 as "replayAgeMs"`

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // The server shut down, crashed, is starting or stopping, or has no connection slot left.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // On a hot standby a read-only query is cancelled when the WAL it must replay conflicts with it.
  '40001',
])

/** Whether a replica failed a query for want of a working connection, so the primary may answer it instead. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true
  // node-postgres' own messages for a socket that closed, or a pool that found no connection in time.
  return /^Connection terminated|timeout exceeded when trying to connect|not queryable/.test(error.message)
}

/** The part of a pg.Pool that Drizzle's node-postgres driver calls for a query outside a transaction. */
interface Queryable {
  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult>
}

/**
 * A Drizzle database over `client` that refuses transactions: Drizzle would run BEGIN and the statements after
 * it on whichever connections the client picks, and a replica takes no writes or row locks anyway.
 */
function readOnlyDatabase(client: Queryable): Database {
  const db = drizzle({ client: client as unknown as pg.Pool, schema }) as unknown as Database
  db.transaction = () => Promise.reject(new Error('A transaction runs on the primary, not on a read handle'))
  return db
}

export interface ReadReplicas {
  /** The database for one request's reads that may lag: the replicas in use in turn, else the primary. */
  pick(): Database
  /** The primary, for a request whose reads must see the newest data; counted among the reads it answers. */
  primary: Database
  /** Reads every replica's lag now (also done every REPLICA_CHECK_INTERVAL_MS, or checkIntervalMs). */
  checkNow(): Promise<void>
  status(): { primaryReads: number; replicas: ReplicaStatus[] }
  close(): Promise<void>
}

function replicaName(url: string): string {
  const { hostname, port, pathname } = new URL(url)
  return `${hostname}:${port || '5432'}${pathname}`
}

export function openReplicas(options: {
  urls: string[]
  /** The primary's pool: it answers when no replica can. */
  primaryPool: pg.Pool
  maxLagMs: number
  logger: Logger
  /** Each replica's statements are cancelled after this long (public reads only go there). */
  statementTimeoutMs?: number
  /** How often every replica's lag is read (a test that decides when replicas are checked sets it far out). */
  checkIntervalMs?: number
}): ReadReplicas {
  const { primaryPool, maxLagMs, logger } = options
  let primaryReads = 0
  const onPrimary: Queryable = {
    query(config, values) {
      primaryReads++
      return primaryPool.query(config, values)
    },
  }
  const primary = readOnlyDatabase(onPrimary)

  const replicas = options.urls.map((url) => {
    const name = replicaName(url)
    // A stopped or unreachable replica must fail fast: its queries then go to the primary.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 2_000,
      ...(options.statementTimeoutMs && { statement_timeout: options.statementTimeoutMs }),
    })
    const replica = {
      name,
      pool,
      state: 'down' as ReplicaState,
      lagMs: null as number | null,
      reads: 0,
      checked: false,
    }
    const setState = (next: { state: ReplicaState; lagMs: number | null }, reason?: string) => {
      const changed = !replica.checked || next.state !== replica.state
      replica.checked = true
      replica.state = next.state
      replica.lagMs = next.lagMs
      if (!changed) return
      if (next.state === 'in_use') logger.info('read replica in use', { replica: name, lagMs: next.lagMs })
      else logger.warn('read replica out of use', { replica: name, ...next, ...(reason && { reason }) })
    }
    pool.on('error', (error) => setState({ state: 'down', lagMs: null }, error.message))
    const db = readOnlyDatabase({
      async query(config, values) {
        try {
          const result = await pool.query(config, values)
          replica.reads++
          return result
        } catch (error) {
          if (!isConnectionFailure(error)) throw error
          setState({ state: 'down', lagMs: null }, (error as Error).message)
          return onPrimary.query(config, values)
        }
      },
    })
    return {
      replica,
      db,
      async check() {
        try {
          const { rows } = await pool.query<LagReading>(LAG_QUERY)
          setState(judgeReplica(rows[0], maxLagMs))
        } catch (error) {
          setState(judgeReplica(undefined, maxLagMs), (error as Error).message)
        }
      },
    }
  })

  let checking: Promise<void> | undefined
  const checkNow = () => {
    checking ??= Promise.all(replicas.map(({ check }) => check())).then(() => {
      checking = undefined
    })
    return checking
  }
  void checkNow()
  const timer = setInterval(checkNow, options.checkIntervalMs ?? REPLICA_CHECK_INTERVAL_MS)
  timer.unref()

  let turn = 0
  return {
    pick() {
      const inUse = replicas.filter(({ replica }) => replica.state === 'in_use')
      if (inUse.length === 0) return primary
      turn = (turn + 1) % inUse.length
      return (inUse[turn] as (typeof inUse)[number]).db
    },
    primary,
    checkNow,
    status: () => ({
      primaryReads,
      replicas: replicas.map(({ replica: { name, state, lagMs, reads } }) => ({ name, state, lagMs, reads })),
    }),
    async close() {
      clearInterval(timer)
      await checking
      await Promise.all(replicas.map(({ replica }) => replica.pool.end()))
    },
  }
}
