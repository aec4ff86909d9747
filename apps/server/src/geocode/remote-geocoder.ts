import type { GeocodeCandidate } from '@keyhaven/contract'
import { z } from 'zod'
import { countryName, type Geocoder, GeocoderUnavailableError } from './geocoder.ts'

export type GeocoderFormat = 'nominatim' | 'photon'

/** A geocoder that has not answered by then is taken as down: the agent still places the pin by hand. */
const TIMEOUT_MS = 5_000

const coordinate = z.coerce.number().refine(Number.isFinite)

// Nominatim's /search?format=jsonv2&addressdetails=1: an array of places.
const nominatimAnswer = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    name: z.string().optional(),
    display_name: z.string(),
    address: z.object({ country: z.string().optional(), country_code: z.string().optional() }).optional(),
  }),
)

// Photon's /api: GeoJSON features.
const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([coordinate, coordinate]) }),
      properties: z.object({
        name: z.string().optional(),
        street: z.string().optional(),
        housenumber: z.string().optional(),
        city: z.string().optional(),
        country: z.string().optional(),
        countrycode: z.string().optional(),
      }),
    }),
  ),
})

const inRange = (candidate: GeocodeCandidate) =>
  Math.abs(candidate.lat) <= 90 && Math.abs(candidate.lng) <= 180

function fromNominatim(body: unknown): GeocodeCandidate[] {
  return nominatimAnswer.parse(body).map((place) => ({
    name: place.name || place.display_name,
    country:
      place.address?.country ?? (place.address?.country_code ? countryName(place.address.country_code) : ''),
    lat: place.lat,
    lng: place.lon,
  }))
}

function fromPhoton(body: unknown): GeocodeCandidate[] {
  return photonAnswer.parse(body).features.map(({ geometry, properties }) => {
    const street = [properties.street, properties.housenumber].filter(Boolean).join(' ')
    const name = [properties.name ?? street, properties.city].filter(Boolean).join(', ')
    return {
      name: name || properties.country || '',
      country: properties.country ?? (properties.countrycode ? countryName(properties.countrycode) : ''),
      lat: geometry.coordinates[1],
      lng: geometry.coordinates[0],
    }
  })
}

/**
 * A Nominatim (`/search`) or Photon (`/api`) compatible server at `url`, used only when GEOCODER_URL is set.
 * `userAgent` names the site, as Nominatim's usage policy asks.
 */
export function createRemoteGeocoder(url: string, format: GeocoderFormat, userAgent: string): Geocoder {
  return {
    async warm() {},
    async search(query, limit) {
      const request = new URL(url)
      request.searchParams.set('q', query)
      request.searchParams.set('limit', String(limit))
      if (format === 'nominatim') {
        request.searchParams.set('format', 'jsonv2')
        request.searchParams.set('addressdetails', '1')
      }
      try {
        const response = await fetch(request, {
          headers: { Accept: 'application/json', 'User-Agent': userAgent },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`answered ${response.status}`)
        const body: unknown = await response.json()
        const candidates = format === 'nominatim' ? fromNominatim(body) : fromPhoton(body)
        return candidates.filter(inRange).slice(0, limit)
      } catch (error) {
        // Down, too slow, or an answer in another format: the same to the person, who places the pin by hand.
        throw new GeocoderUnavailableError(`the geocoder failed: ${(error as Error).message}`)
      }
    },
  }
}
