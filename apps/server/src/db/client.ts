import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { lockDataDir } from './embedded-lock.ts'
import * as schema from './schema.ts'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<boolean>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true }

/** A PostgreSQL server when a URL is given, otherwise embedded PGlite (on disk, or in memory for tests). */
export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 })
    // An idle connection that dies (server restart, failover) must not crash the process: the pool opens a
    // new one for the next query.
    pool.on('error', (error) =>
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'idle database connection failed', error: error.message }),
      ),
    )
    const db = drizzleNodePg(pool, { schema }) as unknown as Database
    return withPing({
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    })
  }
  let dataDir: string | undefined
  let unlock = () => {}
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true })
    unlock = lockDataDir(location.dataDir)
    dataDir = location.dataDir
  }
  const client = new PGlite({ dataDir, extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema }) as unknown as Database
  return withPing({
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close()
      unlock()
    },
  })
}

function withPing(handle: Omit<DatabaseHandle, 'ping'>): DatabaseHandle {
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
  }
}
