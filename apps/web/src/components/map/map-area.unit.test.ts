import { decodeSearchArea, encodeSearchArea } from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { translator } from '../../lib/i18n/translator.ts'
import english from '../../locales/en/search.json'
import spanish from '../../locales/es/search.json'
import { areaProblem, bboxParam, wrapLongitude } from './map-area.ts'

describe('bboxParam', () => {
  it('rounds the visible area to 5 decimals, west,south,east,north', () => {
    expect(bboxParam({ west: 170.4812345, south: -45.9123456, east: 170.5598761, north: -45.8400004 })).toBe(
      '170.48123,-45.91235,170.55988,-45.84',
    )
  })

  it('brings a map panned a world sideways back into -180..180', () => {
    expect(bboxParam({ west: 530.5, south: 10, east: 531.5, north: 11 })).toBe('170.5,10,171.5,11')
    expect(bboxParam({ west: -370, south: 0, east: -360, north: 1 })).toBe('-10,0,0,1')
  })

  it('takes every longitude for an area across the date line or wider than the world', () => {
    expect(bboxParam({ west: 170, south: -50, east: 190, north: -40 })).toBe('-180,-50,180,-40')
    expect(bboxParam({ west: -300, south: -80, east: 300, north: 80 })).toBe('-180,-80,180,80')
  })

  it('keeps latitudes within the poles', () => {
    expect(bboxParam({ west: -10, south: -95, east: 10, north: 91 })).toBe('-10,-90,10,90')
  })
})

describe('wrapLongitude', () => {
  it('keeps -180..180 as it is and wraps the rest', () => {
    expect(wrapLongitude(180)).toBe(180)
    expect(wrapLongitude(-180)).toBe(-180)
    expect(wrapLongitude(181)).toBe(-179)
    expect(wrapLongitude(-181)).toBe(179)
    expect(wrapLongitude(720.25)).toBe(0.25)
  })
})

describe('areaProblem', () => {
  const catalogue = (messages: Record<string, string>) =>
    Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]))
  const t = translator('search', catalogue(english))
  // Every refusal of the contract, read as the page reads an `area` from its address.
  const shape = (corners: [number, number][]) =>
    encodeSearchArea(corners.map(([latitude, longitude]) => ({ latitude, longitude })))
  const refusals = [
    'not a polyline!',
    shape([
      [0, 0],
      [1, 1],
    ]),
    shape([
      [95, 0],
      [1, 1],
      [0, 1],
    ]),
    shape([
      [0, 0],
      [0, 0],
      [1, 1],
      [0, 1],
    ]),
    shape([
      [0, 0],
      [1, 1],
      [2, 2],
    ]),
    shape([
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ]),
  ].map((area) => {
    const decoded = decodeSearchArea(area)
    if (decoded.ok) throw new Error(`${area} should be refused`)
    return decoded.message
  })

  it("words the contract's messages without the parameter's name", () => {
    expect(areaProblem(t, 'area: the shape must not cross itself')).toBe('the shape must not cross itself')
    expect(areaProblem(t, 'area must have 3 to 50 points')).toBe('an area must have 3 to 50 points')
    expect(areaProblem(t, refusals[0] ?? '')).toBe(
      "an area must be a polygon in Google's encoded polyline format (precision 5), of 3 to 50 points",
    )
  })

  it("words each refusal in the page's language", () => {
    const es = translator('search', catalogue(spanish))
    expect(new Set(refusals).size).toBe(6)
    for (const message of refusals) {
      expect(areaProblem(es, message), message).not.toBe(areaProblem(t, message))
    }
  })
})
