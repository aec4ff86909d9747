import type { GeocodeCandidate } from '@keyhaven/contract'

/** Finds places for a typed address: the offline gazetteer by default, a Nominatim or Photon server when set. */
export interface Geocoder {
  /** At most `limit` candidates, the likeliest first; none when nothing matches. */
  search(query: string, limit: number): Promise<GeocodeCandidate[]>
  /**
   * Loads what searching needs, in the background at start, so no look-up pays for it (the offline gazetteer
   * reads its cities; a remote geocoder has nothing to load).
   */
  warm(): Promise<void>
}

/** The geocoder could not answer (down, too slow, or an answer it could not read). */
export class GeocoderUnavailableError extends Error {}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** "DE" → "Germany"; a code Intl does not know stays as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
