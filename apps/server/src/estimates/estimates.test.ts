import { randomUUID } from 'node:crypto'
import { type PropertyEstimate, propertyEstimateSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, propertyPriceChanges, rentalApplications, users } from '../db/schema.ts'
import { type Anyone, type Buying, MISSING_ID, setUpBuying } from '../test/buying.ts'
import { DAY_MS, daysAgo } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestApp } from '../test/test-app.ts'

// GET /api/properties/{id}/estimate over the real database: homes sold (paid for) or let nearby, and the
// measured error, through the test app; a sale recorded through another instance shows on the next answer.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

// Each test's homes stand on a spot of their own, far from the demo data and from each other's.
let spots = 0
const newSpot = (): [number, number] => {
  spots += 1
  return [-30 - spots, 140]
}

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

async function estimateOf(id: string, who: Anyone = 'user', request = t.send): Promise<PropertyEstimate> {
  return propertyEstimateSchema
    .strict()
    .parse(await expectJson(await request('GET', `/api/properties/${id}/estimate`, who), 200))
}

/** A verified house of agent@example.com at `spot`, 2,000 sq ft with three bedrooms unless told otherwise. */
function house(
  spot: [number, number],
  values: Parameters<Buying['listing']>[1] = {},
  agent: 'agent' | 'fraud' = 'agent',
) {
  return t.listing(agent, {
    latitude: spot[0],
    longitude: spot[1],
    livingArea: 2000,
    bedrooms: 3,
    ...values,
  })
}

/** A house at `spot` sold `daysBefore` days ago for `price`: its bought offer and the payment. */
async function soldHouse(
  spot: [number, number],
  price: number,
  {
    daysBefore = 30,
    agent = 'agent' as 'agent' | 'fraud',
    ...values
  }: Parameters<Buying['listing']>[1] & { daysBefore?: number; agent?: 'agent' | 'fraud' } = {},
) {
  const property = await house(spot, { priceLow: price, priceHigh: price, ...values }, agent)
  const offer = await t.offer(property, 'user', { status: 'bought', offerAmount: price })
  const [buyer] = await t.ctx.db.select().from(users).where(eq(users.id, t.ids.user))
  await t.ctx.db.insert(payments).values({
    offerId: offer.id,
    transactionId: `test_${randomUUID()}`,
    amount: price,
    userId: buyer?.id,
    email: buyer?.email ?? '',
    userName: buyer?.name ?? '',
    gateway: 'test',
    createdAt: daysAgo(daysBefore),
  })
  return property
}

