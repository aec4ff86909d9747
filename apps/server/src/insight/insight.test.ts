import { type ListingInsight, listingInsightSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyViews } from '../db/schema.ts'
import { daysAgo } from '../test/factories.ts'
import {
  type CallerName,
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// Views come from the details page's beacon, one per visitor per day; the agent alone reads the figures.

let t: PropertiesTestContext
beforeAll(async () => {
  t = await createPropertiesTestContext()
})
afterAll(() => t?.ctx.close())

async function view(id: string, who: Who): Promise<boolean> {
  const { counted } = await expectJson<{ counted: boolean }>(
    await t.send('POST', `/api/properties/${id}/views`, who),
    200,
  )
  return counted
}

async function figures(ids: string[], who: CallerName = 'agent'): Promise<ListingInsight[]> {
  const answer = await expectJson<ListingInsight[]>(
    await t.send('GET', `/api/properties/agent/insight?ids=${ids.join(',')}`, who),
    200,
  )
  for (const entry of answer) listingInsightSchema.strict().parse(entry)
  return answer
}

describe('POST /api/properties/{id}/views', () => {
  it('counts a visitor once a day, and another visitor again', async () => {
    const listing = await t.listingOf('agent')
    expect(await view(listing.id, 'user')).toBe(true)
    expect(await view(listing.id, 'user')).toBe(false)
    expect(await view(listing.id, 'otherAgent')).toBe(true)
    const [insight] = await figures([listing.id])
    expect(insight).toMatchObject({ views: 2, viewsLast7Days: 2 })
  })

  it("does not count the agent's own visits, nor visits to a listing that is not public", async () => {
    const listing = await t.listingOf('agent')
    expect(await view(listing.id, 'agent')).toBe(false)
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    expect(await view(pending.id, 'admin')).toBe(false)
    expect(await figures([listing.id, pending.id])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyId: listing.id, views: 0 }),
        expect.objectContaining({ propertyId: pending.id, views: 0 }),
      ]),
    )
  })

  it('answers 404 where the details do, 401 without sign-in and 400 for a bad id', async () => {
    const pending = await t.listingOf('agent', { verificationStatus: 'pending' })
    for (const who of ['user', 'otherAgent', 'fraud'] as const) {
      await expectApiError(await t.send('POST', `/api/properties/${pending.id}/views`, who), 404)
    }
    const fraudsListing = await t.listingOf('fraud')
    await expectApiError(await t.send('POST', `/api/properties/${fraudsListing.id}/views`, 'user'), 404)
    await expectApiError(await t.send('POST', `/api/properties/${pending.id}/views`, 'anonymous'), 401)
    await expectApiError(await t.send('POST', '/api/properties/nope/views', 'user'), 400, 'id')
  })

  it('stores neither who viewed nor anything that follows a person from day to day', async () => {
    const listing = await t.listingOf('agent')
    await view(listing.id, 'user')
    const rows = await t.ctx.db.select().from(propertyViews).where(eq(propertyViews.propertyId, listing.id))
    expect(rows).toHaveLength(1)
    const [row] = rows
    expect(row?.day).toBe(new Date().toISOString().slice(0, 10))
    expect(row?.visitor).not.toContain(t.ids.user)
    expect(row?.visitor).toMatch(/^[\w-]{43}$/)
  })
})

describe('GET /api/properties/agent/insight', () => {
  it("sums the agent's views (all and the last 7 days), wishlist saves and offers per listing", async () => {
    const listing = await t.listingOf('agent')
    const quiet = await t.listingOf('agent')
    await view(listing.id, 'user')
    // A view ten days ago counts in all views but not in the last seven days.
    const tenDaysAgo = daysAgo(10).toISOString().slice(0, 10)
    await t.ctx.db
      .insert(propertyViews)
      .values({ propertyId: listing.id, day: tenDaysAgo, visitor: 'earlier' })
    await expectJson(await t.send('POST', '/api/wishlist', 'user', { propertyId: listing.id }), 201)
    const offered = await t.send('POST', '/api/offers', 'user', {
      propertyId: listing.id,
      offerAmount: listing.priceLow,
      buyingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    await expectJson(offered, 201)
    const answer = await figures([listing.id, quiet.id])
    expect(answer).toHaveLength(2)
    expect(answer.find((entry) => entry.propertyId === listing.id)).toEqual({
      propertyId: listing.id,
      views: 2,
      viewsLast7Days: 1,
      saves: 1,
      offers: 1,
    })
    expect(answer.find((entry) => entry.propertyId === quiet.id)).toEqual({
      propertyId: quiet.id,
      views: 0,
      viewsLast7Days: 0,
      saves: 0,
      offers: 0,
    })
  })

  it("leaves out listings that are not the caller's own", async () => {
    const listing = await t.listingOf('agent')
    await view(listing.id, 'user')
    expect(await figures([listing.id], 'otherAgent')).toEqual([])
    expect(await figures(['00000000-0000-4000-8000-000000000000'])).toEqual([])
  })

  it('is for agents only', async () => {
    const listing = await t.listingOf('agent')
    const path = `/api/properties/agent/insight?ids=${listing.id}`
    for (const who of ['user', 'admin', 'fraud'] as const)
      await expectApiError(await t.send('GET', path, who), 403)
    await expectApiError(await t.send('GET', path, 'anonymous'), 401)
  })

  it('refuses ids that are missing, malformed or too many', async () => {
    const many = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')
    for (const query of ['', '?ids=', '?ids=abc', `?ids=${crypto.randomUUID()},,`, `?ids=${many}`]) {
      await expectApiError(await t.send('GET', `/api/properties/agent/insight${query}`, 'agent'), 400, 'ids')
    }
  })
})
