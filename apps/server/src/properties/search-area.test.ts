import { encodeSearchArea, type Property, type SavedSearch } from '@keyhaven/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../db/schema.ts'
import { SAVED_SEARCH_ALERT } from '../saved-searches/alerts.ts'
import { createPropertiesTestContext, type PropertiesTestContext } from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// A drawn search area (`area`) on both databases: PostgreSQL's built-in point-in-polygon test, reached through
// the map's box index, with the outline counted as inside (docs/decisions/0037). The fixture lies in the North
// Atlantic, where no demo listing is. The area is a U opening north: its notch is inside the box around the
// shape but outside the shape.
//
//   60.3  +----+    +----+
//         | ARM|NTCH|    |
//   60.1  |    +----+    |
//         |   IN         |
//   60.0  +-----EDGE-----+
//       -30.0 -29.9 -29.8 -29.7   (longitude)

const U_SHAPE = [
  [-30.0, 60.0],
  [-29.7, 60.0],
  [-29.7, 60.3],
  [-29.8, 60.3],
  [-29.8, 60.1],
  [-29.9, 60.1],
  [-29.9, 60.3],
  [-30.0, 60.3],
].map(([longitude = 0, latitude = 0]) => ({ longitude, latitude }))
const U_AREA = encodeURIComponent(encodeSearchArea(U_SHAPE))

const FIXTURE = {
  inside: { point: [-29.85, 60.05], listingType: 'sale' },
  leftArm: { point: [-29.95, 60.2], listingType: 'rent' },
  onTheEdge: { point: [-29.85, 60.0], listingType: 'sale' },
  onACorner: { point: [-30.0, 60.3], listingType: 'sale' },
  inTheNotch: { point: [-29.85, 60.2], listingType: 'sale' },
  justBelow: { point: [-29.85, 59.999], listingType: 'sale' },
  outside: { point: [-29.85, 60.5], listingType: 'sale' },
} as const

let t: PropertiesTestContext
const ids: Record<string, string> = {}
const keyOf = (id: string) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? id

beforeAll(async () => {
  t = await createPropertiesTestContext()
  for (const [key, { point, listingType }] of Object.entries(FIXTURE)) {
    const row = await t.listingOf('agent', {
      location: `${key}, Atlantis`,
      listingType,
      longitude: point[0],
      latitude: point[1],
    })
    ids[key] = row.id
  }
  // Inside the shape, but not public (pending), or without a map location: never found by an area.
  await t.listingOf('agent', { verificationStatus: 'pending', longitude: -29.85, latitude: 60.05 })
  ids.unlocated = (await t.listingOf('agent', { location: 'Nowhere, Atlantis' })).id
})
afterAll(() => t?.ctx.close())

async function found(query: string) {
  const response = await t.send('GET', `/api/properties/verified?${query}&limit=100`, 'user')
  const listed = (await expectJson<Property[]>(response, 200)).map((item) => keyOf(item._id)).sort()
  const pins = await expectJson<Property[]>(
    await t.send('GET', `/api/properties/verified/pins?${query}&limit=100`, 'user'),
    200,
  )
  expect(pins.map((pin) => keyOf(pin._id)).sort()).toEqual(listed)
  expect(Number(response.headers.get('X-Total-Count'))).toBe(listed.length)
  return listed
}