describe('GET /api/properties/{id}/estimate', () => {
  it('estimates a house from houses sold nearby, each with its adjustments, and the measured error', async () => {
    const spot = newSpot()
    const listing = await house(spot, { title: 'Estimated house' })
    // 1,800 sq ft houses at $194-211 a square foot (median $202.78): 200 sq ft more adds $20,278 to each.
    for (const price of [350_000, 360_000, 370_000, 380_000])
      await soldHouse(spot, price, { livingArea: 1800 })
    const answer = await estimateOf(listing.id)
    expect(answer).toMatchObject({
      propertyId: listing.id,
      listingType: 'sale',
      estimate: { value: 385_000 },
      reason: null,
    })
    expect(answer.comparables.map((comparable) => comparable.price).sort()).toEqual([
      350_000, 360_000, 370_000, 380_000,
    ])
    for (const comparable of answer.comparables) {
      expect(comparable.adjustments).toEqual([{ kind: 'livingArea', difference: 200, amount: 20_278 }])
      expect(comparable.adjustedPrice).toBe(comparable.price + 20_278)
      expect(comparable.distanceKm).toBe(0)
      expect(Date.parse(comparable.closedAt)).toBeLessThan(Date.now() - 29 * DAY_MS)
    }
    // Each of the four sold houses could be estimated from the other three.
    expect(answer.accuracy?.homesMeasured).toBeGreaterThanOrEqual(4)
    expect(answer.accuracy?.medianErrorPercent).toBeGreaterThanOrEqual(0)
    expect(answer.estimate?.low).toBeLessThanOrEqual(370_278)
    expect(answer.estimate?.high).toBeGreaterThanOrEqual(400_278)
  })

  it('says why there is none under three comparables: too few, too old, too far, a fraud agent’s', async () => {
    const spot = newSpot()
    const listing = await house(spot)
    await soldHouse(spot, 400_000)
    await soldHouse(spot, 400_000)
    await soldHouse(spot, 400_000, { daysBefore: 400 })
    await soldHouse([spot[0] + 0.1, spot[1]], 400_000)
    await soldHouse(spot, 400_000, { agent: 'fraud' })
    await soldHouse(spot, 400_000, { category: 'Villa' })
    const answer = await estimateOf(listing.id)
    expect(answer).toMatchObject({
      estimate: null,
      reason: "Not enough similar homes sold nearby in the last 12 months to estimate this home's value.",
      comparables: [],
    })
  })

  it('needs the home’s pin and living area', async () => {
    const listing = await t.listing('agent', { latitude: null, longitude: null, livingArea: 1500 })
    expect(await estimateOf(listing.id)).toMatchObject({
      estimate: null,
      reason: "An estimate needs this home's map location and living area.",
    })
  })

  it('estimates a rental from the rentals let nearby, at the rent asked when each was let', async () => {
    const spot = newSpot()
    const rental = {
      listingType: 'rent' as const,
      category: 'Apartment' as const,
      livingArea: 900,
      bedrooms: 2,
    }
    const listing = await house(spot, { ...rental, priceLow: 2000, priceHigh: 2200 })
    for (const rent of [1900, 2000, 2000, 2100]) {
      const let_ = await house(spot, { ...rental, priceLow: rent + 500, priceHigh: rent + 600 })
      // Asked `rent` when let 20 days ago, and more since.
      await t.ctx.db.insert(propertyPriceChanges).values([
        { propertyId: let_.id, priceLow: rent, priceHigh: rent, changedAt: daysAgo(60) },
        { propertyId: let_.id, priceLow: rent + 500, priceHigh: rent + 600, changedAt: daysAgo(5) },
      ])
      await t.ctx.db.insert(rentalApplications).values({
        propertyId: let_.id,
        renterId: t.ids.user,
        moveInDate: '2030-01-01',
        leaseMonths: 12,
        occupants: 1,
        message: 'We would love to live here.',
        status: 'accepted',
        updatedAt: daysAgo(20),
      })
    }
    const answer = await estimateOf(listing.id)
    expect(answer).toMatchObject({ listingType: 'rent', estimate: { value: 2000, low: 1900, high: 2100 } })
    expect(answer.comparables.map((comparable) => comparable.price).sort()).toEqual([1900, 2000, 2000, 2100])
    // Each let home estimated from the other three (rounded to $10): 1900 -> 2030, 2000 -> 2000 twice,
    // 2100 -> 1970; errors 6.84 %, 0, 0 and 6.19 %, median 3.1 %. No other rental of the database was let.
    expect(answer.accuracy).toEqual({ medianErrorPercent: 3.1, homesMeasured: 4 })

    const alone = await house(newSpot(), rental)
    expect((await estimateOf(alone.id)).reason).toBe(
      "Not enough similar homes let nearby in the last 12 months to estimate this home's rent.",
    )
  })

  it('takes a sale paid through another instance into the next answer and the measured error', async () => {
    const spot = newSpot()
    const listing = await house(spot)
    for (const price of [400_000, 410_000, 420_000]) await soldHouse(spot, price)
    const otherInstance = createTestApp(t.ctx.database, t.ctx.storage, {
      dataDir: `${t.ctx.tempDir}/data`,
      webDistDir: `${t.ctx.tempDir}/web-dist`,
    })
    const viaOther: Buying['send'] = (method, path, who, body) =>
      otherInstance.request(path, {
        method,
        headers: { ...t.headersOf(who), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
    const before = await estimateOf(listing.id)
    expect(before.comparables).toHaveLength(3)

    const next = await house(spot, { priceLow: 430_000, priceHigh: 430_000 })
    const offer = await t.offer(next, 'user', { status: 'accepted', offerAmount: 430_000 })
    const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
      await viaOther('POST', '/api/create-payment-intent', 'user', { offerId: offer.id }),
      200,
    )
    await expectJson(
      await viaOther('POST', '/api/test-gateway/confirm', 'user', {
        clientSecret: intent.clientSecret,
        ...GOOD_CARD,
      }),
      200,
    )
    await expectJson(
      await viaOther('POST', '/api/payments', 'user', {
        offerId: offer.id,
        transactionId: intent.paymentIntentId,
      }),
      201,
    )

    const after = await estimateOf(listing.id)
    expect(after.comparables.map((comparable) => comparable.propertyId)).toContain(next.id)
    expect(after.comparables.find((comparable) => comparable.propertyId === next.id)?.price).toBe(430_000)
    expect(after.accuracy?.homesMeasured).toBe((before.accuracy?.homesMeasured ?? 0) + 4)
    expect(after.estimate?.value).toBe(415_000)
  })

  it('answers where the listing’s details do: 404 for a pending listing but to its agent and admins', async () => {
    const pending = await house(newSpot(), { verificationStatus: 'pending' })
    await expectApiError(await t.send('GET', `/api/properties/${pending.id}/estimate`, 'user'), 404)
    await expectApiError(await t.send('GET', `/api/properties/${pending.id}/estimate`, 'otherAgent'), 404)
    expect((await estimateOf(pending.id, 'agent')).propertyId).toBe(pending.id)
    expect((await estimateOf(pending.id, 'admin')).propertyId).toBe(pending.id)
    await expectApiError(await t.send('GET', `/api/properties/${MISSING_ID}/estimate`, 'user'), 404)
    await expectApiError(await t.send('GET', '/api/properties/not-an-id/estimate', 'user'), 400, 'id')
    await expectApiError(await t.send('GET', `/api/properties/${pending.id}/estimate`, 'anonymous'), 401)
  })
})
