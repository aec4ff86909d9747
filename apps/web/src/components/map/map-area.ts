import type { Translate } from '../../lib/i18n/translator.ts'

// The map's visible area as All Properties' `bbox` filter, and a drawn area's problem in words, without Leaflet (so they
// are tested on their own).

export interface VisibleBounds {
  west: number
  south: number
  east: number
  north: number
}

const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5
export const clampLatitude = (latitude: number) => Math.min(90, Math.max(-90, latitude))

/** Longitude brought into -180..180 (the map repeats the world side by side); 180 stays 180. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude
  return ((((longitude + 180) % 360) + 360) % 360) - 180
}

/**
 * `west,south,east,north` of what the map shows, rounded to 5 decimals (about a metre). An area wider than
 * the world or across the date line, which a bbox cannot say, takes every longitude.
 */
export function bboxParam(bounds: VisibleBounds): string {
  let west = wrapLongitude(bounds.west)
  let east = wrapLongitude(bounds.east)
  if (bounds.east - bounds.west >= 360 || west > east) [west, east] = [-180, 180]
  return [west, clampLatitude(bounds.south), east, clampLatitude(bounds.north)].map(round5).join(',')
}

/** The contract's messages of a drawn area (decodeSearchArea) and the page's words for each. */
const AREA_PROBLEMS = [
  [/^area must be a polygon in .* of (\d+) to (\d+) points$/, 'areaProblem.format'],
  [/^area must have (\d+) to (\d+) points$/, 'areaProblem.points'],
  [/^area: every point must have a latitude/, 'areaProblem.bounds'],
  [/^area: two points in a row are the same/, 'areaProblem.repeated'],
  [/^area: the points lie on one line/, 'areaProblem.line'],
  [/^area: the shape must not cross itself/, 'areaProblem.crosses'],
] as const

/** What is wrong with a drawn area, from the contract's message, in words rather than the parameter's name. */
export function areaProblem(t: Translate<'search'>, message: string): string {
  for (const [pattern, key] of AREA_PROBLEMS) {
    const match = pattern.exec(message)
    if (match) return t(key, { min: match[1] ?? '', max: match[2] ?? '' })
  }
  // A message the contract may add later, until it has words of its own here: the contract's, in English.
  return message.replace(/^area: /, '').replace(/^area /, 'an area ')
}
