import { resolveAuthSecret } from './auth/secret.ts'
import type { Config } from './config/config.ts'
import { type DatabaseHandle, openDatabase } from './db/client.ts'
import { lockDataDir } from './db/embedded-lock.ts'
import type { Logger } from './http/logger.ts'
import { openStorage } from './media/open-storage.ts'
import type { ObjectStorage } from './media/storage.ts'
import { seedDemoData } from './seed/seed.ts'

/** Held by whichever instance migrates and seeds; the others wait for it, then find the work done. */
export const STARTUP_LOCK = 'keyhaven:startup'

export interface Resources {
  database: DatabaseHandle
  storage: ObjectStorage
  secret: string
  /** Whether this start seeded the demo data. */
  seeded: boolean
}

/**
 * The database (migrated) and storage that the configuration names; shared by the server and the CLI tools.
 * Any number of instances may start at once on one PostgreSQL database: migrations, the generated auth secret
 * and (with `seed`) the demo data are done under one advisory lock, by the first to take it. With
 * `readReplicas` (the server; the CLI tools read the primary alone) the DATABASE_READ_URLS replicas are opened
 * too, and what becomes of them is logged there.
 */
export async function openResources(
  config: Config,
  { seed = false, readReplicas }: { seed?: boolean; readReplicas?: Logger } = {},
): Promise<Resources> {
  const releaseDataDir = config.databaseUrl ? undefined : await lockDataDir(config.dbDir)
  if (readReplicas && !config.databaseUrl && config.databaseReadUrls.length > 0) {
    readReplicas.warn('DATABASE_READ_URLS is ignored: the embedded database (PGlite) has no replicas')
  }
  const opened = openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          publicReadTimeoutMs: config.publicQueryTimeoutMs,
          ...(readReplicas && {
            readReplicas: {
              urls: config.databaseReadUrls,
              maxLagMs: config.replicaMaxLagMs,
              logger: readReplicas,
            },
          }),
        }
      : { dataDir: config.dbDir },
  )
  const database: DatabaseHandle = releaseDataDir
    ? { ...opened, close: () => opened.close().finally(releaseDataDir) }
    : opened
  try {
    const storage = openStorage(config)
    const outcome = await database.withLock(STARTUP_LOCK, { wait: true }, async () => {
      await database.migrate({ currency: config.currency })
      const secret = await resolveAuthSecret(database.db, config.authSecret)
      const seeded = seed && (await seedDemoData(database.db, storage, { currency: config.currency }))
      return { secret, seeded }
    })
    if (!outcome.ran) throw new Error('The start-up lock was not taken')
    return { database, storage, ...outcome.result }
  } catch (error) {
    await database.close()
    throw error
  }
}
