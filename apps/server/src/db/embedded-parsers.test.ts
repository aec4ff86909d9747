import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// Drizzle reads dates, times, intervals and numeric arrays from the strings PostgreSQL writes: the embedded
// client, which keeps Drizzle's parsers itself rather than taking them with each query, must hand it those strings
// and parse every other type as before, inside a transaction too.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const probe = sql`select timestamptz '2026-01-02 03:04:05+00' as "at", date '2026-01-02' as "day",
  interval '1 day' as "span", array[1.5, 2]::numeric[] as "amounts",
  array[timestamptz '2026-01-02 03:04:05+00'] as "moments", 7::int as "count", true as "flag",
  '{"a": 1}'::jsonb as "document"`

const expected = {
  at: expect.stringMatching(/^2026-01-02 03:04:05(\+00)?/),
  day: '2026-01-02',
  span: '1 day',
  amounts: '{1.5,2}',
  moments: expect.stringMatching(/^\{"2026-01-02 03:04:05(\+00)?"\}$/),
  count: 7,
  flag: true,
  document: { a: 1 },
}

it('answers dates, times and numeric arrays as written and every other type parsed', async () => {
  const { rows } = (await ctx.db.execute(probe)) as unknown as { rows: unknown[] }
  expect(rows).toEqual([expected])
})

it('answers the same inside a transaction', async () => {
  const rows = await ctx.db.transaction(
    async (tx) => ((await tx.execute(probe)) as unknown as { rows: unknown[] }).rows,
  )
  expect(rows).toEqual([expected])
})
