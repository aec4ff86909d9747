import { resolveAuthSecret } from './auth/secret.ts'
import type { Config } from './config/config.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { openStorage } from './storage/open-storage.ts'
import type { ObjectStorage } from './storage/storage.ts'

/** The database (migrated) and storage that the configuration names; shared by the server and the CLI tools. */
export async function openResources(
  config: Config,
): Promise<{ database: DatabaseHandle; storage: ObjectStorage; secret: string }> {
  const database = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dbDir })
  try {
    await database.migrate()
  } catch (error) {
    await database.close()
    throw error
  }
  const secret = await resolveAuthSecret(database.db, config.authSecret)
  return { database, storage: openStorage(config), secret }
}
