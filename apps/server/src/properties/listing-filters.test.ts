import { type Property, type PropertyPin, propertyPinSchema, propertySchema } from '@keyhaven/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { properties, rentalApplications, users } from '../db/schema.ts'
import { insertOffer, insertProperty, insertUpload } from '../test/factories.ts'
import {
  CALLERS,
  createPropertiesTestContext,
  type PropertiesTestContext,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// The filters of GET /api/properties/verified against a hand-checked fixture. The fixture's listings say
// 'Zephyrdale' (in the location, or for G only in the title) and lie in New Zealand, where no demo listing is,
// so `search=zephyr` and the boxes below see exactly them.

let t: PropertiesTestContext
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await createPropertiesTestContext()
  const agentId = t.ids.agent
  const fixture = {
    A: {
      location: '1 Kea Road, Zephyrdale',
      listingType: 'sale',
      category: 'House',
      price: [100_000, 120_000],
      rooms: [3, 2],
      point: [-45.0, 170.0],
    },
    B: {
      location: '2 Kea Road, Zephyrdale',
      listingType: 'rent',
      category: 'Apartment',
      price: [1_500, 1_800],
      rooms: [1, 1],
      point: [-45.1, 170.2],
    },
    C: {
      location: '3 Tui Lane, ZEPHYRDALE',
      listingType: 'sale',
      category: 'Villa',
      price: [900_000, 1_200_000],
      rooms: [5, 4],
      point: [-44.5, 171.0],
    },
    D: {
      location: '4 Tui Lane, Zephyrdale',
      listingType: 'rent',
      category: 'House',
      price: [2_500, 3_000],
      rooms: [3, null],
      point: null,
    },
    E: {
      location: '5 Weka Street, Zephyrdale',
      listingType: 'sale',
      category: 'Office',
      price: [400_000, 450_000],
      rooms: [null, 2],
      point: [-45.05, 170.1],
    },
    G: {
      location: '6 Other Street, Brindlemoor',
      title: 'Zephyrdale Loft',
      listingType: 'sale',
      category: 'Apartment',
      price: [300_000, 320_000],
      rooms: [2, 1],
      point: [-45.2, 170.3],
    },
  } as const
  for (const [key, listing] of Object.entries(fixture)) {
    const row = await insertProperty(t.ctx.db, {
      agentId,
      location: listing.location,
      ...('title' in listing && { title: listing.title }),
      listingType: listing.listingType,
      category: listing.category,
      priceLow: listing.price[0],
      priceHigh: listing.price[1],
      bedrooms: listing.rooms[0],
      bathrooms: listing.rooms[1],
      latitude: listing.point?.[0] ?? null,
      longitude: listing.point?.[1] ?? null,
    })
    ids[key] = row.id
  }
  // Never listed publicly, though they match every filter below.
  await insertProperty(t.ctx.db, {
    agentId,
    location: '7 Hidden Way, Zephyrdale',
    verificationStatus: 'pending',
    latitude: -45,
    longitude: 170,
  })
  await insertProperty(t.ctx.db, {
    agentId: t.ids.fraud,
    location: '8 Hidden Way, Zephyrdale',
    latitude: -45,
    longitude: 170,
  })
})
afterAll(() => t?.ctx.close())

async function list(query: string, who: (typeof CALLERS)[number] = 'user') {
  const response = await t.send('GET', `/api/properties/verified?${query}`, who)
  const body = await expectJson<Property[]>(response, 200)
  for (const item of body) propertySchema.strict().parse(item)
  const keys = body.map((item) => Object.entries(ids).find(([, id]) => id === item._id)?.[0] ?? item._id)
  return {
    keys,
    total: Number(response.headers.get('X-Total-Count')),
    capped: response.headers.get('X-Total-Count-Capped'),
    next: response.headers.get('X-Next-Cursor'),
  }
}

/** The same query's map pins: the pins' keys and total, or a failure when they differ from the list's. */
async function listWithPins(query: string, who: (typeof CALLERS)[number] = 'user') {
  const listed = await list(query, who)
  const response = await t.send('GET', `/api/properties/verified/pins?${query}`, who)
  const pins = await expectJson<PropertyPin[]>(response, 200)
  for (const pin of pins) propertyPinSchema.strict().parse(pin)
  expect(pins.map((pin) => Object.entries(ids).find(([, id]) => id === pin._id)?.[0] ?? pin._id)).toEqual(
    listed.keys,
  )
  expect(Number(response.headers.get('X-Total-Count'))).toBe(listed.total)
  expect(response.headers.get('X-Total-Count-Capped')).toBe(listed.capped)
  return listed
}

