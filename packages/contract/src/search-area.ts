// A search area drawn on All Properties' map: a closed shape of 3 to 50 corners, sent as one compact query
// parameter in Google's encoded polyline format (precision 5, about a metre; docs/decisions/0037). The codec is
// written here, without zod (All Properties' first scripts decode an area): the format is fully specified in a few lines, and the npm codecs ship CommonJS builds whose
// named exports Node's ESM loader cannot see from the server's bundle.

/** A shape needs three corners; fifty outline a district finely and keep the URL and the SQL small. */
export const MIN_AREA_POINTS = 3
export const MAX_AREA_POINTS = 50
const SCALE = 1e5
/** The longest value of one coordinate: a delta of up to 360 degrees takes six characters at precision 5. */
const MAX_CHARS_PER_POINT = 12
/** The closing corner may repeat the first, as GeoJSON writes a ring. */
export const MAX_AREA_LENGTH = (MAX_AREA_POINTS + 1) * MAX_CHARS_PER_POINT

export interface AreaPoint {
  latitude: number
  longitude: number
}

/** The corners of a drawn area, in order, and the box around them (the search's index prefilter). */
export interface SearchArea {
  points: AreaPoint[]
  west: number
  south: number
  east: number
  north: number
}

const encodeNumber = (value: number) => {
  let rest = value < 0 ? ~(value << 1) : value << 1
  let out = ''
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63)
    rest >>= 5
  }
  return out + String.fromCharCode(rest + 63)
}

/** The corners as an `area` parameter, each rounded to 5 decimals. */
export function encodeSearchArea(points: readonly AreaPoint[]): string {
  let latitude = 0
  let longitude = 0
  let out = ''
  for (const point of points) {
    const nextLatitude = Math.round(point.latitude * SCALE)
    const nextLongitude = Math.round(point.longitude * SCALE)
    out += encodeNumber(nextLatitude - latitude) + encodeNumber(nextLongitude - longitude)
    latitude = nextLatitude
    longitude = nextLongitude
  }
  return out
}

/** The polyline's integer pairs (latitude, longitude in units of 1e-5 degree), or null when it is cut short. */
function decodeUnits(encoded: string): [number, number][] | null {
  const values: number[] = []
  let index = 0
  while (index < encoded.length) {
    let result = 0
    let shift = 0
    let chunk: number
    do {
      if (index >= encoded.length || shift > 25) return null
      chunk = encoded.charCodeAt(index++) - 63
      result |= (chunk & 0x1f) << shift
      shift += 5
    } while (chunk >= 0x20)
    values.push(result & 1 ? ~(result >>> 1) : result >>> 1)
  }
  if (values.length % 2 !== 0) return null
  const pairs: [number, number][] = []
  let latitude = 0
  let longitude = 0
  for (let i = 0; i < values.length; i += 2) {
    latitude += values[i] ?? 0
    longitude += values[i + 1] ?? 0
    pairs.push([latitude, longitude])
  }
  return pairs
}

type Units = [number, number]
/** Twice the signed area of the triangle a, b, c: its sign says which side of ab c lies on (exact on integers). */
const turn = (a: Units, b: Units, c: Units) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
const sameAs = (a: Units, b: Units) => a[0] === b[0] && a[1] === b[1]
const between = (a: Units, b: Units, c: Units) =>
  Math.min(a[0], b[0]) <= c[0] &&
  c[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= c[1] &&
  c[1] <= Math.max(a[1], b[1])

/** Whether the closed segments ab and cd share a point. */
function segmentsMeet(a: Units, b: Units, c: Units, d: Units): boolean {
  const [d1, d2, d3, d4] = [turn(c, d, a), turn(c, d, b), turn(a, b, c), turn(a, b, d)]
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (
    (d1 === 0 && between(c, d, a)) ||
    (d2 === 0 && between(c, d, b)) ||
    (d3 === 0 && between(a, b, c)) ||
    (d4 === 0 && between(a, b, d))
  )
}

/**
 * Whether the ring's edges cross or touch anywhere but where neighbours join (at most 50 × 50 pairs, on the
 * integer units, so exactly). Neighbours that fold back over each other (collinear, overlapping) count too.
 */
function crossesItself(ring: Units[]): boolean {
  const n = ring.length
  const edge = (i: number): [Units, Units] => [ring[i] as Units, ring[(i + 1) % n] as Units]
  for (let i = 0; i < n; i++) {
    const [a, b] = edge(i)
    for (let j = i + 1; j < n; j++) {
      const [c, d] = edge(j)
      const neighbours = j === i + 1 || (i === 0 && j === n - 1)
      if (!neighbours) {
        if (segmentsMeet(a, b, c, d)) return true
        continue
      }
      // Neighbours share one corner; they cross only by folding back along one line.
      const [shared, other, far] = j === i + 1 ? [b, a, d] : [a, b, c]
      const sameWay =
        (other[0] - shared[0]) * (far[0] - shared[0]) + (other[1] - shared[1]) * (far[1] - shared[1]) > 0
      if (turn(other, shared, far) === 0 && sameWay) return true
    }
  }
  return false
}

/** The corners of an `area` parameter, or what is wrong with it (each message names the parameter). */
export function decodeSearchArea(
  value: string,
): { ok: true; area: SearchArea } | { ok: false; message: string } {
  const format = `area must be a polygon in Google's encoded polyline format (precision 5), of ${MIN_AREA_POINTS} to ${MAX_AREA_POINTS} points`
  if (value.length > MAX_AREA_LENGTH || !/^[?-~]+$/.test(value)) return { ok: false, message: format }
  const units = decodeUnits(value)
  if (!units) return { ok: false, message: format }
  const first = units[0]
  const last = units[units.length - 1]
  if (units.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) units.pop()
  if (units.length < MIN_AREA_POINTS || units.length > MAX_AREA_POINTS) {
    return { ok: false, message: `area must have ${MIN_AREA_POINTS} to ${MAX_AREA_POINTS} points` }
  }
  if (
    units.some(
      ([latitude, longitude]) => Math.abs(latitude) > 90 * SCALE || Math.abs(longitude) > 180 * SCALE,
    )
  ) {
    return {
      ok: false,
      message: 'area: every point must have a latitude from -90 to 90 and a longitude from -180 to 180',
    }
  }
  if (units.some((point, i) => sameAs(point, units[(i + 1) % units.length] as Units))) {
    return { ok: false, message: 'area: two points in a row are the same' }
  }
  if (units.every((point) => turn(units[0] as Units, units[1] as Units, point) === 0)) {
    return { ok: false, message: 'area: the points lie on one line, which encloses nothing' }
  }
  if (crossesItself(units)) return { ok: false, message: 'area: the shape must not cross itself' }
  const points = units.map(([latitude, longitude]) => ({
    latitude: latitude / SCALE,
    longitude: longitude / SCALE,
  }))
  const latitudes = points.map((point) => point.latitude)
  const longitudes = points.map((point) => point.longitude)
  return {
    ok: true,
    area: {
      points,
      west: Math.min(...longitudes),
      south: Math.min(...latitudes),
      east: Math.max(...longitudes),
      north: Math.max(...latitudes),
    },
  }
}
