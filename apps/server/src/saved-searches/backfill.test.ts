import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseSavedSearchQuery } from '@keyhaven/contract'
import { asc, sql } from 'drizzle-orm'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { migrationsFolder } from '../config/paths.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { savedSearches } from '../db/schema.ts'
import { createDatabase, dropDatabase, uniqueDatabaseName, urlForDatabase } from '../test/postgres.ts'
import { testDatabaseKind } from '../test/test-app.ts'
import { savedSearchValues } from './queries.ts'

// Migration 0021 fills the new filter columns of the searches saved before it from their stored queries, in
// SQL. Here a database is migrated up to 0020, searches are stored as the API stored them, the rest of the
// migrations run, and every search's columns must be what the contract's parse gives when a search is saved
// now (savedSearchValues).

const FIRST_WITH_COLUMNS = '0021_saved_search_filters'

/** Queries as a person typed them; each is stored in its one spelling, as POST /api/saved-searches stores it. */
const TYPED = [
  '',
  'search=Zephyrton Heights',
  'search=%20%20%CE%A9%CE%BC%CE%AD%CE%B3%CE%B1%20%26%20Co%20%3D%20100%25%20%20',
  'search=house+%F0%9F%8F%A0+garden',
  'search=a%2Bb_c%5Cd',
  'search=%C2%A0wide%E2%80%83spaces%E3%80%80',
  'listingType=rent&category=Villa&minPrice=1e3&maxPrice=2500.50&minBeds=3&minBaths=2&bbox=-122.5, 47.5 ,-122.2,47.8&sort=asc',
  'category=Office&sort=newest',
  'minPrice=0.001',
  'minPrice=+5&maxPrice=5.',
  'maxPrice=.5',
  'maxPrice=999999999999',
  'minPrice=-0',
  'minBeds=0&minBaths=100',
  'minBeds=3.0',
  'bbox=-180,-90,180,90',
  'bbox=1e1,2E-1,10.5,0.3',
  'search=first&search=second&minPrice=&sort=desc',
]

/** Stored queries that do not parse (today, or no longer): they get no alerts. */
const UNPARSABLE = [
  'colour=red',
  'search=x&page=2',
  'minPrice=abc',
  'minPrice=10&maxPrice=5',
  'bbox=1,2,3',
  'bbox=10,0,5,1',
  'listingType=lease',
  'minBeds=2.5',
  'minBeds=101',
  'search=tab%09here',
  `search=${'x'.repeat(101)}`,
]

let tempDir: string
let database: DatabaseHandle
let dropDb = async () => {}

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-backfill-'))
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = inject('postgresAdminUrl')
    const name = uniqueDatabaseName(inject('postgresPrefix'))
    await createDatabase(adminUrl, name)
    database = openDatabase({ url: urlForDatabase(adminUrl, name) })
    dropDb = () => dropDatabase(adminUrl, name)
  } else {
    database = openDatabase({ inMemory: true })
  }
})
afterAll(async () => {
  await database?.close()
  await dropDb()
  if (tempDir) await rm(tempDir, { recursive: true, force: true })
})

/** The migrations before `tag`, as a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = path.join(tempDir, 'migrations')
  await mkdir(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  const end = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(end).toBeGreaterThan(0)
  const entries = journal.entries.slice(0, end)
  for (const entry of entries) {
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`))
  }
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  return folder
}

// Runs every migration on a fresh database, in two steps around the backfill: seconds on a quiet machine, past
// the default limit on a loaded one, so it gets the hooks' limit.
it('fills the filter columns of existing searches as saving them now does', async () => {
  const before = await migrationsBefore(FIRST_WITH_COLUMNS)
  if (database.kind === 'postgres') await migrateNodePg(database.db as never, { migrationsFolder: before })
  else await migratePglite(database.db as never, { migrationsFolder: before })

  const stored = [
    ...TYPED.map((typed) => {
      const parsed = parseSavedSearchQuery(typed)
      if (!parsed.ok) throw new Error(`${typed}: ${parsed.message}`)
      return parsed.canonical
    }),
    ...UNPARSABLE,
  ]
  await database.db.execute(
    sql`insert into users (id, name, email) values ('backfill-owner', 'Owner', 'owner@example.test')`,
  )
  for (const [index, query] of stored.entries()) {
    await database.db.execute(
      sql`insert into saved_searches (user_id, name, query) values ('backfill-owner', ${`#${String(index).padStart(2, '0')}`}, ${query})`,
    )
  }

  await database.migrate()

  const rows = await database.db.select().from(savedSearches).orderBy(asc(savedSearches.name))
  // As stored: -0 is written as 0.
  const amount = (value: number | null | undefined) => (value == null ? null : value + 0)
  const columns = (row: Partial<typeof savedSearches.$inferInsert>) => ({
    query: row.query,
    queryParsed: row.queryParsed,
    search: row.search ?? null,
    listingType: row.listingType ?? null,
    category: row.category ?? null,
    minPrice: amount(row.minPrice),
    maxPrice: amount(row.maxPrice),
    minBeds: row.minBeds ?? null,
    minBaths: row.minBaths ?? null,
    bbox: [row.bboxWest ?? null, row.bboxSouth ?? null, row.bboxEast ?? null, row.bboxNorth ?? null],
  })
  expect(rows.map(columns)).toEqual(
    stored.map((query, index) =>
      columns(savedSearchValues({ userId: 'backfill-owner', name: `#${index}`, query })),
    ),
  )
  // Not a vacuous comparison: both kinds are there.
  expect(rows.filter((row) => row.queryParsed)).toHaveLength(TYPED.length)
  expect(rows.filter((row) => row.search !== null).length).toBeGreaterThan(4)
}, 60_000)
