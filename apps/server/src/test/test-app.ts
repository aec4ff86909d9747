import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { createApp } from '../app.ts'
import { type Config, loadConfig } from '../config/config.ts'
import { type Database, type DatabaseHandle, type DatabaseOptions, openDatabase } from '../db/client.ts'
import { createLogger } from '../http/logger.ts'
import type { Mail } from '../mail/mailer.ts'
import type { EncodedImage } from '../media/images.ts'
import { createLocalStorage } from '../media/local-storage.ts'
import type { ObjectStorage } from '../media/storage.ts'
import { type DemoPictures, drawnDemoPictures } from '../seed/pictures.ts'
import { seedDemoData } from '../seed/seed.ts'
import { leaseEmbeddedDatabase } from './embedded-database-lease.ts'
import { cheapPasswordHashing } from './password-hashing.ts'
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from './postgres.ts'
import { createStatementLog, type StatementLog } from './statement-log.ts'

export type TestDatabaseKind = 'pglite' | 'postgres'

/** Which database the current project runs on (set per project in vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.KEYHAVEN_TEST_DB ?? 'pglite'
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`KEYHAVEN_TEST_DB must be pglite or postgres, not ${kind}`)
  return kind
}

export interface TestContextOptions {
  /** Seed the demo data (accounts, listings, offers, reviews) before returning. */
  seed?: boolean
  /** Extra environment for loadConfig (e.g. CURRENCY); DATA_DIR, WEB_DIST_DIR and LOG_LEVEL are preset. */
  env?: Record<string, string | undefined>
  /** Files (path relative to the web dist folder → content) written before the app is built. */
  webFiles?: Record<string, string | Buffer>
  /** Receives every log line (at LOG_LEVEL, default silent). */
  log?: (line: string) => void
}

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-test'

export interface TestApp {
  app: ReturnType<typeof createApp>
  config: Config
  /** Every e-mail the app sent, oldest first. */
  sentMail: Mail[]
  request(path: string, init?: RequestInit): Promise<Response>
}

export interface TestContext extends TestApp {
  db: Database
  database: DatabaseHandle
  storage: ObjectStorage
  /** The SQL statements the app sends (round trips), for the tests that count them. */
  statements: StatementLog
  /** The PostgreSQL database of this context (postgres project only). */
  databaseUrl: string | undefined
  /** Temporary folder holding DATA_DIR and WEB_DIST_DIR; removed by close(). */
  tempDir: string
  close(): Promise<void>
}

/** An app over an existing database and storage, as another instance of the server would build it. */
export function createTestApp(
  database: DatabaseHandle,
  storage: ObjectStorage,
  dirs: { dataDir: string; webDistDir: string },
  env: Record<string, string | undefined> = {},
  log?: (line: string) => void,
): TestApp {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ...env,
    DATA_DIR: dirs.dataDir,
    WEB_DIST_DIR: dirs.webDistDir,
  })
  const sentMail: Mail[] = []
  const app = createApp({
    config,
    database,
    storage,
    logger: createLogger(config.logLevel, log),
    secret: TEST_AUTH_SECRET,
    mailer: { send: async (mail) => void sentMail.push(mail) },
    passwordHashing: cheapPasswordHashing,
  })
  return { app, config, sentMail, request: async (requestPath, init) => app.request(requestPath, init) }
}

