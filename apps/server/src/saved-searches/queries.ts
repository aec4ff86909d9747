import { parseSavedSearchQuery } from '@keyhaven/contract'
import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { savedSearches, users } from '../db/schema.ts'
import { featureMask, polygonLiteral } from '../properties/listing-filters.ts'

export type SavedSearchRow = typeof savedSearches.$inferSelect
type SavedSearchValues = typeof savedSearches.$inferInsert

/** A saved search's row: its query and, as columns, the query's filters (which alerts are matched on). */
export function savedSearchValues(values: {
  userId: string
  name: string
  query: string
}): SavedSearchValues {
  const parsed = parseSavedSearchQuery(values.query)
  if (!parsed.ok) return { ...values, queryParsed: false }
  const { search, listingType, category, minPrice, maxPrice, priceCurrency, minBeds, minBaths, area } =
    parsed.filters
  const { minArea, maxArea, features, minYear, availableBy, openHouseWithinDays } = parsed.filters
  const bbox = parsed.filters.bbox ?? area
  return {
    ...values,
    queryParsed: true,
    search,
    listingType,
    category,
    minPrice,
    maxPrice,
    priceCurrency,
    minBeds,
    minBaths,
    bboxWest: bbox?.west,
    bboxSouth: bbox?.south,
    bboxEast: bbox?.east,
    bboxNorth: bbox?.north,
    area: area && polygonLiteral(area),
    minArea,
    maxArea,
    featureMask: featureMask(features) || undefined,
    minYear,
    availableBy,
    openHouseWithinDays,
  }
}

/** One account's saved searches, oldest first (a short list: MAX_SAVED_SEARCHES at most). */
export function listSavedSearches(db: Database, userId: string) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
}

/**
 * Saves the search unless the account already keeps `max`, or keeps the same query (in its one spelling)
 * under some name. The account's row is locked first, so two concurrent saves cannot both slip under the
 * limit nor both save one query.
 */
export async function insertSavedSearch(
  db: Database,
  values: { userId: string; name: string; query: string },
  max: number,
): Promise<{ saved: SavedSearchRow } | { full: true } | { duplicateOf: SavedSearchRow }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('no key update')
    const [same] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, values.userId), eq(savedSearches.query, values.query)))
      .limit(1)
    if (same) return { duplicateOf: same }
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, values.userId))
    if ((kept?.total ?? 0) >= max) return { full: true }
    const [row] = await tx.insert(savedSearches).values(savedSearchValues(values)).returning()
    if (!row) throw new Error('insert returned no row')
    return { saved: row }
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