const sorted = (keys: string[]) => [...keys].sort()

describe('GET /api/properties/verified: each filter alone', () => {
  it.each([
    ['search=zEPHYR', ['A', 'B', 'C', 'D', 'E', 'G']],
    ['search=zephyr&listingType=rent', ['B', 'D']],
    ['search=zephyr&listingType=sale', ['A', 'C', 'E', 'G']],
    ['search=zephyr&category=House', ['A', 'D']],
    ['search=zephyr&minPrice=1000000', ['C']],
    ['search=zephyr&maxPrice=2000', ['B']],
    // Overlap: B (1,500-1,800) ends above 1,700 and D (2,500-3,000) starts below 2,600.
    ['search=zephyr&minPrice=1700&maxPrice=2600', ['B', 'D']],
    ['search=zephyr&minPrice=120000&maxPrice=120000', ['A']],
    ['search=zephyr&minBeds=3', ['A', 'C', 'D']],
    ['search=zephyr&minBaths=2', ['A', 'C', 'E']],
    ['search=zephyr&minBeds=0', ['A', 'B', 'C', 'D', 'E', 'G']],
    ['bbox=170,-45.15,170.25,-44.9', ['A', 'B', 'E']],
    ['bbox=169,-46,172,-44', ['A', 'B', 'C', 'E', 'G']],
  ])('?%s (and its map pins)', async (query, expected) => {
    const { keys, total, capped } = await listWithPins(`${query}&limit=100`)
    expect(sorted(keys)).toEqual(sorted(expected))
    expect(total).toBe(expected.length)
    expect(capped).toBeNull()
  })
})

describe('GET /api/properties/verified: for sale and for rent', () => {
  it('leaves out sold homes when asked for sale (listed otherwise) and let homes always', async () => {
    const agentId = t.ids.agent
    const place = (name: string) => `${name} Street, Quillhaven`
    const onSale = await insertProperty(t.ctx.db, { agentId, location: place('1'), listingType: 'sale' })
    const sold = await insertProperty(t.ctx.db, { agentId, location: place('2'), listingType: 'sale' })
    const toLet = await insertProperty(t.ctx.db, { agentId, location: place('3'), listingType: 'rent' })
    const taken = await insertProperty(t.ctx.db, { agentId, location: place('4'), listingType: 'rent' })
    const [buyer] = await t.ctx.db.select().from(users).where(eq(users.id, t.ids.user))
    if (!buyer) throw new Error('no user')
    await insertOffer(t.ctx.db, { property: sold, buyer, status: 'bought', transactionId: 'pi_quillhaven' })
    await t.ctx.db.insert(rentalApplications).values({
      propertyId: taken.id,
      renterId: buyer.id,
      moveInDate: '2030-01-01',
      leaseMonths: 12,
      occupants: 1,
      message: 'Quiet tenant',
      status: 'accepted',
    })
    const keysOf = async (query: string) => {
      const { keys } = await listWithPins(`search=quillhaven${query}&limit=100`)
      return sorted(keys)
    }
    expect(await keysOf('&listingType=sale')).toEqual([onSale.id])
    expect(await keysOf('&listingType=rent')).toEqual([toLet.id])
    expect(await keysOf('')).toEqual(sorted([onSale.id, sold.id, toLet.id]))
  })
})

