import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'

// A cheap fingerprint of everything a request could write: an md5 of every row of every table, one query.
// The rate counters are left out (Better Auth's rate_limits and Keyhaven's rate_counters), and so is the
// per-account password throttle (sign_in_throttles): counting refused requests is their purpose.

const UNWATCHED = new Set(['rate_limits', 'rate_counters', 'sign_in_throttles', '__drizzle_migrations'])

async function watchedTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] }
  return result.rows.map((row) => row.name).filter((name) => !UNWATCHED.has(name))
}

export type Snapshot = Record<string, string>

/** Returns a function that fingerprints each table (names come from the catalogue, never from input). */
export async function snapshotter(db: Database): Promise<() => Promise<Snapshot>> {
  const tables = await watchedTables(db)
  const query = sql.raw(
    `SELECT ${tables
      .map(
        (table) =>
          `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t) AS "${table}"`,
      )
      .join(', ')}`,
  )
  return async () => {
    const result = (await db.execute(query)) as unknown as { rows: Snapshot[] }
    const row = result.rows[0]
    if (!row) throw new Error('snapshot returned nothing')
    return row
  }
}

/** Names of the tables whose fingerprint changed. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table])
}
