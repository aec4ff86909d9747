import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { rateCounters } from '../db/schema.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { createLeasedRateLimit } from './leased-rate-limit.ts'

// A limit shared through rate_counters but answered from each instance's share of the window: the count in the
// database moves once per share, and two instances together never allow more than `max`.

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

const countOf = async (key: string) =>
  (await ctx.db.select().from(rateCounters).where(eq(rateCounters.key, key)))[0]?.count

async function allowedOf(limit: ReturnType<typeof createLeasedRateLimit>, key: string, hits: number) {
  let allowed = 0
  for (let n = 0; n < hits; n++) if ((await limit.consume(key)).allowed) allowed++
  return allowed
}

describe('createLeasedRateLimit', () => {
  it('writes once per share of the window, not once per hit', async () => {
    const limit = createLeasedRateLimit(ctx.db, { windowSeconds: 60, max: 100, leaseSize: 10 })
    expect(await allowedOf(limit, 'share-writes', 10)).toBe(10)
    expect(await countOf('share-writes')).toBe(10)
    expect(await allowedOf(limit, 'share-writes', 1)).toBe(1)
    expect(await countOf('share-writes')).toBe(20)
  })

  it('allows at most `max` hits across two instances, and remembers a spent window without asking again', async () => {
    const rule = { windowSeconds: 60, max: 15, leaseSize: 10 }
    const first = createLeasedRateLimit(ctx.db, rule)
    const second = createLeasedRateLimit(other.db, rule)
    expect(await allowedOf(first, 'shared-window', 1)).toBe(1)
    // The first instance holds a share of 10; the second gets what is left of the 15.
    expect(await allowedOf(second, 'shared-window', 20)).toBe(5)
    expect(await allowedOf(first, 'shared-window', 20)).toBe(9)
    const counted = await countOf('shared-window')
    const refused = await second.consume('shared-window')
    expect(refused.allowed).toBe(false)
    expect(refused.windowEndsAt).toBeGreaterThan(Date.now())
    expect(await countOf('shared-window')).toBe(counted)
  })

  it('lets concurrent hits of one key wait for one share instead of each taking their own', async () => {
    const limit = createLeasedRateLimit(ctx.db, { windowSeconds: 60, max: 100, leaseSize: 10 })
    const answers = await Promise.all(Array.from({ length: 8 }, () => limit.consume('concurrent-share')))
    expect(answers.every((answer) => answer.allowed)).toBe(true)
    expect(await countOf('concurrent-share')).toBe(10)
  })

  it('starts a new window once the old one has ended', async () => {
    const limit = createLeasedRateLimit(ctx.db, { windowSeconds: 1, max: 2, leaseSize: 2 })
    expect(await allowedOf(limit, 'ended-window', 3)).toBe(2)
    await expect.poll(async () => (await limit.consume('ended-window')).allowed, { timeout: 3000 }).toBe(true)
  })
})