describe('GET /api/properties/verified?area=', () => {
  it('finds the homes inside the shape and on its outline, not those in its notch or outside', async () => {
    expect(await found(`area=${U_AREA}`)).toEqual(['inside', 'leftArm', 'onACorner', 'onTheEdge'])
  })

  it('combines with the other filters and with the map box', async () => {
    expect(await found(`area=${U_AREA}&listingType=rent`)).toEqual(['leftArm'])
    expect(await found(`area=${U_AREA}&bbox=-29.9,59,-29.8,61`)).toEqual(['inside', 'onTheEdge'])
  })

  it('tests a wide area (10 degrees or more, asked by ranges) the same way, notch and all', async () => {
    // Twenty degrees wide, with a narrow notch from the north down to 60.4 that leaves out only `outside`.
    const wide = [
      [-40, 55],
      [-20, 55],
      [-20, 65],
      [-29.8, 65],
      [-29.8, 60.4],
      [-29.9, 60.4],
      [-29.9, 65],
      [-40, 65],
    ].map(([longitude = 0, latitude = 0]) => ({ longitude, latitude }))
    const expected = ['inside', 'leftArm', 'onTheEdge', 'onACorner', 'inTheNotch', 'justBelow']
    expect(await found(`area=${encodeURIComponent(encodeSearchArea(wide))}`)).toEqual(expected.sort())
  })

  it('reads the shape the same in either direction, closed or not', async () => {
    const reversed = encodeURIComponent(encodeSearchArea([...U_SHAPE].reverse()))
    const closed = encodeURIComponent(
      encodeSearchArea([...U_SHAPE, U_SHAPE[0] ?? { longitude: 0, latitude: 0 }]),
    )
    const expected = ['inside', 'leftArm', 'onACorner', 'onTheEdge']
    expect(await found(`area=${reversed}`)).toEqual(expected)
    expect(await found(`area=${closed}`)).toEqual(expected)
  })

  it.each([
    ['not a polyline', 'area=hello%20world', 'encoded polyline'],
    ['cut short', `area=${encodeURIComponent(encodeSearchArea(U_SHAPE).slice(0, -1))}`, 'encoded polyline'],
    ['two points', `area=${encodeURIComponent(encodeSearchArea(U_SHAPE.slice(0, 2)))}`, '3 to 50 points'],
    [
      'a bow tie',
      `area=${encodeURIComponent(encodeSearchArea([U_SHAPE[0], U_SHAPE[2], U_SHAPE[1], U_SHAPE[7]].map((p) => p ?? { longitude: 0, latitude: 0 })))}`,
      'cross itself',
    ],
    [
      'a latitude beyond the pole',
      `area=${encodeURIComponent(encodeSearchArea([{ longitude: 0, latitude: 95 }, ...U_SHAPE]))}`,
      'latitude from -90 to 90',
    ],
    ['far too long', `area=${'_'.repeat(5000)}`, 'area'],
  ])('answers 400 naming area for %s, as a list and as pins', async (_, query, message) => {
    for (const path of ['/api/properties/verified', '/api/properties/verified/pins']) {
      const error = await expectApiError(await t.send('GET', `${path}?${query}`, 'user'), 400, message)
      expect(error.error.message).toContain('area')
    }
  })
})

describe('a saved search with an area', () => {
  it('keeps the area and alerts only for a newly verified home inside it', async () => {
    const saved = await expectJson<SavedSearch>(
      await t.send('POST', '/api/saved-searches', 'user', { name: 'The U', query: `area=${U_AREA}` }),
      201,
    )
    expect(new URLSearchParams(saved.query).get('area')).toBe(encodeSearchArea(U_SHAPE))
    const alerts = () =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, SAVED_SEARCH_ALERT),
            eq(notifications.title, 'New on Keyhaven: a listing matches “The U”'),
          ),
        )
    const verify = async (point: [number, number]) => {
      const listing = await t.listingOf('agent', {
        verificationStatus: 'pending',
        longitude: point[0],
        latitude: point[1],
      })
      await expectJson(
        await t.send('PATCH', `/api/properties/verify/${listing.id}`, 'admin', { status: 'verified' }),
        200,
      )
    }
    // In the box around the shape, but in its notch; then outside the box: no alert.
    await verify([-29.85, 60.25])
    await verify([-29.85, 60.6])
    expect(await alerts()).toHaveLength(0)
    await verify([-29.75, 60.25])
    const [alert] = await alerts()
    const [path, query] = alert?.link.split('?') ?? []
    expect(path).toBe('/allProperties')
    expect(new URLSearchParams(query).get('area')).toBe(encodeSearchArea(U_SHAPE))
  })

  it('answers 400 for a saved query with a bad area', async () => {
    await expectApiError(
      await t.send('POST', '/api/saved-searches', 'user', { name: 'Bad', query: 'area=xyz' }),
      400,
      'area',
    )
  })
})
