import type { SavedSearch } from '@keyhaven/contract'
import { fetchSavedSearches } from './api.ts'
import type { SearchFilters } from './filters.ts'
import { readFilters } from './read-filters.ts'

/** A saved search as its page shows it: with the filters its query holds, checked. */
export type SavedSearchRead = SavedSearch & { filters: SearchFilters }

/**
 * The caller's saved searches, as the Saved Searches route's loader reads them: each with its filters checked
 * here against the contract (readFilters), so that the page, which describes them, does not load zod.
 */
export const readSavedSearches = async (): Promise<SavedSearchRead[]> =>
  (await fetchSavedSearches()).map((search) => ({
    ...search,
    filters: readFilters(new URLSearchParams(search.query)),
  }))
