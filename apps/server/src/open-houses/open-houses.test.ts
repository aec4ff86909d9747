import { type OpenHouse, type Property, propertySchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Buying, MISSING_ID, setUpBuying } from '../test/buying.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const window = (fromNowMs: number, hours = 2) => {
  const start = Date.now() + fromNowMs
  return { start: new Date(start).toISOString(), end: new Date(start + hours * HOUR_MS).toISOString() }
}
const schedule = (propertyId: string, body: unknown, who: 'agent' | 'otherAgent' = 'agent') =>
  t.send('POST', `/api/properties/${propertyId}/open-houses`, who, body)

async function scheduled(propertyId: string, body: { start: string; end: string }) {
  const { insertedId } = await expectJson<{ insertedId: string }>(await schedule(propertyId, body), 201)
  return insertedId
}

async function details(propertyId: string): Promise<Property> {
  return propertySchema.parse(
    await expectJson(await t.send('GET', `/api/properties/${propertyId}`, 'user'), 200),
  )
}

describe('open houses', () => {
  it('show on the listing soonest first, and a cancelled one leaves it', async () => {
    const listing = await t.listing()
    const later = window(3 * DAY_MS)
    const sooner = window(DAY_MS, 3)
    const laterId = await scheduled(listing.id, later)
    const soonerId = await scheduled(listing.id, sooner)
    const shown = (await details(listing.id)).openHouses
    expect(shown.map((house: OpenHouse) => house._id)).toEqual([soonerId, laterId])
    expect(Date.parse(shown[0]?.start ?? '')).toBe(Date.parse(sooner.start))
    expect(Date.parse(shown[0]?.end ?? '')).toBe(Date.parse(sooner.end))

    const cancelled = await t.send('DELETE', `/api/properties/${listing.id}/open-houses/${soonerId}`, 'agent')
    expect(await expectJson(cancelled, 200)).toEqual({ deletedCount: 1 })
    expect((await details(listing.id)).openHouses.map((house) => house._id)).toEqual([laterId])
    await expectApiError(
      await t.send('DELETE', `/api/properties/${listing.id}/open-houses/${soonerId}`, 'agent'),
      404,
      'No open house with this id on the listing',
    )
  })

  it('All Properties finds listings with an open house within the days asked', async () => {
    const tag = `openhousetag${Date.now()}`
    const inTwoDays = await t.listing('agent', { title: `Two days ${tag}` })
    const inTwentyDays = await t.listing('agent', { title: `Twenty days ${tag}` })
    await t.listing('agent', { title: `None ${tag}` })
    await scheduled(inTwoDays.id, window(2 * DAY_MS))
    await scheduled(inTwentyDays.id, window(20 * DAY_MS))
    const titles = async (query: string) => {
      const body = await expectJson<Property[]>(
        await t.send('GET', `/api/properties/verified?search=${tag}&${query}`, 'user'),
        200,
      )
      return body.map((item) => item.title).sort()
    }
    expect(await titles('openHouseWithinDays=7')).toEqual([`Two days ${tag}`])
    expect(await titles('openHouseWithinDays=30')).toEqual([`Twenty days ${tag}`, `Two days ${tag}`])
    expect(await titles('')).toHaveLength(3)
    for (const bad of ['0', '31', '2.5', 'soon']) {
      await expectApiError(
        await t.send('GET', `/api/properties/verified?openHouseWithinDays=${bad}`, 'user'),
        400,
        'openHouseWithinDays must be a whole number from 1 to 30',
      )
    }
  })

  it('refuses a window in the past, too far ahead, too short or too long, or overlapping another', async () => {
    const listing = await t.listing()
    await expectApiError(
      await schedule(listing.id, window(-HOUR_MS)),
      400,
      'An open house must start in the future',
    )
    await expectApiError(
      await schedule(listing.id, window(91 * DAY_MS)),
      400,
      'An open house can be scheduled at most 90 days ahead',
    )
    for (const hours of [0.25, 13]) {
      await expectApiError(
        await schedule(listing.id, window(DAY_MS, hours)),
        400,
        'An open house lasts from 30 minutes to 12 hours',
      )
    }
    await expectApiError(await schedule(listing.id, { start: 'tomorrow', end: 'later' }), 400)
    await scheduled(listing.id, window(DAY_MS))
    await expectApiError(
      await schedule(listing.id, window(DAY_MS + HOUR_MS)),
      409,
      'This open house overlaps another one of the listing',
    )
    expect((await details(listing.id)).openHouses).toHaveLength(1)
  })

  it('holds at most 10 to come on a listing', async () => {
    const listing = await t.listing()
    for (let day = 1; day <= 10; day++) await scheduled(listing.id, window(day * DAY_MS))
    await expectApiError(
      await schedule(listing.id, window(11 * DAY_MS)),
      409,
      'A listing holds at most 10 open houses to come',
    )
  })

  it('only on a listing of the caller that is on the market', async () => {
    const pending = await t.listing('agent', { verificationStatus: 'pending' })
    await expectApiError(
      await schedule(pending.id, window(DAY_MS)),
      409,
      'Only a verified listing still on the market can hold an open house',
    )
    const sold = await t.listing()
    await t.offer(sold, 'user', { status: 'bought' })
    await expectApiError(await schedule(sold.id, window(DAY_MS)), 409)
    const listing = await t.listing()
    await expectApiError(
      await schedule(listing.id, window(DAY_MS), 'otherAgent'),
      404,
      'No property with this id',
    )
    await expectApiError(await schedule(MISSING_ID, window(DAY_MS)), 404)
    const openHouseId = await scheduled(listing.id, window(DAY_MS))
    await expectApiError(
      await t.send('DELETE', `/api/properties/${listing.id}/open-houses/${openHouseId}`, 'otherAgent'),
      404,
    )
    const elsewhere = await t.listing()
    await expectApiError(
      await t.send('DELETE', `/api/properties/${elsewhere.id}/open-houses/${openHouseId}`, 'agent'),
      404,
      'No open house with this id on the listing',
    )
    expect((await details(listing.id)).openHouses).toHaveLength(1)
  })
})
