import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { signInThrottles } from '../db/schema.ts'

export interface AccountThrottleRule {
  /** Password checks an account gets before the first wait. */
  limit: number
  /** The first wait; every further attempt that fails doubles it, up to MAX_BACKOFF_SECONDS. */
  backoffSeconds: number
}

const MAX_BACKOFF_SECONDS = 60 * 60
// Attempts further apart than this start counting afresh.
const FORGET_AFTER_SECONDS = 60 * 60

export type SignInClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Claims one password check for the account, whatever the address it comes from, in one atomic statement,
 * so parallel attempts from many addresses are counted as they arrive rather than after their checks end.
 * The attempt that reaches the limit is still checked but locks the account for the back-off first: if it
 * succeeds, clearSignInAttempts lifts the lock; if it fails, the next attempt waits.
 */
export async function claimSignInAttempt(
  db: Database,
  userId: string,
  rule: AccountThrottleRule,
  now = new Date(),
): Promise<SignInClaim> {
  const t = signInThrottles
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000)
  const attempts = sql`CASE WHEN ${t.lastAttemptAt} < ${forgetBefore} THEN 1 ELSE ${t.attempts} + 1 END`
  const lockFor = (count: typeof attempts) =>
    sql`CASE WHEN ${count} >= ${rule.limit} THEN ${now}::timestamptz + least(${rule.backoffSeconds} * power(2, least(${count} - ${rule.limit}, 20)), ${MAX_BACKOFF_SECONDS}) * interval '1 second' END`
  const claimed = await db
    .insert(t)
    .values({
      userId,
      attempts: 1,
      lockedUntil: rule.limit <= 1 ? new Date(now.getTime() + rule.backoffSeconds * 1000) : null,
      lastAttemptAt: now,
    })
    .onConflictDoUpdate({
      target: t.userId,
      set: { attempts, lockedUntil: lockFor(attempts), lastAttemptAt: now },
      setWhere: sql`${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= ${now}`,
    })
    .returning({ attempts: t.attempts })
  if (claimed.length > 0) return { allowed: true }
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.userId, userId))
  const waitMs = (row?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime()
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** A successful sign-in forgets the account's failed attempts and lifts any wait. */
export async function clearSignInAttempts(db: Database, userId: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.userId, userId))
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
}
