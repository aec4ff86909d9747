import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { rateCounters } from '../db/schema.ts'
import type { RateRule, RateVerdict } from './rate-limit.ts'

/** A share of a key's window: the hits this instance may still allow without asking, and when the window ends. */
interface Lease {
  left: number
  endsAt: number
  /** The window had nothing left to share: every hit is refused until it ends. */
  spent: boolean
}

/** Leases kept at once before the ended ones are swept (each is a few numbers per person or address). */
const SWEEP_FROM = 10_000

/**
 * A fixed-window limit shared by every instance through rate_counters, read mostly from memory: an instance
 * takes a share of a key's window (a lease of up to `leaseSize` hits) with one statement, then answers that
 * many hits from memory. The shared count holds every share taken, so all instances together never allow more
 * than `max` hits in a window; an instance's unused share is the only cost, refusing up to
 * (instances - 1) × (leaseSize - 1) hits early. Once the window is spent, the refusal is remembered until the
 * window ends, so a script's stream of refused hits costs the database nothing either.
 */
export function createLeasedRateLimit(db: Database, rule: RateRule & { leaseSize: number }) {
  const leases = new Map<string, Lease>()
  const taking = new Map<string, Promise<void>>()

  async function takeLease(key: string) {
    const share = Math.min(rule.leaseSize, rule.max)
    const { count, windowEndsAt } = await addToWindow(db, key, rule.windowSeconds, share)
    // The hits before this share were taken by others (or by this instance before); what is left of `max` is ours.
    const granted = Math.max(0, Math.min(share, rule.max - (count - share)))
    if (leases.size >= SWEEP_FROM) sweep(leases)
    leases.set(key, { left: granted, endsAt: windowEndsAt.getTime(), spent: granted === 0 })
  }

  /** Takes a new share of the window, or waits for the one another request of this key is taking. */
  function shareOf(key: string): Promise<void> {
    const pending = taking.get(key)
    if (pending) return pending
    const taken = takeLease(key).finally(() => taking.delete(key))
    taking.set(key, taken)
    return taken
  }

  return {
    /** Counts a hit for `key`: whether it is allowed, and when its window ends (for Retry-After). */
    async consume(key: string): Promise<RateVerdict> {
      for (;;) {
        const lease = leases.get(key)
        if (lease && lease.endsAt > Date.now()) {
          if (lease.left > 0) {
            lease.left--
            return { allowed: true, windowEndsAt: lease.endsAt }
          }
          if (lease.spent) return { allowed: false, windowEndsAt: lease.endsAt }
        }
        await shareOf(key)
      }
    },
  }
}

function sweep(leases: Map<string, Lease>) {
  const now = Date.now()
  for (const [key, lease] of leases) if (lease.endsAt <= now) leases.delete(key)
}

/**
 * Adds `hits` to the key's window in one atomic statement (a window found ended restarts with them), and
 * answers the count with them and the window's end.
 */
async function addToWindow(db: Database, key: string, windowSeconds: number, hits: number) {
  const now = new Date()
  const windowEndsAt = new Date(now.getTime() + windowSeconds * 1000)
  const ended = sql`${rateCounters.windowEndsAt} <= ${now.toISOString()}`
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: hits, windowEndsAt })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN ${hits} ELSE ${rateCounters.count} + ${hits} END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN ${windowEndsAt.toISOString()}::timestamptz ELSE ${rateCounters.windowEndsAt} END`,
      },
    })
    .returning({ count: rateCounters.count, windowEndsAt: rateCounters.windowEndsAt })
  if (!row) throw new Error('rate_counters upsert returned no row')
  return row
}
