import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { rateCounters, rateLimits } from '../db/schema.ts'
import { createJobRunner } from '../jobs/job-runner.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createLogger } from './logger.ts'
import { consumeRateLimit, pruneEndedRateCounters, rateCounterPruneJob } from './rate-limit.ts'

let ctx: TestContext
// A second instance's connection to the same database (PostgreSQL); on PGlite the same one.
let other: DatabaseHandle
beforeAll(async () => {
  ctx = await createTestContext()
  other = ctx.databaseUrl ? openDatabase({ url: ctx.databaseUrl }) : ctx.database
})
afterAll(async () => {
  if (other !== ctx.database) await other.close()
  await ctx?.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const rule = { windowSeconds: 60, max: 3 }
const counterOf = async (key: string) =>
  (await ctx.db.select().from(rateCounters).where(eq(rateCounters.key, key)))[0]

describe('consumeRateLimit', () => {
  it('allows `max` hits in a window, refuses the next ones, and keeps the count in rate_counters', async () => {
    const hits = []
    for (let n = 0; n < 5; n++) hits.push((await consumeRateLimit(ctx.db, 'count-test', rule)).allowed)
    expect(hits).toEqual([true, true, true, false, false])
    expect(await counterOf('count-test')).toMatchObject({ count: 5 })
    // Better Auth's table is no longer written.
    expect(await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, 'count-test'))).toEqual([])
  })

  it('counts each key on its own', async () => {
    for (let n = 0; n < 3; n++) await consumeRateLimit(ctx.db, 'key-a', rule)
    expect((await consumeRateLimit(ctx.db, 'key-a', rule)).allowed).toBe(false)
    expect((await consumeRateLimit(ctx.db, 'key-b', rule)).allowed).toBe(true)
  })

  it('keeps a fixed window: hits inside it do not move its end, the first hit after it starts a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2030-01-01T12:00:00Z')
    vi.setSystemTime(start)
    await consumeRateLimit(ctx.db, 'window-test', rule)
    vi.setSystemTime(start.getTime() + 59_000)
    await consumeRateLimit(ctx.db, 'window-test', rule)
    await consumeRateLimit(ctx.db, 'window-test', rule)
    expect(await consumeRateLimit(ctx.db, 'window-test', rule)).toEqual({
      allowed: false,
      windowEndsAt: start.getTime() + 60_000,
    })
    expect(await counterOf('window-test')).toEqual({
      key: 'window-test',
      count: 4,
      windowEndsAt: new Date(start.getTime() + 60_000),
    })
    vi.setSystemTime(start.getTime() + 60_000)
    expect((await consumeRateLimit(ctx.db, 'window-test', rule)).allowed).toBe(true)
    expect(await counterOf('window-test')).toEqual({
      key: 'window-test',
      count: 1,
      windowEndsAt: new Date(start.getTime() + 120_000),
    })
  })

  it('counts concurrent hits from two instances exactly: one atomic statement, no lost update', async () => {
    const within = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        consumeRateLimit(n % 2 === 0 ? ctx.db : other.db, 'concurrent-test', { windowSeconds: 60, max: 10 }),
      ),
    )
    expect(within.filter((verdict) => verdict.allowed)).toHaveLength(10)
    expect(await counterOf('concurrent-test')).toMatchObject({ count: 40 })
  })
})

describe('pruning ended windows', () => {
  it('deletes the counters whose window has ended and keeps those still counting', async () => {
    const now = Date.now()
    await ctx.db.insert(rateCounters).values([
      { key: 'prune-ended', count: 9, windowEndsAt: new Date(now - 1_000) },
      { key: 'prune-at-end', count: 9, windowEndsAt: new Date(now) },
      { key: 'prune-live', count: 9, windowEndsAt: new Date(now + 60_000) },
    ])
    expect(await pruneEndedRateCounters(ctx.db, new Date(now))).toBeGreaterThanOrEqual(2)
    expect(await counterOf('prune-ended')).toBeUndefined()
    expect(await counterOf('prune-at-end')).toBeUndefined()
    expect(await counterOf('prune-live')).toMatchObject({ count: 9 })
  })

  it('is a periodic job of the job runner', async () => {
    await ctx.db
      .insert(rateCounters)
      .values({ key: 'job-ended', count: 1, windowEndsAt: new Date(Date.now() - 1_000) })
    const runner = createJobRunner({ database: ctx.database, logger: createLogger('silent') })
    expect(await runner.tick(rateCounterPruneJob(ctx.db))).toBe('succeeded')
    expect(await counterOf('job-ended')).toBeUndefined()
  })
})
