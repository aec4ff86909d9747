import { ERROR_CODES, type GeocodeCandidate, MAX_GEOCODE_CANDIDATES } from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { enforceRateLimit } from '../http/rate-limit.ts'
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts'

/** Searches one person may send per minute: plenty for typing addresses, too few to mine the geocoder. */
export const GEOCODE_SEARCHES = { windowSeconds: 60, max: 30 }

export function createGeocodeService(db: Database, geocoder: Geocoder) {
  return {
    async search(callerId: string, query: string): Promise<GeocodeCandidate[]> {
      await enforceRateLimit(
        db,
        `geocode:${callerId}`,
        GEOCODE_SEARCHES,
        'Too many map searches. Please wait a minute and try again.',
      )
      try {
        return await geocoder.search(query, MAX_GEOCODE_CANDIDATES)
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error
        throw new ApiError(
          502,
          'The map search is not available right now. Please place the pin on the map yourself.',
          ERROR_CODES.geocoderUnavailable,
        )
      }
    },
  }
}

export type GeocodeService = ReturnType<typeof createGeocodeService>