describe('GET /api/properties/verified: filters combined', () => {
  it.each([
    ['bbox=169,-46,172,-44&listingType=sale&minBeds=3', ['A', 'C']],
    ['bbox=169,-46,172,-44&listingType=sale&minBeds=3&maxPrice=500000', ['A']],
    ['search=kea&category=Apartment&minBaths=1&maxPrice=5000', ['B']],
    ['search=zephyr&listingType=rent&category=Villa', []],
    ['search=loft&bbox=170,-45.3,170.4,-45.1&minBeds=2', ['G']],
  ])('?%s (and its map pins)', async (query, expected) => {
    const { keys, total } = await listWithPins(`${query}&limit=100`)
    expect(sorted(keys)).toEqual(sorted(expected))
    expect(total).toBe(expected.length)
  })

  it('sorts the filtered listings by price and pages them with the cursor', async () => {
    const query = 'search=zephyr&listingType=sale&sort=asc&limit=1'
    const seen: string[] = []
    let page = await list(query)
    seen.push(...page.keys)
    while (page.next) {
      page = await list(`${query}&cursor=${page.next}`)
      seen.push(...page.keys)
      expect(seen.length).toBeLessThan(10)
    }
    expect(seen).toEqual(['A', 'G', 'E', 'C'])
    expect((await list('search=zephyr&listingType=sale&sort=desc')).keys).toEqual(['C', 'E', 'G', 'A'])
  })

  it('answers the same to every signed-in caller, as a list and as pins', async () => {
    for (const who of CALLERS) {
      expect(sorted((await listWithPins('bbox=169,-46,172,-44&minBeds=3', who)).keys)).toEqual(['A', 'C'])
    }
  })

  it('answers 401 without a token, filters or not', async () => {
    await expectApiError(await t.send('GET', '/api/properties/verified?listingType=rent', 'anonymous'), 401)
    await expectApiError(
      await t.send('GET', '/api/properties/verified/pins?listingType=rent', 'anonymous'),
      401,
    )
  })

  it("gives a pin what the map shows of a listing: its price, place and popup's card", async () => {
    const response = await t.send(
      'GET',
      '/api/properties/verified/pins?search=zephyr&sort=asc&limit=3',
      'user',
    )
    const [cheapest, next] = await expectJson<PropertyPin[]>(response, 200)
    expect(cheapest).toEqual({
      _id: ids.B,
      title: expect.stringMatching(/^Test Property \d+$/),
      location: '2 Kea Road, Zephyrdale',
      image: '/uploads/test.webp',
      priceRange: '$1,500 - $1,800',
      priceLow: 1500,
      currency: 'USD',
      listingType: 'rent',
      latitude: -45.1,
      longitude: 170.2,
    })
    // D has no map location: the map counts it apart.
    expect(next).toMatchObject({ _id: ids.D, latitude: null, longitude: null })
  })
})

