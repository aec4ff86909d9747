import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { migratedEmbeddedSnapshot } from '../db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (dumpDataDir) that every api-pglite test file's database starts from. */
    pgliteSnapshotFile: string
  }
}

/**
 * Global setup of the api-pglite project: one in-memory PGlite, migrated once and saved to a file; each test
 * file's database loads it (createTestContext) instead of running initdb and every migration again, which was
 * most of a file's set-up.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-pglite-snapshot-'))
  const file = path.join(folder, 'migrated.tar')
  const snapshot = await migratedEmbeddedSnapshot()
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()))
  project.provide('pgliteSnapshotFile', file)
  return async () => {
    await rm(folder, { recursive: true, force: true })
  }
}
