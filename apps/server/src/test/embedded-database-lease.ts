import type { PGlite } from '@electric-sql/pglite'
import {
  type DatabaseHandle,
  type DatabaseOptions,
  embeddedDatabase,
  openEmbeddedClient,
} from '../db/client.ts'

// The test files of a worker run one after another (the api-pglite project shares its module graph), so one
// migrated PGlite is kept between them: loading the snapshot (unpacking it and starting PostgreSQL) was most of
// a file's set-up, and resetting its tables costs a fraction of it. A database is kept only when it comes back
// as the snapshot left it: open, outside a transaction, with the snapshot's schema and only the snapshot's rows;
// a file that closed it or changed its schema leaves the next file a fresh one.

let spare: PGlite | undefined
/** The snapshot's schema, as `schemaFingerprint` reads it, and its rows; taken from the first database loaded. */
let snapshotState: Promise<{ schema: string; refill: string }> | undefined

export interface EmbeddedLease {
  database: DatabaseHandle
  /** Ends the lease: the database goes back to the snapshot's rows for the worker's next file, or is closed. */
  release(): Promise<void>
}

export async function leaseEmbeddedDatabase(
  snapshot: Blob,
  options: DatabaseOptions,
): Promise<EmbeddedLease> {
  let client = spare
  spare = undefined
  if (!client) {
    const fresh = openEmbeddedClient({ snapshot })
    snapshotState ??= readSnapshotState(fresh)
    await snapshotState
    client = fresh
  }
  const leased = client
  let released = false
  // Late statements of the file that held it (a request it abandoned) must not reach the next file's rows.
  const guarded = new Proxy(leased, {
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (released) throw new Error('This test database was released at the end of its test file')
        return value.apply(target, args)
      }
    },
  })
  return {
    database: embeddedDatabase(guarded, options),
    async release() {
      if (released) return
      released = true
      if (leased.closed) return
      if (spare || !(await restored(leased))) await leased.close()
      else spare = leased
    },
  }
}

/** The snapshot's schema, and a script that puts back the rows its tables hold (a one-row table's row, say). */
async function readSnapshotState(client: PGlite) {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select format('%I.%I', c.relnamespace::regnamespace, c.relname) as name,
      string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    group by c.oid, c.relnamespace, c.relname`)
  const inserts: string[] = []
  for (const { name, columns } of tables) {
    const { rows } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    )
    const json = rows[0]?.json
    if (!json) continue
    const literal = (await client.query<{ literal: string }>('select quote_literal($1) as literal', [json]))
      .rows[0]?.literal
    inserts.push(
      `insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${literal});`,
    )
  }
  return { schema: await schemaFingerprint(client), refill: inserts.join(' ') }
}

/**
 * Empties every table, restarts every sequence and puts the snapshot's rows back; false when the database is no
 * longer as the snapshot left it.
 */
async function restored(client: PGlite): Promise<boolean> {
  try {
    await client.exec('rollback')
    await client.exec('discard all')
    const { rows } = await client.query<{ tables: string | null; sequences: string | null }>(`
      select
        (select string_agg(format('%I.%I', schemaname, tablename), ', ') from pg_tables where schemaname = 'public')
          as tables,
        (select string_agg(format('alter sequence %I.%I restart;', schemaname, sequencename), ' ')
          from pg_sequences where schemaname = 'public') as sequences`)
    const { tables, sequences } = rows[0] ?? {}
    const state = await snapshotState
    if (!state) return false
    // The audit log refuses TRUNCATE by a trigger (it is append-only for the app); resetting a test's database
    // is no change of the record, so triggers are off while it is emptied and refilled.
    await client.exec(
      `set session_replication_role = replica; ${tables ? `truncate ${tables} restart identity cascade;` : ''} ${sequences ?? ''} ${state.refill} reset session_replication_role;`,
    )
    return (await schemaFingerprint(client)) === state.schema
  } catch {
    return false
  }
}

/** What the migrations made: relations, columns, constraints, triggers, functions, views, extensions, and runs. */
async function schemaFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    select md5(string_agg(entry, E'\\n' order by entry)) as fingerprint from (
      select c.relkind::text || ' ' || n.nspname || '.' || c.relname
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      union all
      select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
      union all
      select 'index ' || pg_get_indexdef(indexrelid) from pg_index
        where indrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
      union all
      select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'trigger ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
      union all
      select 'function ' || p.oid::regprocedure || ' ' || md5(p.prosrc) from pg_proc p
        where p.pronamespace = 'public'::regnamespace
      union all
      select 'view ' || viewname || ' ' || md5(definition) from pg_views where schemaname = 'public'
      union all
      select 'extension ' || extname || ' ' || extversion from pg_extension
      union all
      select 'migrations ' || count(*) from drizzle.__drizzle_migrations
    ) entries (entry)`)
  return rows[0]?.fingerprint ?? ''
}