describe('a capped total', () => {
  beforeAll(async () => {
    await t.ctx.db.execute(sql`
      insert into properties (title, location, image, images, listing_type, price_low, price_high, verification_status, agent_id, currency)
      select 'Bulk ' || n, n || ' Mass Street, Cappington', '/uploads/test.webp', array['/uploads/test.webp'],
        'rent', 1000 + n, 2000 + n, 'verified', ${t.ids.agent}, 'USD'
      from generate_series(1, 10001) as n`)
  })

  it('GET /api/properties/verified counts up to 10,000 matches and says when there are more', async () => {
    const over = await list('search=cappington&limit=5')
    expect(over.total).toBe(10_000)
    expect(over.capped).toBe('true')
    expect(over.keys).toHaveLength(5)
    const under = await list('search=cappington&maxPrice=1500&limit=5')
    expect(under.total).toBe(500)
    expect(under.capped).toBeNull()
  })

  // Bulk n costs 1000+n to 2000+n: a minimum of 5,000 is met from n = 3,000 (straddling it up to n = 3,999).
  async function titles(query: string) {
    const response = await t.send('GET', `/api/properties/verified?search=cappington&${query}`, 'user')
    const body = await expectJson<Property[]>(response, 200)
    return {
      titles: body.map((item) => item.title),
      total: response.headers.get('X-Total-Count'),
      next: response.headers.get('X-Next-Cursor'),
    }
  }
  /** The `limit` listings after the first `offset`: page numbers reach the first 1,000, the cursor goes on. */
  async function after(query: string, offset: number, limit: number) {
    let cursor: string | null = null
    for (let skipped = 0; skipped < offset; ) {
      const step = Math.min(100, offset - skipped)
      cursor = (await titles(`${query}&limit=${step}${cursor ? `&cursor=${cursor}` : ''}`)).next
      skipped += step
    }
    return titles(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`)
  }
  const bulk = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => `Bulk ${from < to ? from + i : from - i}`)

  it('orders a minimum price by low price across the listings that straddle it and those above', async () => {
    const first = await titles('minPrice=5000&sort=asc&limit=5')
    expect(first.titles).toEqual(bulk(3000, 3004))
    expect(first.total).toBe('7002')
    expect((await titles('minPrice=5000&sort=asc&limit=10&page=100')).titles).toEqual(bulk(3990, 3999))
    expect((await after('minPrice=5000&sort=asc', 1000, 10)).titles).toEqual(bulk(4000, 4009))
    const lastAbove = await titles('minPrice=5000&sort=asc&limit=4&page=249')
    expect(lastAbove.titles).toEqual(bulk(3992, 3995))
    const next = await titles(`minPrice=5000&sort=asc&limit=6&cursor=${lastAbove.next}`)
    expect(next.titles).toEqual(bulk(3996, 4001))
  })

  // About 140 pages of up to 100 listings (6 s on an idle 2-core machine): more than the default 20 s under CI load.
  it('orders a minimum price by high-to-low price down into the listings that straddle it', {
    timeout: 60_000,
  }, async () => {
    expect((await titles('minPrice=5000&sort=desc&limit=3')).titles).toEqual(bulk(10001, 9999))
    expect((await after('minPrice=5000&sort=desc', 6000, 10)).titles).toEqual(bulk(4001, 3992))
    const last = await after('minPrice=5000&sort=desc', 7000, 100)
    expect(last.titles).toEqual(bulk(3001, 3000))
    expect(last.next).toBeNull()
  })

  it('pages forward by cursor: a listing added before it repeats nothing; an offset page is plain OFFSET', async () => {
    const second = await titles('sort=asc&limit=5&page=2')
    expect(second.titles).toEqual(bulk(6, 10))
    const cheapest = await insertProperty(t.ctx.db, {
      agentId: t.ids.agent,
      title: 'Bulk 0',
      location: '0 Mass Street, Cappington',
      priceLow: 500,
      priceHigh: 600,
    })
    try {
      // The cursor names page 2's last listing: the next page starts after it, whatever entered above.
      expect((await titles(`sort=asc&limit=5&cursor=${second.next}`)).titles).toEqual(bulk(11, 15))
      // Page 3 by number skips 10 listings of the order as it is now, on every server alike: it repeats one.
      expect((await titles('sort=asc&limit=5&page=3')).titles).toEqual(bulk(10, 14))
    } finally {
      await t.ctx.db.delete(properties).where(eq(properties.id, cheapest.id))
    }
  })

  it.each([
    ['GET /api/properties/rent', '/api/properties/rent?limit=5', 'user'],
    ['GET /api/properties (admin)', '/api/properties?search=cappington&limit=5', 'admin'],
    [
      "GET /api/properties/agent (the agent's own)",
      '/api/properties/agent?email=agent%40example.com&limit=5',
      'agent',
    ],
  ] as const)('%s counts up to 10,000 too', async (_, path, who) => {
    const response = await t.send('GET', path, who)
    expect(response.status).toBe(200)
    const body = (await response.json()) as unknown[] | { data: unknown[] }
    expect(Array.isArray(body) ? body : body.data).toHaveLength(5)
    expect(response.headers.get('X-Total-Count')).toBe('10000')
    expect(response.headers.get('X-Total-Count-Capped')).toBe('true')
  })
})

describe('GET /api/properties/verified: a minimum price, cheapest first, over ranges of every width', () => {
  // Straddling listings are read one width class at a time, each from its own lower bound (queries.ts): these
  // ranges of many widths, some right at a class's edge, must still come in low-price order. Names say the range.
  const ranges: [number, number][] = [
    [100, 10_000], // wide, starts far below
    [4_936.01, 5_000], // just narrower than 64
    [4_936, 5_000], // exactly 64 wide: the next class
    [4_984, 5_000], // exactly 16 wide
    [4_990, 5_010],
    [4_999.5, 5_000], // narrower than 1
    [5_000, 5_000],
    [5_000.5, 900_000],
    [5_500, 6_000],
    [1, 4_999.99], // ends below: never
    [4_000, 4_999], // ends below: never
    [300_000, 1_000_000_000], // as wide as a range gets
  ]
  beforeAll(async () => {
    // 1,000 dearer ones after them, so the matches are too many to gather and sort (queries.ts, GATHER_BELOW).
    await t.ctx.db.execute(sql`
      insert into properties (title, location, image, images, price_low, price_high, verification_status, agent_id, currency)
      select 'Dear ' || n, 'Spanbury', '/uploads/test.webp', array['/uploads/test.webp'],
        2000000 + n, 2000000 + n * 7, 'verified', ${t.ids.agent}, 'USD'
      from generate_series(1, 1000) as n`)
    for (const [low, high] of ranges) {
      await insertProperty(t.ctx.db, {
        agentId: t.ids.agent,
        title: `Span ${low}-${high}`,
        location: 'Spanbury',
        priceLow: low,
        priceHigh: high,
      })
    }
  })

  async function spans(query: string) {
    const response = await t.send('GET', `/api/properties/verified?search=spanbury&${query}`, 'user')
    const body = await expectJson<Property[]>(response, 200)
    return { titles: body.map((item) => item.title), next: response.headers.get('X-Next-Cursor') }
  }
  const cheapestFirst = ranges
    .filter(([, high]) => high >= 5_000)
    .sort(([a], [b]) => a - b)
    .map(([low, high]) => `Span ${low}-${high}`)

  it('lists every listing that reaches the minimum, by low price, on offset and cursor pages', async () => {
    expect((await spans('minPrice=5000&sort=asc&limit=20')).titles).toEqual([
      ...cheapestFirst,
      ...Array.from({ length: 20 - cheapestFirst.length }, (_, i) => `Dear ${i + 1}`),
    ])
    const pins = await t.send(
      'GET',
      '/api/properties/verified/pins?search=spanbury&minPrice=5000&sort=asc',
      'user',
    )
    expect((await expectJson<PropertyPin[]>(pins, 200)).map((pin) => pin.title)).toEqual(
      (await spans('minPrice=5000&sort=asc')).titles,
    )
    const first = await spans('minPrice=5000&sort=asc&limit=4')
    expect(first.titles).toEqual(cheapestFirst.slice(0, 4))
    expect((await spans('minPrice=5000&sort=asc&limit=4&page=2')).titles).toEqual(cheapestFirst.slice(4, 8))
    expect((await spans(`minPrice=5000&sort=asc&limit=4&cursor=${first.next}`)).titles).toEqual(
      cheapestFirst.slice(4, 8),
    )
  })
})

describe('GET /api/properties/verified: a map box of 1,000 listings or more', () => {
  // Past 1,000 matches a box's page is sorted out of the map's index alone (queries.ts, migration 0015): these
  // check that this path keeps the orders, the pages, the filters and the publicly listed rule. Boxed n lies in
  // Antarctica, where nothing else is, listed n minutes ago at 1000 + n; every tenth is still pending, every
  // third is for sale.
  const box = 'bbox=100,-80,101,-79'
  beforeAll(async () => {
    await t.ctx.db.execute(sql`
      insert into properties (title, location, image, images, listing_type, price_low, price_high,
        verification_status, agent_id, longitude, latitude, created_at, currency)
      select 'Boxed ' || n, n || ' Ice Shelf Road, Boxland', '/uploads/test.webp', array['/uploads/test.webp'],
        case when n % 3 = 0 then 'sale' else 'rent' end::listing_type, 1000 + n, 1500 + n,
        case when n % 10 = 0 then 'pending' else 'verified' end::verification_status, ${t.ids.agent},
        100 + n / 2000.0, -80 + n / 2000.0, now() - n * interval '1 minute', 'USD'
      from generate_series(1, 1200) as n`)
    // The newest listing in the box, by an agent marked fraud: never shown.
    await insertProperty(t.ctx.db, {
      agentId: t.ids.fraud,
      title: 'Boxed by fraud',
      location: '0 Ice Shelf Road, Boxland',
      latitude: -79.5,
      longitude: 100.5,
    })
  })

  /** The box's page, checked to be the same as the map's pins of that query (offset pages only). */
  async function boxed(query: string) {
    const response = await t.send('GET', `/api/properties/verified?${box}&${query}`, 'user')
    const body = await expectJson<Property[]>(response, 200)
    if (!query.includes('cursor=')) {
      const pins = await t.send('GET', `/api/properties/verified/pins?${box}&${query}`, 'user')
      expect((await expectJson<PropertyPin[]>(pins, 200)).map((pin) => pin._id)).toEqual(
        body.map((item) => item._id),
      )
      expect(pins.headers.get('X-Total-Count')).toBe(response.headers.get('X-Total-Count'))
    }
    return {
      titles: body.map((item) => item.title),
      total: response.headers.get('X-Total-Count'),
      next: response.headers.get('X-Next-Cursor'),
    }
  }
  const boxedTitles = (...numbers: number[]) => numbers.map((n) => `Boxed ${n}`)

  it('pages the newest first, by offset and by cursor, leaving out pending and fraud listings', async () => {
    const first = await boxed('limit=5')
    expect(first.titles).toEqual(boxedTitles(1, 2, 3, 4, 5))
    expect(first.total).toBe('1080')
    expect((await boxed('limit=5&page=2')).titles).toEqual(boxedTitles(6, 7, 8, 9, 11))
    expect((await boxed(`limit=3&cursor=${first.next}`)).titles).toEqual(boxedTitles(6, 7, 8))
  })

  it('sorts by price both ways and keeps the other filters', async () => {
    expect((await boxed('sort=asc&limit=10&page=2')).titles).toEqual(
      boxedTitles(12, 13, 14, 15, 16, 17, 18, 19, 21, 22),
    )
    const cheaper = await boxed('maxPrice=2150&sort=desc&limit=3')
    expect(cheaper.titles).toEqual(boxedTitles(1149, 1148, 1147))
    expect(cheaper.total).toBe('1035')
    // Rentals are two in three, 800, less the 80 pending among them (fewer than 1,000: gathered, then sorted).
    const rentals = await boxed('listingType=rent&limit=4&page=3')
    expect(rentals.titles).toEqual(boxedTitles(14, 16, 17, 19))
    expect(rentals.total).toBe('720')
  })
})

describe('GET /api/properties/verified: a large total kept for a minute', () => {
  afterEach(() => vi.useRealTimers())

  it('reuses a total of 1,000 or more for every page and order of the search, then counts again', async () => {
    await t.ctx.db.execute(sql`
      insert into properties (title, location, image, images, price_low, price_high, verification_status, agent_id, currency)
      select 'Bulk ' || n, n || ' Tally Street, Countborough', '/uploads/test.webp', array['/uploads/test.webp'],
        1000 + n, 2000 + n, 'verified', ${t.ids.agent}, 'USD'
      from generate_series(1, 1000) as n`)
    expect((await list('search=countborough&limit=5')).total).toBe(1000)

    const added = await insertProperty(t.ctx.db, {
      agentId: t.ids.agent,
      location: '1001 Tally Street, Countborough',
    })
    const newest = await list('search=countborough&limit=5&page=1')
    expect(newest.keys[0]).toBe(added.id)
    expect(newest.total).toBe(1000)
    expect((await list('search=countborough&sort=asc&limit=5&page=3')).total).toBe(1000)
    // Another filter set is counted on its own.
    expect((await list('search=countborough&listingType=sale&limit=5')).total).toBe(1001)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await list('search=countborough&limit=5')).total).toBe(1001)
  })

  it('counts a smaller total on every page', async () => {
    expect((await list('search=zephyr&limit=5')).total).toBe(6)
    const added = await insertProperty(t.ctx.db, { agentId: t.ids.agent, location: '9 Kea Road, Zephyrdale' })
    expect((await list('search=zephyr&limit=5')).total).toBe(7)
    await t.ctx.db.delete(properties).where(eq(properties.id, added.id))
    expect((await list('search=zephyr&limit=5')).total).toBe(6)
  })
})

describe('GET /api/properties/verified: bad filter values', () => {
  it.each([
    ['listingType=lease', 'listingType'],
    ['category=Castle', 'category'],
    ['category=house', 'category'],
    ['minPrice=abc', 'minPrice'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=1e13', 'maxPrice'],
    ['minPrice=10&maxPrice=5', 'maxPrice'],
    ['minBeds=1.5', 'minBeds'],
    ['minBeds=101', 'minBeds'],
    ['minBaths=x', 'minBaths'],
    ['bbox=1,2,3', 'bbox'],
    ['bbox=a,b,c,d', 'bbox'],
    ['bbox=1,2,3,4,5', 'bbox'],
    ['bbox=0,0,200,10', 'bbox'],
    ['bbox=0,-91,10,10', 'bbox'],
    ['bbox=10,0,5,10', 'bbox'],
    ['bbox=,,,', 'bbox'],
    ['sort=oldest', 'sort'],
    ['page=0', 'page'],
    ['limit=101', 'limit'],
  ])('answers 400 naming the parameter for ?%s, as a list and as pins', async (query, field) => {
    await expectApiError(await t.send('GET', `/api/properties/verified?${query}`, 'user'), 400, field)
    await expectApiError(await t.send('GET', `/api/properties/verified/pins?${query}`, 'user'), 400, field)
  })
})

describe('a listing’s map location', () => {
  const body = {
    title: 'Harbour flat',
    location: '9 Quay Street, Zephyrdale',
    image: '/uploads/cottage.webp',
    priceRange: '5000-7000',
  }

  it('is stored when the agent adds and updates a listing, and cleared with nulls', async () => {
    await insertUpload(t.ctx.db, t.ids.agent, 'cottage.webp')
    const added = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { ...body, latitude: -45.3, longitude: 170.5 }),
      201,
    )
    const read = async () =>
      expectJson<Property>(await t.send('GET', `/api/properties/${added.insertedId}`, 'agent'), 200)
    expect(await read()).toMatchObject({ latitude: -45.3, longitude: 170.5 })
    await expectJson(
      await t.send('PUT', `/api/properties/${added.insertedId}`, 'agent', {
        ...body,
        latitude: 10,
        longitude: 20,
      }),
      200,
    )
    expect(await read()).toMatchObject({ latitude: 10, longitude: 20 })
    await expectJson(
      await t.send('PUT', `/api/properties/${added.insertedId}`, 'agent', {
        ...body,
        latitude: null,
        longitude: null,
      }),
      200,
    )
    expect(await read()).toMatchObject({ latitude: null, longitude: null })
  })

  it.each([
    [{ latitude: 10 }, 'longitude'],
    [{ longitude: 10 }, 'latitude'],
    [{ latitude: 91, longitude: 0 }, 'latitude'],
    [{ latitude: 0, longitude: -181 }, 'longitude'],
    [{ latitude: '10', longitude: '20' }, 'latitude'],
  ])('answers 400 for %j', async (point, field) => {
    await expectApiError(await t.send('POST', '/api/properties', 'agent', { ...body, ...point }), 400, field)
  })

  it('refuses an update out of range with 400 and keeps the stored point', async () => {
    const added = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { ...body, latitude: 12.5, longitude: -70 }),
      201,
    )
    const path = `/api/properties/${added.insertedId}`
    await expectApiError(
      await t.send('PUT', path, 'agent', { ...body, latitude: 12.5, longitude: 180.5 }),
      400,
      'longitude',
    )
    await expectApiError(
      await t.send('PUT', path, 'agent', { ...body, latitude: -90.01, longitude: 0 }),
      400,
      'latitude',
    )
    expect(await expectJson<Property>(await t.send('GET', path, 'agent'), 200)).toMatchObject({
      latitude: 12.5,
      longitude: -70,
    })
  })

  it('changes nothing about who may place a listing: only its agent or an admin', async () => {
    const point = { latitude: 1, longitude: 2 }
    await expectApiError(await t.send('POST', '/api/properties', 'anonymous', { ...body, ...point }), 401)
    await expectApiError(await t.send('POST', '/api/properties', 'user', { ...body, ...point }), 403)
    await expectApiError(await t.send('POST', '/api/properties', 'fraud', { ...body, ...point }), 403)
    const added = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { ...body, ...point }),
      201,
    )
    const path = `/api/properties/${added.insertedId}`
    const moved = { ...body, latitude: 3, longitude: 4 }
    await expectApiError(await t.send('PUT', path, 'user', moved), 403)
    await expectApiError(await t.send('PUT', path, 'otherAgent', moved), 403)
    await expectJson(await t.send('PUT', path, 'admin', moved), 200)
    expect(await expectJson<Property>(await t.send('GET', path, 'agent'), 200)).toMatchObject({
      latitude: 3,
      longitude: 4,
    })
  })
})
