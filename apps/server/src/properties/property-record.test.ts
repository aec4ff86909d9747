import { type Property, propertySchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties } from '../db/schema.ts'
import { insertUpload } from '../test/factories.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// The property record (address, areas, year, features, energy rating, rental terms, virtual tour, approximate
// location) through add, update and details, and All Properties' filters on it. The fixture's listings lie in
// "Quillhaven", where no demo listing is, so `search=quillhaven` sees exactly them.

let t: PropertiesTestContext
let picture: string

beforeAll(async () => {
  t = await createPropertiesTestContext()
  picture = await insertUpload(t.ctx.db, t.ids.agent)
})
afterAll(() => t?.ctx.close())

const base = {
  title: 'Record House',
  priceRange: '$300,000 - $320,000',
  listingType: 'sale',
  category: 'House',
}

async function add(body: Record<string, unknown>) {
  const { insertedId } = await expectJson<{ insertedId: string }>(
    await t.send('POST', '/api/properties', 'agent', { image: picture, ...base, ...body }),
    201,
  )
  return insertedId
}

async function details(id: string, who: 'agent' | 'user' | 'admin') {
  const property = await expectJson<Property>(await t.send('GET', `/api/properties/${id}`, who), 200)
  propertySchema.strict().parse(property)
  return property
}

describe('the property record', () => {
  it('keeps every field, builds the location from the address and answers the area unit and price per area', async () => {
    const id = await add({
      location: 'ignored when a city is given',
      street: '5 Quill Road',
      unit: 'Flat 2',
      city: 'Quillhaven',
      region: 'QH',
      postalCode: '12345',
      country: 'NZ',
      livingArea: 1500,
      lotSize: 4000,
      yearBuilt: 2004,
      parkingSpaces: 2,
      features: ['pool', 'garden', 'pool'],
      energyRating: 'B',
      virtualTourUrl: 'https://tours.example.com/5-quill',
    })
    await t.ctx.db.update(properties).set({ verificationStatus: 'verified' }).where(eq(properties.id, id))
    expect(await details(id, 'user')).toMatchObject({
      location: '5 Quill Road Flat 2, Quillhaven, QH 12345, NZ',
      street: '5 Quill Road',
      unit: 'Flat 2',
      livingArea: 1500,
      lotSize: 4000,
      areaUnit: 'sqft',
      pricePerArea: 200,
      yearBuilt: 2004,
      parkingSpaces: 2,
      features: ['garden', 'pool'],
      energyRating: 'B',
      availableFrom: null,
      virtualTourUrl: 'https://tours.example.com/5-quill',
      approximateLocation: false,
    })
  })

  it('leaves out the fields of an older listing as null, and keeps a field left out of an update', async () => {
    const id = await add({ location: 'Old Quillhaven Lane', livingArea: 800 })
    expect(await details(id, 'agent')).toMatchObject({
      livingArea: 800,
      features: [],
      street: null,
      energyRating: null,
    })
    await expectJson(
      await t.send('PUT', `/api/properties/${id}`, 'agent', {
        image: picture,
        ...base,
        location: 'Old Quillhaven Lane',
        yearBuilt: 1950,
      }),
      200,
    )
    expect(await details(id, 'agent')).toMatchObject({ livingArea: 800, yearBuilt: 1950 })
  })

  it('rounds an approximate point to about 500 m and hides the street from everyone but the agent and admins', async () => {
    const id = await add({
      listingType: 'rent',
      priceRange: '$2,000 - $2,000',
      street: '9 Hidden Quill Street',
      city: 'Quillhaven',
      country: 'NZ',
      latitude: -41.28654,
      longitude: 174.77621,
      approximateLocation: true,
      availableFrom: '2026-03-01',
      minLeaseMonths: 12,
      deposit: 4000,
    })
    await t.ctx.db.update(properties).set({ verificationStatus: 'verified' }).where(eq(properties.id, id))
    const seen = await details(id, 'user')
    expect(seen).toMatchObject({
      location: 'Quillhaven, NZ',
      street: null,
      latitude: -41.285,
      longitude: 174.775,
      availableFrom: '2026-03-01',
      minLeaseMonths: 12,
      deposit: 4000,
    })
    expect(JSON.stringify(seen)).not.toContain('Hidden Quill')
    expect(await details(id, 'agent')).toMatchObject({ street: '9 Hidden Quill Street', latitude: -41.285 })
    const pins = await expectJson<{ _id: string; latitude: number }[]>(
      await t.send('GET', '/api/properties/verified/pins?search=quillhaven&listingType=rent', 'user'),
      200,
    )
    expect(pins.find((pin) => pin._id === id)?.latitude).toBe(-41.285)
  })

  it('never stores the street of an approximate location in its location text, whatever text was sent', async () => {
    const id = await add({
      location: '9 Hidden Quill Street, Quillhaven',
      street: '9 Hidden Quill Street',
      city: 'Quillhaven',
      country: 'NZ',
      approximateLocation: true,
    })
    await t.ctx.db.update(properties).set({ verificationStatus: 'verified' }).where(eq(properties.id, id))
    const [row] = await t.ctx.db.select().from(properties).where(eq(properties.id, id))
    expect(row?.location).toBe('Quillhaven, NZ')
    expect(JSON.stringify(await details(id, 'user'))).not.toContain('Hidden Quill')
    const withoutCity = await t.send('POST', '/api/properties', 'agent', {
      image: picture,
      ...base,
      location: '9 Hidden Quill Street',
      approximateLocation: true,
    })
    await expectApiError(withoutCity, 400, 'city')
  })

  it.each([
    [{ country: 'New Zealand' }, 'country'],
    [{ livingArea: 0 }, 'livingArea'],
    [{ features: ['moat'] }, 'features'],
    [{ energyRating: 'H' }, 'energyRating'],
    [{ availableFrom: '2026-02-30' }, 'availableFrom'],
    [{ virtualTourUrl: 'http://tours.example.com/x' }, 'virtualTourUrl'],
    [{ virtualTourUrl: 'javascript:alert(1)' }, 'virtualTourUrl'],
    [{ deposit: 10.001 }, 'deposit'],
    [{ yearBuilt: 3000 }, 'yearBuilt'],
    [{ location: '' }, 'location'],
  ])('refuses %j naming %s', async (body, field) => {
    const response = await t.send('POST', '/api/properties', 'agent', {
      image: picture,
      ...base,
      location: 'Somewhere',
      ...body,
    })
    const { error } = await expectApiError(response, 400)
    // A feature is named with its place in the list (features.0).
    expect(error.field?.split('.')[0]).toBe(field)
  })
})

