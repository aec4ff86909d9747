import { lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateCounters } from '../db/schema.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { secondsUntil, tooManyRequests } from './errors.ts'

export interface RateRule {
  windowSeconds: number
  max: number
}

/** Whether a hit is within its rule, and when its window ends (epoch ms, for Retry-After). */
export interface RateVerdict {
  allowed: boolean
  windowEndsAt: number
}

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (shared by every server instance) and says
 * whether it is within the rule. One atomic statement: concurrent hits each get their own count, and the hit
 * that finds the window ended starts the next one at 1.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateRule): Promise<RateVerdict> {
  const now = new Date()
  const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000)
  const ended = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}`
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateCounters.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN ${windowEndsAt.toISOString()}::timestamptz ELSE ${rateCounters.windowEndsAt} END`,
      },
    })
    .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt })
  return {
    allowed: (row?.count ?? 1) <= rule.max,
    windowEndsAt: (row?.windowEndsAt ?? windowEndsAt).getTime(),
  }
}

/** Counts one hit for `key`; beyond the rule, refuses the request with a 429 saying when its window ends. */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule, message: string) {
  const verdict = await consumeRateLimit(db, key, rule)
  if (!verdict.allowed) throw tooManyRequests(message, secondsUntil(verdict.windowEndsAt))
}

/** Deletes the counters whose window has ended: they no longer count, and the next hit starts afresh. */
export async function pruneEndedRateCounters(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateCounters)
    .where(lte(rateCounters.windowEndsAt, now))
    .returning({ key: rateCounters.key })
  return deleted.length
}

/**
 * Keeps rate_counters to the windows still counting. A row may outlive its window by up to the job's interval,
 * harmlessly: the next hit on its key restarts the window anyway.
 */
export function rateCounterPruneJob(db: Database): PeriodicJob {
  return {
    name: 'rate-counter-prune',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const pruned = await pruneEndedRateCounters(db)
      return pruned > 0 ? { pruned } : undefined
    },
  }
}
