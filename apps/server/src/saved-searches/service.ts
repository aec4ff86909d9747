import { MAX_SAVED_SEARCHES, type SavedSearch } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import {
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRow,
  setAlerts,
} from './queries.ts'

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  alertsEnabled: row.alertsEnabled,
  createdAt: row.createdAt.toISOString(),
})

const NOT_FOUND = 'No saved search with this id'

/** A signed-in caller's own saved searches; someone else's answers 404 like a missing one. */
export function createSavedSearchService(db: Database) {
  return {
    /** `query` arrives validated and in its one spelling (the contract's schema). */
    async save(caller: Caller, input: { name: string; query: string }): Promise<SavedSearch> {
      const result = await insertSavedSearch(db, { userId: caller.id, ...input }, MAX_SAVED_SEARCHES)
      if ('duplicateOf' in result) {
        throw new ApiError(409, `You already saved this search as "${result.duplicateOf.name}".`)
      }
      if ('full' in result) {
        throw new ApiError(409, `You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`)
      }
      return toSavedSearch(result.saved)
    },

    async list(caller: Caller): Promise<SavedSearch[]> {
      return (await listSavedSearches(db, caller.id)).map(toSavedSearch)
    },

    async remove(caller: Caller, id: string): Promise<{ deletedCount: number }> {
      const deletedCount = await deleteSavedSearch(db, caller.id, id)
      if (deletedCount === 0) throw new ApiError(404, NOT_FOUND)
      return { deletedCount }
    },

    async setAlerts(caller: Caller, id: string, alertsEnabled: boolean): Promise<SavedSearch> {
      const row = await setAlerts(db, caller.id, id, alertsEnabled)
      if (!row) throw new ApiError(404, NOT_FOUND)
      return toSavedSearch(row)
    },
  }
}

export type SavedSearchService = ReturnType<typeof createSavedSearchService>
