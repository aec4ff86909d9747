import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type Logger as DrizzleLogger, sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsFolder } from '../config/paths.ts'
import type { Logger } from '../http/logger.ts'
import { withParsersOnTheClient } from './embedded-parsers.ts'
import { openReplicas, type ReadReplicas } from './replicas.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** A Drizzle transaction; queries that lock rows take one, so they run only inside it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Applies the migrations this build has not. `currency` is the deployment's CURRENCY, which the migration
   * giving listings a currency reads (as the setting keyhaven.currency) for the listings already there.
   */
  migrate(settings?: MigrationSettings): Promise<void>
  ping(): Promise<boolean>
  /** Whether the newest migration of this build has been applied to the database. */
  isMigrated(): Promise<boolean>
  /**
   * Runs `task` while holding the cluster-wide lock `name` (a PostgreSQL advisory lock held by one pooled
   * connection): with `wait`, after whoever holds it is done; without, only if nobody holds it (else
   * `{ ran: false }`). The embedded database belongs to one process, so there the lock is held in memory.
   */
  withLock<T>(name: string, options: { wait: boolean }, task: () => Promise<T>): Promise<LockOutcome<T>>
  /** Connections of the pool (PostgreSQL server only). */
  poolStats(): { total: number; idle: number; waiting: number } | undefined
  /** Streaming replicas for the reads that may lag, when opened with some (PostgreSQL server only). */
  replicas: ReadReplicas | undefined
  /**
   * The primary for the public reads that may lag (lists, search, details): its statements are cancelled after
   * `publicReadTimeoutMs` when opened with one (PostgreSQL server only; PGlite has no statement timeout).
   */
  publicReads: Database
  close(): Promise<void>
}

export interface MigrationSettings {
  currency?: string
}

export type LockOutcome<T> = { ran: true; result: T } | { ran: false }

/** `when` of the newest migration in the journal: drizzle records it as the applied migration's created_at. */
const newestMigration = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
).entries.reduce((newest, entry) => Math.max(newest, entry.when), 0)

export type DatabaseLocation =
  | {
      url: string
      readReplicas?: { urls: string[]; maxLagMs: number; logger: Logger; checkIntervalMs?: number }
      /** The statement timeout of public reads (publicReads, and every replica's). */
      publicReadTimeoutMs?: number
    }
  | { dataDir: string }
  /** `snapshot`: a data folder saved with PGlite's dumpDataDir, which skips initdb (and migrating, if it was). */
  | { inMemory: true; snapshot?: Blob }

export interface DatabaseOptions {
  /** Hears every statement sent through Drizzle (tests count round trips with it). */
  onStatement?: (statement: string, params: unknown[]) => void
}

const embeddedExtensions = { btree_gin, pg_trgm }

/** An idle connection that dies (server restart, failover) must not crash the process: the pool opens another. */
function warnIdleConnectionFailed(error: Error) {
  console.warn(
    JSON.stringify({ level: 'warn', msg: 'idle database connection failed', error: error.message }),
  )
}

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite (on disk, or in memory for tests). */
export function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): DatabaseHandle {
  const { onStatement } = options
  const logger: DrizzleLogger | undefined = onStatement && { logQuery: onStatement }
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 })
    // An idle connection that dies (server restart, failover) must not crash the process: the pool opens a
    // new one for the next query.
    pool.on('error', warnIdleConnectionFailed)
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Database
    const timeout = location.publicReadTimeoutMs
    // A pool of its own, so that the timeout travels with each connection (a startup parameter) and no public
    // read pays for a transaction to set it.
    const boundedPool = timeout
      ? new pg.Pool({ connectionString: location.url, max: 10, statement_timeout: timeout })
      : pool
    if (boundedPool !== pool) boundedPool.on('error', warnIdleConnectionFailed)
    const replicas =
      location.readReplicas && location.readReplicas.urls.length > 0
        ? openReplicas({
            ...location.readReplicas,
            primaryPool: boundedPool,
            ...(timeout && { statementTimeoutMs: timeout }),
          })
        : undefined
    return withChecks({
      db,
      kind: 'postgres',
      async migrate({ currency }: MigrationSettings = {}) {
        if (!currency) return migrateNodePg(db as never, { migrationsFolder })
        // A connection of its own, whose startup parameter carries the setting into the migration's transaction.
        const client = new pg.Client({
          connectionString: location.url,
          options: `-c keyhaven.currency=${currency}`,
        })
        await client.connect()
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder })
        } finally {
          await client.end()
        }
      },
      async withLock(name, { wait }, task) {
        const client = await pool.connect()
        try {
          if (wait) await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name])
          else {
            const { rows } = await client.query<{ locked: boolean }>(
              'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
              [name],
            )
            if (!rows[0]?.locked) return { ran: false }
          }
          try {
            return { ran: true, result: await task() }
          } finally {
            await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])
          }
        } finally {
          client.release()
        }
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      replicas,
      publicReads:
        boundedPool === pool ? db : (drizzleNodePg(boundedPool, { schema, logger }) as unknown as Database),
      async close() {
        await replicas?.close()
        if (boundedPool !== pool) await boundedPool.end()
        await pool.end()
      },
    })
  }
  // The caller holds the data folder's lock (lockDataDir) for as long as this is open.
  let dataDir: string | undefined
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true })
    dataDir = location.dataDir
  }
  return embeddedDatabase(
    openEmbeddedClient({ dataDir, snapshot: 'snapshot' in location ? location.snapshot : undefined }),
    options,
  )
}

