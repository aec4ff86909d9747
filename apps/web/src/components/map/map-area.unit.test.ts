import { describe, expect, it } from 'vitest'
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
  it("words the contract's messages without the parameter's name", () => {
    expect(areaProblem('area: the shape must not cross itself')).toBe('the shape must not cross itself')
    expect(areaProblem('area must have 3 to 50 points')).toBe('an area must have 3 to 50 points')
  })
})
