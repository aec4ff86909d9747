import { MAX_PLACE_SUGGESTIONS, type PlaceSuggestion } from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import { createPlaceIndex, type Place, type PlaceIndex, placeLabel } from './place-index.ts'
import { listPlaces } from './queries.ts'

/** How long the places are reused before they are read again. */
export const PLACES_CACHE_SECONDS = 60

/**
 * The places of the publicly listed homes, kept in memory and read again at most once a minute (while they are
 * read again, the ones kept still answer): a suggestion, or a search read as a place, costs no statement. A city
 * whose first home was just verified is suggested within the minute.
 */
export function createPlaceService(db: Database) {
  let kept: { index: PlaceIndex; readAt: number } | undefined
  let reading: Promise<PlaceIndex> | undefined

  function readAgain(): Promise<PlaceIndex> {
    reading ??= listPlaces(db)
      .then((places) => {
        const index = createPlaceIndex(places)
        kept = { index, readAt: Date.now() }
        return index
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  async function places(): Promise<PlaceIndex> {
    if (!kept) return readAgain()
    // A failed read again keeps the places kept; the next request tries again.
    if (Date.now() - kept.readAt > PLACES_CACHE_SECONDS * 1000) readAgain().catch(() => {})
    return kept.index
  }

  const toSuggestion = (place: Place): PlaceSuggestion => ({ ...place, label: placeLabel(place) })

  return {
    async suggest(text: string): Promise<PlaceSuggestion[]> {
      return (await places()).suggest(text, MAX_PLACE_SUGGESTIONS).map(toSuggestion)
    },
    /** The place a search text means despite typos, case and accents (see PlaceIndex.nearest). */
    async nearest(text: string): Promise<Place | undefined> {
      return (await places()).nearest(text)
    },
  }
}
export type PlaceService = ReturnType<typeof createPlaceService>
