import { useEffect } from 'react'
import { recordView } from './api.ts'

/**
 * Counts a view of the listing once the details page shows it (docs/decisions/0008): once per page visit,
 * fire and forget. The server keeps one view per visitor per day and ignores the agent's own.
 */
export function useViewBeacon(propertyId: string, shown: boolean) {
  useEffect(() => {
    // A failed count is not the visitor's problem: nothing to show, nothing to retry.
    if (shown) recordView(propertyId).catch(() => {})
  }, [propertyId, shown])
}