describe('All Properties filters on the record', () => {
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    const fixture = {
      small: { livingArea: 700, yearBuilt: 1960, features: ['garden'], priceLow: 210_000 },
      medium: {
        livingArea: 1200,
        yearBuilt: 1995,
        features: ['garden', 'pool', 'garage'],
        priceLow: 240_000,
      },
      large: { livingArea: 3000, yearBuilt: 2018, features: ['pool'], priceLow: 450_000 },
      unknown: { livingArea: null, yearBuilt: null, features: [], priceLow: 150_000 },
      soon: { listingType: 'rent', availableFrom: '2026-01-15', livingArea: 600, priceLow: 1_900 },
      later: { listingType: 'rent', availableFrom: '2027-06-01', livingArea: 650, priceLow: 2_100 },
      now: { listingType: 'rent', availableFrom: null, livingArea: 500, priceLow: 1_500 },
    } as const
    for (const [key, values] of Object.entries(fixture)) {
      const row = await t.listingOf('agent', {
        location: `${key} Lane, Quillmere`,
        ...values,
        features: 'features' in values ? [...values.features] : [],
        priceHigh: values.priceLow,
      })
      ids[key] = row.id
    }
  })

  async function keys(query: string) {
    const response = await t.send('GET', `/api/properties/verified?search=quillmere&${query}`, 'user')
    const body = await expectJson<Property[]>(response, 200)
    const names = body.map((item) => Object.entries(ids).find(([, id]) => id === item._id)?.[0])
    return {
      names,
      total: Number(response.headers.get('X-Total-Count')),
      next: response.headers.get('X-Next-Cursor'),
    }
  }

  it.each([
    ['minArea=1000', ['large', 'medium']],
    ['maxArea=700&listingType=sale', ['small']],
    ['minArea=600&maxArea=1200', ['later', 'soon', 'medium', 'small']],
    ['features=garden', ['medium', 'small']],
    ['features=pool,garden', ['medium']],
    ['features=pool&minYear=2000', ['large']],
    ['minYear=1990', ['large', 'medium']],
    ['availableBy=2026-02-01', ['now', 'soon']],
    ['availableBy=2027-12-31&minArea=600', ['later', 'soon']],
  ])('%s matches exactly the listings that meet it', async (query, expected) => {
    const { names, total } = await keys(query)
    expect([...names].sort()).toEqual([...expected].sort())
    expect(total).toBe(expected.length)
  })

  it('sorts by price per area, cheapest first, over listings that state an area, across keyset pages', async () => {
    const all = await keys('sort=pricePerArea&listingType=sale')
    // 150,000 / 3000 = 50 (large), 240,000 / 1200 = 200, 210,000 / 700 = 300; unknown has no area.
    expect(all.names).toEqual(['large', 'medium', 'small'])
    expect(all.total).toBe(3)
    const first = await keys('sort=pricePerArea&listingType=sale&limit=2')
    expect(first.names).toEqual(['large', 'medium'])
    expect(first.next).toBeTruthy()
    const second = await keys(`sort=pricePerArea&listingType=sale&limit=2&cursor=${first.next}`)
    expect(second.names).toEqual(['small'])
  })

  it.each([
    ['minArea=-1', 'minArea'],
    ['maxArea=abc', 'maxArea'],
    ['minArea=500&maxArea=100', 'maxArea'],
    ['features=garden,moat', 'features'],
    ['minYear=99', 'minYear'],
    ['availableBy=tomorrow', 'availableBy'],
    ['sort=area', 'sort'],
  ])('refuses %s naming %s', async (query, field) => {
    const { error } = await expectApiError(
      await t.send('GET', `/api/properties/verified?${query}`, 'user'),
      400,
    )
    expect(error.field).toBe(field)
  })

  it('keeps the new filters in a saved search', async () => {
    const query = 'minArea=600&features=pool,garden&minYear=1990&availableBy=2026-02-01&sort=pricePerArea'
    const saved = await expectJson<{ query: string }>(
      await t.send('POST', '/api/saved-searches', 'user', { name: 'Quill', query }),
      201,
    )
    expect(saved.query).toBe(
      'minArea=600&features=pool%2Cgarden&minYear=1990&availableBy=2026-02-01&sort=pricePerArea',
    )
  })
})
