import path from 'node:path'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from '../test/postgres.ts'
import { testDatabaseKind } from '../test/test-app.ts'

/**
 * The database of a server started as a child process (server-process.ts), on the test project's kind: a
 * PostgreSQL database cloned from the migrated template, whose URL goes into `env.DATABASE_URL`, or the
 * embedded one under `env.DATA_DIR`. `open` reads it directly (the embedded one only while the server is
 * stopped: it belongs to one process); `drop` removes a PostgreSQL one.
 */
export async function serverDatabase(
  env: Record<string, string>,
): Promise<{ open: () => DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind() !== 'postgres') {
    return {
      open: () => openDatabase({ dataDir: path.join(env.DATA_DIR ?? '', 'db') }),
      drop: async () => {},
    }
  }
  const adminUrl = inject('postgresAdminUrl')
  const name = uniqueDatabaseName(inject('postgresPrefix'))
  await createDatabase(adminUrl, name, inject('postgresTemplate'))
  const url = urlForDatabase(adminUrl, name)
  env.DATABASE_URL = url
  return { open: () => openDatabase({ url }), drop: () => dropDatabase(adminUrl, name) }
}