async function openTestDatabase(options: DatabaseOptions): Promise<{
  database: DatabaseHandle
  databaseUrl: string | undefined
  /** Done with it: the database is closed and dropped (or, embedded, kept emptied for the next file). */
  close: () => Promise<void>
}> {
  if (testDatabaseKind() === 'pglite') {
    // Provided by the project's global setup (pglite-global-setup.ts); without it, initdb and migrate here.
    const snapshotFile = inject('pgliteSnapshotFile')
    if (!snapshotFile) {
      const database = openDatabase({ inMemory: true }, options)
      return { database, databaseUrl: undefined, close: () => database.close().catch(() => {}) }
    }
    const { database, release } = await leaseEmbeddedDatabase(await snapshotOf(snapshotFile), options)
    return { database, databaseUrl: undefined, close: release }
  }
  const adminUrl = inject('postgresAdminUrl')
  const template = inject('postgresTemplate')
  const name = uniqueDatabaseName(inject('postgresPrefix'))
  await createDatabase(adminUrl, name, template)
  const databaseUrl = urlForDatabase(adminUrl, name)
  const database = openDatabase({ url: databaseUrl }, options)
  return {
    database,
    databaseUrl,
    close: async () => {
      // A test may have closed it on purpose (to see the health check fail).
      await database.close().catch(() => {})
      await dropDatabase(adminUrl, name)
    },
  }
}

// Every seeded file stores the same demo pictures: a worker draws and encodes each once (encoding them was most of
// a seed's work), and each file still stores them in its own storage, under the same content-derived keys.
const keptPictures = new Map<string, Promise<EncodedImage>>()
function kept(key: string, draw: () => Promise<EncodedImage>): Promise<EncodedImage> {
  let picture = keptPictures.get(key)
  if (!picture) {
    picture = draw()
    picture.catch(() => keptPictures.delete(key))
    keptPictures.set(key, picture)
  }
  return picture
}
const keptDemoPictures: DemoPictures = {
  avatar: (seed) => kept(`avatar ${seed}`, () => drawnDemoPictures.avatar(seed)),
  property: (category, seed) => kept(`${category} ${seed}`, () => drawnDemoPictures.property(category, seed)),
}

const snapshots = new Map<string, Promise<Blob>>()
/** The snapshot file, read once per worker. */
function snapshotOf(file: string): Promise<Blob> {
  let snapshot = snapshots.get(file)
  if (!snapshot) {
    snapshot = readFile(file).then((bytes) => new Blob([bytes]))
    snapshots.set(file, snapshot)
  }
  return snapshot
}

/**
 * A fresh, migrated database (in-memory PGlite loaded from the migrated snapshot, or a PostgreSQL database cloned
 * from the migrated template),
 * local storage and a web dist folder in a temporary directory, and the app built over them. Create one per
 * test file (beforeAll) and close it afterAll.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-test-'))
  const dataDir = path.join(tempDir, 'data')
  const webDistDir = path.join(tempDir, 'web-dist')
  await mkdir(webDistDir, { recursive: true })
  for (const [file, content] of Object.entries(options.webFiles ?? {})) {
    const target = path.join(webDistDir, file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, content)
  }

  const statements = createStatementLog()
  const {
    database,
    databaseUrl,
    close: closeDatabase,
  } = await openTestDatabase({ onStatement: statements.hear })
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await closeDatabase()
    // A request the test abandoned (a body refused before it arrived) may still be writing a file there.
    await rm(tempDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
  try {
    // Both databases start migrated (a cloned template, a loaded snapshot); migrating again is a cheap no-op.
    await database.migrate()
    const storage = createLocalStorage(path.join(dataDir, 'uploads'))
    if (options.seed)
      await seedDemoData(database.db, storage, {
        passwordHashing: cheapPasswordHashing,
        pictureSource: keptDemoPictures,
      })
    const testApp = createTestApp(database, storage, { dataDir, webDistDir }, options.env, options.log)
    return { ...testApp, db: database.db, database, storage, statements, databaseUrl, tempDir, close }
  } catch (error) {
    await close()
    throw error
  }
}

/** Response status, headers and parsed JSON body in one await. */
export async function getJson<T = unknown>(
  context: Pick<TestApp, 'request'>,
  requestPath: string,
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await context.request(requestPath)
  const contentType = response.headers.get('content-type') ?? ''
  if (!contentType.includes('application/json')) {
    throw new Error(`${requestPath} answered ${response.status} ${contentType}: ${await response.text()}`)
  }
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}