// A database in memory is gone with its process, so its write-ahead log need not guard pages against a torn write
// (full page images) nor zero-fill each new segment: both are copying that serves only a database on disk.
const IN_MEMORY_SETTINGS = ['-c', 'full_page_writes=off', '-c', 'wal_init_zero=off']

/** A PGlite with the extensions the migrations create: on disk in `dataDir`, else in memory. */
export function openEmbeddedClient({ dataDir, snapshot }: { dataDir?: string; snapshot?: Blob }): PGlite {
  return new PGlite({
    dataDir,
    loadDataDir: snapshot,
    extensions: embeddedExtensions,
    startParams: dataDir ? undefined : [...PGlite.defaultStartParams, ...IN_MEMORY_SETTINGS],
  })
}

/** The embedded database over an open PGlite; closing it closes the client. */
export function embeddedDatabase(client: PGlite, { onStatement }: DatabaseOptions = {}): DatabaseHandle {
  const logger: DrizzleLogger | undefined = onStatement && { logQuery: onStatement }
  const db = drizzlePglite(withParsersOnTheClient(client), { schema, logger }) as unknown as Database
  // One process owns the embedded database, so its locks need not leave memory: the tail of each name's queue.
  const held = new Map<string, Promise<unknown>>()
  return withChecks({
    db,
    kind: 'pglite',
    async migrate({ currency }: MigrationSettings = {}) {
      // The embedded database has one connection: a session setting reaches the migrations.
      if (currency) await client.query(`select set_config('keyhaven.currency', $1, false)`, [currency])
      await migratePglite(db as never, { migrationsFolder })
    },
    async withLock(name, { wait }, task) {
      const before = held.get(name)
      if (before && !wait) return { ran: false }
      const run = (async () => {
        await before?.catch(() => {})
        return task()
      })()
      held.set(name, run)
      try {
        return { ran: true, result: await run }
      } finally {
        if (held.get(name) === run) held.delete(name)
      }
    },
    poolStats: () => undefined,
    replicas: undefined,
    publicReads: db,
    close: () => client.close(),
  })
}

/** The data folder of a freshly migrated in-memory embedded database, for openDatabase's `snapshot`. */
export async function migratedEmbeddedSnapshot(): Promise<Blob> {
  const client = openEmbeddedClient({})
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

function withChecks(handle: Omit<DatabaseHandle, 'ping' | 'isMigrated'>): DatabaseHandle {
  return {
    ...handle,
    async ping() {
      try {
        await handle.db.execute(sql`select 1`)
        return true
      } catch {
        return false
      }
    },
    async isMigrated() {
      try {
        // Both drivers answer raw SQL with { rows }.
        const { rows } = (await handle.db.execute(
          sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { created_at: string | null }[] }
        return Number(rows[0]?.created_at ?? 0) >= newestMigration
      } catch {
        return false
      }
    },
  }
}
