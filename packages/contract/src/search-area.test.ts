import { describe, expect, it } from 'vitest'
import { decodeSearchArea, encodeSearchArea, MAX_AREA_LENGTH, MAX_AREA_POINTS } from './search-area.ts'

const A = { latitude: 10, longitude: 20 }
const B = { latitude: 10, longitude: 21 }
const C = { latitude: 11, longitude: 21 }
const D = { latitude: 11, longitude: 20 }
const square = [A, B, C, D]

const messageOf = (value: string) => {
  const decoded = decodeSearchArea(value)
  return decoded.ok ? 'ok' : decoded.message
}

describe('the area parameter', () => {
  it("encodes Google's documented example and reads it back", () => {
    const path = [
      { latitude: 38.5, longitude: -120.2 },
      { latitude: 40.7, longitude: -120.95 },
      { latitude: 43.252, longitude: -126.453 },
    ]
    expect(encodeSearchArea(path)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@')
    const decoded = decodeSearchArea('_p~iF~ps|U_ulLnnqC_mqNvxq`@')
    expect(decoded).toEqual({
      ok: true,
      area: { points: path, west: -126.453, south: 38.5, east: -120.2, north: 43.252 },
    })
  })

  it('rounds to 5 decimals and takes a closing point that repeats the first as closed', () => {
    const encoded = encodeSearchArea([...square, A])
    const decoded = decodeSearchArea(encoded)
    expect(decoded.ok && decoded.area.points).toEqual(square)
    const rounded = decodeSearchArea(
      encodeSearchArea(square.map((p) => ({ ...p, latitude: p.latitude + 1e-7 }))),
    )
    expect(rounded.ok && rounded.area.points).toEqual(square)
  })

  it('keeps fifty points within its length limit, whatever their spread', () => {
    const zigzag = Array.from({ length: MAX_AREA_POINTS }, (_, i) => ({
      latitude: i % 2 === 0 ? -89.99999 : 89.99999,
      longitude: -179.99999 + (i * 359.99998) / (MAX_AREA_POINTS - 1),
    }))
    expect(encodeSearchArea(zigzag).length).toBeLessThanOrEqual(MAX_AREA_LENGTH)
  })

  it.each([
    ['', 'polyline'],
    ['abc def', 'polyline'],
    ['_p~iF~ps|U_', 'polyline'],
    ['_p~iF', 'polyline'],
    ['~~~~~~~~~~~~~~~~~~~~', 'polyline'],
    [encodeSearchArea(square.slice(0, 2)), '3 to 50 points'],
    [
      encodeSearchArea(Array.from({ length: 51 }, (_, i) => ({ latitude: Math.sin(i), longitude: i }))),
      '3 to 50 points',
    ],
    [encodeSearchArea([{ latitude: 91, longitude: 0 }, ...square]), 'latitude from -90 to 90'],
    [encodeSearchArea([{ latitude: 0, longitude: -181 }, ...square]), 'longitude from -180 to 180'],
    [encodeSearchArea([A, A, B, C]), 'two points in a row'],
    [
      encodeSearchArea([
        { latitude: 0, longitude: 0 },
        { latitude: 1, longitude: 1 },
        { latitude: 2, longitude: 2 },
      ]),
      'one line',
    ],
    // A bow tie: its two halves cross in the middle.
    [encodeSearchArea([A, C, B, D]), 'must not cross itself'],
    // A corner that touches another edge.
    [
      encodeSearchArea([
        { latitude: 0, longitude: 0 },
        { latitude: 0, longitude: 4 },
        { latitude: 4, longitude: 4 },
        { latitude: 0, longitude: 2 },
        { latitude: 4, longitude: 0 },
      ]),
      'must not cross itself',
    ],
    // An edge that goes back along the one before it.
    [
      encodeSearchArea([
        { latitude: 0, longitude: 0 },
        { latitude: 0, longitude: 4 },
        { latitude: 0, longitude: 2 },
        { latitude: 3, longitude: 1 },
      ]),
      'must not cross itself',
    ],
  ])('refuses %j: %s', (value, expected) => {
    expect(messageOf(value)).toContain(expected)
  })

  it('accepts a concave shape', () => {
    const horseshoe = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 3 },
      { latitude: 3, longitude: 3 },
      { latitude: 3, longitude: 2 },
      { latitude: 1, longitude: 2 },
      { latitude: 1, longitude: 1 },
      { latitude: 3, longitude: 1 },
      { latitude: 3, longitude: 0 },
    ]
    expect(messageOf(encodeSearchArea(horseshoe))).toBe('ok')
  })
})
