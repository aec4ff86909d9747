import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openResources, type Resources } from './bootstrap.ts'
import { loadConfig } from './config/config.ts'
import { properties, users } from './db/schema.ts'
import { demoProperties, demoSoldHomes, demoUsers } from './seed/demo-data.ts'
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from './test/postgres.ts'

// Several instances starting at once on one empty PostgreSQL database (a deploy of N replicas).
describe('start-up of several instances on one empty database', () => {
  const adminUrl = inject('postgresAdminUrl')
  const name = uniqueDatabaseName(inject('postgresPrefix'))
  let dataDir: string
  const opened: Resources[] = []

  beforeAll(async () => {
    await createDatabase(adminUrl, name)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-startup-'))
  })
  afterAll(async () => {
    await Promise.all(opened.map((resources) => resources.database.close()))
    await dropDatabase(adminUrl, name)
    await rm(dataDir, { recursive: true, force: true })
  })

  it('migrates and seeds exactly once, and every instance comes up', { timeout: 180_000 }, async () => {
    const config = loadConfig({
      DATABASE_URL: urlForDatabase(adminUrl, name),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
    })
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => openResources(config, { seed: config.seedDemoData })),
    )
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value)
    expect(results.map((result) => result.status)).toEqual(Array(4).fill('fulfilled'))
    expect(opened.filter((resources) => resources.seeded)).toHaveLength(1)
    expect(new Set(opened.map((resources) => resources.secret)).size).toBe(1)
    const { db } = (opened[0] as Resources).database
    expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(demoUsers.length)
    expect((await db.select({ n: count() }).from(properties))[0]?.n).toBe(
      demoProperties.length + demoSoldHomes.length,
    )
    for (const resources of opened) expect(await resources.database.isMigrated()).toBe(true)
  })
})
