import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const DEFAULT_TEST_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance connection (to the `postgres` database) used to create and drop test databases. */
    postgresAdminUrl: string
    /** The migrated database every test file's database is cloned from. */
    postgresTemplate: string
    /** Prefix of every database this run creates, so teardown can drop them all. */
    postgresPrefix: string
  }
}

/** The same server and credentials, another database. */
export function urlForDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`
}

/** Names are generated here ([a-z0-9_]), never taken from input; quoting keeps them exact anyway. */
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `The api-postgres tests need a PostgreSQL server at ${adminUrl} (override with TEST_POSTGRES_URL): ${String(error)}`,
    )
  }
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const statement = `CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ''}`
    // Cloning fails while anyone else is connected to the template ("being accessed by other users"),
    // which can happen for a moment when two files clone it at once: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(statement)
        return
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code !== '55006' || attempt >= 20) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  })
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`),
  )
}

/** Drops every database whose name starts with the prefix (clones a crashed test file left behind too). */
export async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`)
  })
}
