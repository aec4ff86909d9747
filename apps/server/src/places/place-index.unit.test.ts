import { describe, expect, it } from 'vitest'
import { createPlaceIndex, editDistance, fold, forgivenEdits } from './place-index.ts'

const index = createPlaceIndex([
  { city: 'Chicago', region: 'IL', listings: 40 },
  { city: 'Pasadena', region: 'CA', listings: 3 },
  { city: 'San Francisco', region: 'CA', listings: 12 },
  { city: 'São Paulo', region: 'SP', listings: 5 },
  { city: 'Portland', region: 'OR', listings: 9 },
  { city: 'Portland', region: 'ME', listings: 2 },
  { city: 'Miami', region: 'FL', listings: 7 },
  { city: 'Miami Beach', region: 'FL', listings: 4 },
  { city: 'Austin', region: 'TX', listings: 30 },
])

describe('fold', () => {
  it('drops case, accents and repeated spaces', () => {
    expect(fold('  São   PAULO ')).toBe('sao paulo')
  })
})

describe('editDistance', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    expect(editDistance('chicgo', 'chicago', 2)).toBe(1)
    expect(editDistance('chicaago', 'chicago', 2)).toBe(1)
    expect(editDistance('chicagu', 'chicago', 2)).toBe(1)
    expect(editDistance('cihcago', 'chicago', 2)).toBe(1)
    expect(editDistance('san fransisco', 'san francisco', 2)).toBe(1)
  })

  it('stops at max + 1', () => {
    expect(editDistance('austin', 'chicago', 1)).toBe(2)
  })
})

describe('forgivenEdits', () => {
  it('forgives none below 5 letters, one up to 8, two from 9', () => {
    expect([4, 5, 8, 9].map(forgivenEdits)).toEqual([0, 1, 1, 2])
  })
})

describe('nearest', () => {
  it.each([
    ['Chicgo', 'Chicago'],
    ['Pasadna', 'Pasadena'],
    ['san fransisco', 'San Francisco'],
    ['Sao Paulo', 'São Paulo'],
    ['CHIACGO', 'Chicago'],
    ['pasadena, ca', 'Pasadena'],
    ['Sna Farncisco', 'San Francisco'],
  ])('reads %s as %s', (typed, city) => {
    expect(index.nearest(typed)?.city).toBe(city)
  })

  it('forgives no typo in a short word and nothing beyond the forgiven edits', () => {
    expect(index.nearest('Mami')).toBeUndefined()
    expect(index.nearest('Chcgo')).toBeUndefined()
    expect(index.nearest('Boston')).toBeUndefined()
  })

  it('prefers the place with more homes between two as near', () => {
    expect(index.nearest('portland')).toEqual({ city: 'Portland', region: 'OR', listings: 9 })
  })
})

describe('suggest', () => {
  it('puts places that begin with the text first, more homes first', () => {
    expect(index.suggest('mia', 5).map((place) => place.city)).toEqual(['Miami', 'Miami Beach'])
    expect(index.suggest('port', 5)).toEqual([
      { city: 'Portland', region: 'OR', listings: 9 },
      { city: 'Portland', region: 'ME', listings: 2 },
    ])
  })

  it('finds a place from a misspelled or unaccented beginning, and a later word', () => {
    expect(index.suggest('Chicg', 5).map((place) => place.city)).toEqual(['Chicago'])
    expect(index.suggest('sao p', 5).map((place) => place.city)).toEqual(['São Paulo'])
    expect(index.suggest('francisco', 5).map((place) => place.city)).toEqual(['San Francisco'])
  })

  it('answers nothing for an empty text and at most `limit`', () => {
    expect(index.suggest('  ', 5)).toEqual([])
    expect(index.suggest('a', 1)).toHaveLength(1)
  })
})
