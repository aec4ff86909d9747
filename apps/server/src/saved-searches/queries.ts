import { and, asc, count, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { savedSearches, users } from '../db/schema.ts'

export type SavedSearchRow = typeof savedSearches.$inferSelect

/** One account's saved searches, oldest first (a short list: MAX_SAVED_SEARCHES at most). */
export function listSavedSearches(db: Database, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
}

/**
 * Saves the search unless the account already keeps `max`: the count and the insert are one statement, and
 * the account's row is locked first, so two concurrent saves cannot both slip under the limit.
 */
export async function insertSavedSearch(
  db: Database,
  values: { userId: string; name: string; query: string },
  max: number,
): Promise<SavedSearchRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('no key update')
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, values.userId))
    if ((kept?.total ?? 0) >= max) return undefined
    const [row] = await tx.insert(savedSearches).values(values).returning()
    return row
  })
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id })
  return deleted.length
}

export async function setAlerts(db: Database, userId: string, id: string, alertsEnabled: boolean) {
  const [row] = await db
    .update(savedSearches)
    .set({ alertsEnabled })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning()
  return row
}

/** Searches with alerts on that have not alerted within `quietMs`, with their owner's address. */
export function searchesDueForAlert(db: Database, quietMs: number) {
  return db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      email: users.email,
      ownerName: users.name,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.alertsEnabled, true),
        or(
          isNull(savedSearches.lastAlertedAt),
          lte(savedSearches.lastAlertedAt, sql`now() - ${`${quietMs} milliseconds`}::interval`),
        ),
      ),
    )
}

/**
 * Takes the search's alert for the next `quietMs`: a conditional update, so of several instances (or
 * verifications) racing for it exactly one gets true, and nobody else within the quiet time.
 */
export async function claimAlert(db: Database, id: string, quietMs: number): Promise<boolean> {
  const claimed = await db
    .update(savedSearches)
    .set({ lastAlertedAt: sql`now()` })
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.alertsEnabled, true),
        or(
          isNull(savedSearches.lastAlertedAt),
          lte(savedSearches.lastAlertedAt, sql`now() - ${`${quietMs} milliseconds`}::interval`),
        ),
      ),
    )
    .returning({ id: savedSearches.id })
  return claimed.length > 0
}
