import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { leaseEmbeddedDatabase } from './embedded-database-lease.ts'

// The database a worker keeps between test files: the next file finds the snapshot's rows and nothing else, and
// a database a file changed the schema of, or closed, is not handed on.

const snapshot = async () => new Blob([await readFile(inject('pgliteSnapshotFile'))])
const rowsOf = async (lease: Awaited<ReturnType<typeof leaseEmbeddedDatabase>>, query: string) =>
  ((await lease.database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows

describe('a kept test database', () => {
  it('keeps no full page images nor zero-filled log segments, being in memory', async () => {
    const lease = await leaseEmbeddedDatabase(await snapshot(), {})
    expect(await rowsOf(lease, 'select current_setting($$full_page_writes$$) as full_page_writes')).toEqual([
      { full_page_writes: 'off' },
    ])
    expect(await rowsOf(lease, 'select current_setting($$wal_init_zero$$) as wal_init_zero')).toEqual([
      { wal_init_zero: 'off' },
    ])
    await lease.release()
  })

  it("comes back to the next file with only the snapshot's rows, and refuses its last holder's statements", async () => {
    const first = await leaseEmbeddedDatabase(await snapshot(), {})
    const inSnapshot = await rowsOf(first, 'select * from listing_changes')
    await first.database.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at) values ('kept-1', 'Kept', 'kept@example.com', false, now(), now())`,
    )
    await first.database.db.execute(sql`update listing_changes set version = version + 41`)
    await first.release()
    const late = await first.database.db.execute(sql`select 1`).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(String(late?.cause)).toMatch(/released at the end of its test file/)

    const second = await leaseEmbeddedDatabase(await snapshot(), {})
    expect(await rowsOf(second, 'select id from users')).toEqual([])
    expect(await rowsOf(second, 'select * from listing_changes')).toEqual(inSnapshot)
    await second.release()
  })

  // Opens three embedded databases from the snapshot, each several seconds on a busy machine.
  it('is not handed on once a file changed its schema, or closed it', { timeout: 60_000 }, async () => {
    const changed = await leaseEmbeddedDatabase(await snapshot(), {})
    await changed.database.db.execute(sql`create table left_behind (id int)`)
    await changed.release()
    const next = await leaseEmbeddedDatabase(await snapshot(), {})
    expect(await rowsOf(next, "select to_regclass('left_behind') as left_behind")).toEqual([
      { left_behind: null },
    ])
    await next.database.close()
    await next.release()
    const afterClose = await leaseEmbeddedDatabase(await snapshot(), {})
    expect(await rowsOf(afterClose, 'select 1 as open')).toEqual([{ open: 1 }])
    await afterClose.release()
  })
})
