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

/** What is wrong with a drawn area, from the contract's message, in words rather than the parameter's name. */
export const areaProblem = (message: string) => message.replace(/^area: /, '').replace(/^area /, 'an area ')
