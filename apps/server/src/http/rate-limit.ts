import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'

export interface RateRule {
  windowSeconds: number
  max: number
}

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (shared by every server instance, one atomic
 * statement) and says whether it is within the rule.
 *
 * The row shares Better Auth's rate-limit table, whose housekeeping deletes rows whose `last_request` is older
 * than its own longest window. So this limiter stores the window's END there: the row outlives its window
 * and is only pruned once it no longer counts.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateRule): Promise<boolean> {
  const now = Date.now()
  const windowEnd = now + rule.windowSeconds * 1000
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} <= ${now} THEN ${windowEnd} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count })
  return (row?.count ?? 1) <= rule.max
}
