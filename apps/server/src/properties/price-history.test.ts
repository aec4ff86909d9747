import { type PriceChange, priceChangeSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyPriceChanges } from '../db/schema.ts'
import { insertProperty } from '../test/factories.ts'
import {
  type CallerName,
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// Every price range a listing takes is recorded with the change; whoever may read the listing reads its history.

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

const body = {
  title: 'Harbour Loft',
  location: '9 Quay Street, Portland, ME',
  image: '/uploads/loft.webp',
  priceRange: '$5,000 - $7,000',
}

const historyOf = async (id: string, who: Who = 'agent'): Promise<PriceChange[]> => {
  const entries = await expectJson<PriceChange[]>(
    await t.send('GET', `/api/properties/${id}/price-history`, who),
    200,
  )
  for (const entry of entries) priceChangeSchema.strict().parse(entry)
  return entries
}

async function addListing(): Promise<string> {
  const { insertedId } = await expectJson<{ insertedId: string }>(
    await t.send('POST', '/api/properties', 'agent', body),
    201,
  )
  return insertedId
}

const update = async (id: string, changes: Partial<typeof body>, who: CallerName = 'agent') =>
  expectJson(await t.send('PUT', `/api/properties/${id}`, who, { ...body, ...changes }), 200)

describe('GET /api/properties/{id}/price-history', () => {
  it('starts with the price a listing is added at, read as numbers', async () => {
    const id = await addListing()
    const [row] = await t.ctx.db.select().from(properties).where(eq(properties.id, id))
    const history = await historyOf(id)
    expect(history).toEqual([
      { priceRange: '$5,000 - $7,000', priceLow: 5000, priceHigh: 7000, changedAt: expect.any(String) },
    ])
    expect(Math.abs(Date.parse(history[0]?.changedAt ?? '') - (row?.createdAt.getTime() ?? 0))).toBeLessThan(
      60_000,
    )
  })

  it('adds an entry for each update that changes the price, oldest first, and none when it is kept', async () => {
    const id = await addListing()
    await update(id, { priceRange: '$4,500 - $6,500' })
    await update(id, { title: 'Harbour Loft, renamed', priceRange: '$4500 - $6500' })
    await update(id, { priceRange: '$4,500.50 - $6,500' }, 'admin')
    const history = await historyOf(id)
    expect(history.map(({ priceLow, priceHigh }) => [priceLow, priceHigh])).toEqual([
      [5000, 7000],
      [4500, 6500],
      [4500.5, 6500],
    ])
    expect(history.map((entry) => entry.priceRange)).toEqual([
      '$5,000 - $7,000',
      '$4,500 - $6,500',
      '$4,500.50 - $6,500',
    ])
    const times = history.map((entry) => Date.parse(entry.changedAt))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })

  it('records nothing when an update is refused', async () => {
    const id = await addListing()
    await expectApiError(
      await t.send('PUT', `/api/properties/${id}`, 'otherAgent', { ...body, priceRange: '$1 - $2' }),
      403,
    )
    expect(await historyOf(id)).toHaveLength(1)
  })

  it('hides the history of a hidden listing as the details do: its agent and admins only', async () => {
    const id = await addListing() // pending until an admin verifies it
    for (const who of ['user', 'otherAgent', 'fraud'] as const) {
      await expectApiError(await t.send('GET', `/api/properties/${id}/price-history`, who), 404)
      await expectApiError(await t.send('GET', `/api/properties/${id}`, who), 404)
    }
    expect(await historyOf(id, 'admin')).toHaveLength(1)
    const fraudsListing = await insertProperty(t.ctx.db, { agentId: t.ids.fraud })
    await expectApiError(
      await t.send('GET', `/api/properties/${fraudsListing.id}/price-history`, 'user'),
      404,
    )
  })

  it('shows a publicly listed one to every signed-in caller, not to anonymous ones', async () => {
    const listing = await insertProperty(t.ctx.db, { agentId: t.ids.agent })
    // Made outside the API, so it has no history: the list is empty, not an error.
    expect(await historyOf(listing.id, 'user')).toEqual([])
    await expectApiError(await t.send('GET', `/api/properties/${listing.id}/price-history`, 'anonymous'), 401)
  })

  it('answers 400 for a bad id and 404 for a missing one', async () => {
    await expectApiError(await t.send('GET', '/api/properties/not-an-id/price-history', 'user'), 400, 'id')
    await expectApiError(
      await t.send('GET', '/api/properties/00000000-0000-4000-8000-000000000000/price-history', 'user'),
      404,
    )
  })

  it('goes with its listing', async () => {
    const id = await addListing()
    await expectJson(await t.send('DELETE', `/api/properties/${id}`, 'agent'), 200)
    const left = await t.ctx.db
      .select()
      .from(propertyPriceChanges)
      .where(eq(propertyPriceChanges.propertyId, id))
    expect(left).toEqual([])
  })

  it('holds the price each seeded demo listing was listed at', async () => {
    const [demo] = await t.ctx.db.select().from(properties).limit(1)
    if (!demo) throw new Error('no demo listing')
    const history = await historyOf(demo.id, 'admin')
    expect(history).toEqual([
      {
        priceRange: expect.any(String),
        priceLow: demo.priceLow,
        priceHigh: demo.priceHigh,
        changedAt: demo.createdAt.toISOString(),
      },
    ])
  })
})
