import { MATCHED_PLACE_HEADER, type PlaceSuggestion, type Property } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// All Properties' search forgives what people type on phones: a search that finds nothing as typed answers the
// homes of the place it names despite a typo or two, a swap, missing accents or any case, and says so
// (X-Matched-Place); an exact match always wins. The place suggestions come from the same places.

let t: PropertiesTestContext
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createPropertiesTestContext()
  const listing = async (
    name: string,
    values: { location: string; city: string; region: string; title?: string },
  ) => {
    ids[name] = (await t.listingOf('agent', values)).id
  }
  await listing('saoPaulo', { location: '1 Rua Augusta, São Paulo, SP', city: 'São Paulo', region: 'SP' })
  await listing('chicago', { location: '7 Wacker Drive, Chicago, IL', city: 'Chicago', region: 'IL' })
  await listing('wellingborough', {
    location: '3 Sheep Street, Wellingborough, NN',
    city: 'Wellingborough',
    region: 'NN',
  })
  // A title that is a misspelling of a place: searching that misspelling finds it as typed.
  await listing('bungalow', {
    location: '9 Elm Street, Austin, TX',
    city: 'Austin',
    region: 'TX',
    title: 'Pasadna Bungalow',
  })
})
afterAll(() => t?.ctx.close())

async function search(text: string, more = '') {
  const response = await t.send(
    'GET',
    `/api/properties/verified?search=${encodeURIComponent(text)}${more}`,
    'user',
  )
  const items = await expectJson<Property[]>(response, 200)
  const matched = response.headers.get(MATCHED_PLACE_HEADER)
  return { items, matched: matched === null ? null : decodeURIComponent(matched), response }
}

describe('a search that found nothing as typed', () => {
  it.each([
    ['a typo', 'Chicgo', 'Chicago, IL'],
    ['two swapped letters', 'Cihcago', 'Chicago, IL'],
    ['missing accents', 'sao paulo', 'São Paulo, SP'],
    ['any case', 'CHICGO', 'Chicago, IL'],
    ['two typos in a long name', 'welingborogh', 'Wellingborough, NN'],
  ])('answers the place it names despite %s', async (_, typed, place) => {
    const { items, matched } = await search(typed)
    expect(matched).toBe(place)
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => `${item.city}, ${item.region}` === place)).toBe(true)
  })

  it('finds nothing beyond the typos forgiven, and says no place', async () => {
    const { items, matched } = await search('Chcgo')
    expect(items).toEqual([])
    expect(matched).toBeNull()
  })

  it('pages through the place with the search as typed and the cursor', async () => {
    const first = await search('Chicgo', '&limit=1&sort=asc')
    const cursor = first.response.headers.get('X-Next-Cursor')
    expect(cursor).not.toBeNull()
    const next = await search('Chicgo', `&limit=1&sort=asc&cursor=${cursor}`)
    expect(next.matched).toBe('Chicago, IL')
    expect(next.items).toHaveLength(1)
    expect(next.items[0]?._id).not.toBe(first.items[0]?._id)
    expect(next.items[0]?.city).toBe('Chicago')
  })

  it('answers the same place on the map', async () => {
    const response = await t.send('GET', '/api/properties/verified/pins?search=Chicgo', 'user')
    const pins = await expectJson<{ _id: string }[]>(response, 200)
    expect(decodeURIComponent(response.headers.get(MATCHED_PLACE_HEADER) ?? '')).toBe('Chicago, IL')
    expect(pins.map((pin) => pin._id)).toContain(ids.chicago)
  })
})

describe('an exact match', () => {
  it('comes first: a misspelled place that a listing has in its title finds that listing, as typed', async () => {
    const { items, matched } = await search('pasadna')
    expect(items.map((item) => item._id)).toEqual([ids.bungalow])
    expect(matched).toBeNull()
  })

  it('is still a case-insensitive substring of the location', async () => {
    const { items, matched } = await search('WACKER')
    expect(items.map((item) => item._id)).toEqual([ids.chicago])
    expect(matched).toBeNull()
  })
})

describe('GET /api/places/suggest', () => {
  const suggest = async (q: string, who: Parameters<PropertiesTestContext['send']>[2] = 'user') =>
    t.send('GET', `/api/places/suggest?q=${encodeURIComponent(q)}`, who)
  const labels = async (q: string) =>
    (await expectJson<PlaceSuggestion[]>(await suggest(q), 200)).map((place) => place.label)

  it('suggests the places a text begins, then those it begins despite typos, accents and case', async () => {
    expect((await labels('chic'))[0]).toBe('Chicago, IL')
    expect(await labels('SAO P')).toEqual(['São Paulo, SP'])
    expect(await labels('Pasadn')).toEqual(['Pasadena, CA'])
    expect(await labels('Wellingbro')).toEqual(['Wellingborough, NN'])
  })

  it('counts the publicly listed homes of each place', async () => {
    const [saoPaulo] = await expectJson<PlaceSuggestion[]>(await suggest('são'), 200)
    expect(saoPaulo).toEqual({ city: 'São Paulo', region: 'SP', label: 'São Paulo, SP', listings: 1 })
  })

  it('refuses an empty or overlong text, and anonymous callers', async () => {
    expect((await expectApiError(await suggest(''), 400)).error.field).toBe('q')
    expect((await expectApiError(await suggest('x'.repeat(101)), 400, 'at most 100')).error.field).toBe('q')
    expect((await suggest('chic', 'anonymous')).status).toBe(401)
  })
})
