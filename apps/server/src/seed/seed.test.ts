import { randomUUID } from 'node:crypto'
import {
  type AdvertisedProperty,
  type FeaturedAgent,
  PROPERTY_CATEGORIES,
  type Property,
  type PublicReview,
  propertyEstimateSchema,
} from '@keyhaven/contract'
import { count, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  offers,
  payments,
  properties,
  reviews,
  sessions,
  users,
  wishlistItems,
} from '../db/schema.ts'
import { signIn } from '../test/auth-helpers.ts'
import { createTestContext, getJson, type TestContext } from '../test/test-app.ts'
import { DEMO_PASSWORD, demoSoldHomes, demoUsers } from './demo-data.ts'
import { addSyntheticProperties, clearDatabase, seedDemoData } from './seed.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

async function tableCounts() {
  const { db } = ctx
  const rows = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table)
    return row?.n ?? 0
  }
  return {
    users: await rows(users),
    accounts: await rows(accounts),
    sessions: await rows(sessions),
    properties: await rows(properties),
    offers: await rows(offers),
    payments: await rows(payments),
    reviews: await rows(reviews),
    wishlist: await rows(wishlistItems),
  }
}

const total = async (path: string) => Number((await ctx.request(path)).headers.get('X-Total-Count'))

describe('seedDemoData', () => {
  it('fills an empty database with demo accounts, listings, offers and reviews', async () => {
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(true)
    const { db } = ctx

    const demoEmails = (await db.select({ email: users.email }).from(users)).map((u) => u.email)
    expect(demoEmails).toEqual(
      expect.arrayContaining(['admin@example.com', 'agent@example.com', 'user@example.com']),
    )
    const roles = await db.select({ email: users.email, role: users.role }).from(users)
    expect(roles).toEqual(
      expect.arrayContaining([
        { email: 'admin@example.com', role: 'admin' },
        { email: 'agent@example.com', role: 'agent' },
        { email: 'user@example.com', role: 'user' },
      ]),
    )
    expect(roles.some((u) => u.role === 'fraud')).toBe(true)

    const listings = await db
      .select({
        status: properties.verificationStatus,
        type: properties.listingType,
        category: properties.category,
      })
      .from(properties)
    expect(listings.length).toBeGreaterThanOrEqual(16)
    expect(new Set(listings.map((p) => p.status))).toEqual(new Set(['pending', 'verified', 'rejected']))
    expect(new Set(listings.map((p) => p.type))).toEqual(new Set(['sale', 'rent']))
    expect(new Set(listings.map((p) => p.category))).toEqual(new Set(PROPERTY_CATEGORIES))

    const offerStatuses = await db.selectDistinct({ status: offers.status }).from(offers)
    expect(new Set(offerStatuses.map((o) => o.status))).toEqual(
      new Set(['pending', 'accepted', 'rejected', 'bought']),
    )
    // Every bought offer has its payment, and only bought offers do.
    const [unpaid] = await db
      .select({ n: count() })
      .from(offers)
      .where(
        sql`${offers.status} = 'bought' and not exists (select 1 from ${payments} where ${payments.offerId} = ${offers.id})`,
      )
    expect(unpaid?.n).toBe(0)
    const [paidNotBought] = await db
      .select({ n: count() })
      .from(payments)
      .innerJoin(offers, eq(offers.id, payments.offerId))
      .where(sql`${offers.status} <> 'bought'`)
    expect(paidNotBought?.n).toBe(0)
    // Rentals take no offers.
    const [onRentals] = await db
      .select({ n: count() })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .where(eq(properties.listingType, 'rent'))
    expect(onRentals?.n).toBe(0)

    const counts = await tableCounts()
    expect(counts.reviews).toBeGreaterThanOrEqual(6)
    expect(counts.accounts).toBe(counts.users)
  })

  it('gives every public list content, fraud listings excluded', async () => {
    const advertised = await getJson<AdvertisedProperty[]>(ctx, '/api/properties/advertised?limit=100')
    expect(advertised.body.length).toBeGreaterThanOrEqual(4)
    expect(Number(advertised.headers.get('X-Total-Count'))).toBe(advertised.body.length)
    expect(advertised.body.map((p) => p.title)).not.toContain('Luxury Villa at a Bargain')

    const rent = await getJson<Property[]>(ctx, '/api/properties/rent?limit=100')
    expect(rent.body.length).toBeGreaterThanOrEqual(6)
    expect(rent.body.some((p) => p.isSold)).toBe(false)
    for (const category of PROPERTY_CATEGORIES) {
      expect(await total(`/api/properties/rent?category=${category}`), category).toBeGreaterThanOrEqual(1)
    }

    const latest = await getJson<PublicReview[]>(ctx, '/api/reviews/latest')
    expect(latest.body).toHaveLength(6)

    const featured = await getJson<FeaturedAgent[]>(ctx, '/api/agents/featured')
    expect(featured.body).toHaveLength(3)
    // The seed's agents, the fraud one left out: a fresh install features people of its demo data.
    const seededAgents = demoUsers.filter((person) => person.role === 'agent').map((person) => person.email)
    expect(featured.body.map((a) => a.email).sort()).toEqual(seededAgents.sort())
    for (const agent of featured.body) expect(agent.photoURL).toMatch(/^\/uploads\//)
    expect(featured.body.reduce((sum, a) => sum + a.soldCount, 0)).toBeGreaterThanOrEqual(1)
  })

  it('sold enough houses around Sunny Family House to estimate it, with the median error measured on them', async () => {
    const [maple] = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, 'Sunny Family House'))
    const buyer = await signIn(ctx, 'user@example.com', DEMO_PASSWORD)
    const estimate = await ctx.request(`/api/properties/${maple?.id}/estimate`, { headers: buyer.headers })
    const body = propertyEstimateSchema.strict().parse(await estimate.json())
    expect(body.estimate).not.toBeNull()
    expect(body.comparables.length).toBeGreaterThanOrEqual(3)
    expect(body.accuracy?.homesMeasured).toBeGreaterThanOrEqual(demoSoldHomes.length / 2)
    for (const comparable of body.comparables) expect(comparable.location).toMatch(/, Austin, TX$/)
  })

  it('publishes no street of an approximate-location rental: not in its location text, nor in Rent Properties', async () => {
    const approximate = await ctx.db
      .select({ id: properties.id, street: properties.street, location: properties.location })
      .from(properties)
      .where(eq(properties.approximateLocation, true))
    expect(approximate.length).toBeGreaterThanOrEqual(1)
    const rent = await getJson<Property[]>(ctx, '/api/properties/rent?limit=100')
    for (const listing of approximate) {
      expect(listing.street).toBeTruthy()
      expect(listing.location).not.toContain(listing.street)
      const shown = rent.body.find((p) => p._id === listing.id)
      if (shown) expect(JSON.stringify(shown)).not.toContain(listing.street)
    }
  })

  it('stores the demo pictures, served from /uploads', async () => {
    const { body } = await getJson<AdvertisedProperty[]>(ctx, '/api/properties/advertised')
    const image = body[0]?.image
    expect(image).toMatch(/^\/uploads\/[a-z0-9]+\.webp$/)
    const response = await ctx.request(image as string)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
  })

  it('does nothing the second time', async () => {
    const before = await tableCounts()
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(false)
    expect(await tableCounts()).toEqual(before)
  })

  it('does nothing (and does not fail) once the demo admin has been deleted', async () => {
    await ctx.db.delete(users).where(eq(users.email, 'admin@example.com'))
    const before = await tableCounts()
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(false)
    expect(await tableCounts()).toEqual(before)
  })
})

describe('addSyntheticProperties', () => {
  it('adds verified listings that the public lists count', async () => {
    const propertiesBefore = (await tableCounts()).properties
    const rentBefore = await total('/api/properties/rent')
    const advertisedBefore = await total('/api/properties/advertised')

    await addSyntheticProperties(ctx.db, 500, 200)

    expect((await tableCounts()).properties).toBe(propertiesBefore + 500)
    const [synthetic] = await ctx.db
      .select({ n: count() })
      .from(properties)
      .where(
        sql`${properties.description} like 'Synthetic listing %' and ${properties.verificationStatus} = 'verified'`,
      )
    expect(synthetic?.n).toBe(500)
    // Every third synthetic listing is for rent; all belong to non-fraud agents and none is advertised.
    expect(await total('/api/properties/rent')).toBe(rentBefore + 167)
    expect(await total('/api/properties/advertised')).toBe(advertisedBefore)
    const page = await getJson<Property[]>(ctx, '/api/properties/rent?page=10&limit=10')
    expect(page.body).toHaveLength(10)
  })
})

describe('clearDatabase', () => {
  it('empties every table, after which the public lists are empty', async () => {
    await clearDatabase(ctx.db)
    expect(Object.values(await tableCounts()).every((n) => n === 0)).toBe(true)
    expect(await total('/api/properties/advertised')).toBe(0)
    expect(await total('/api/properties/rent')).toBe(0)
    expect((await getJson(ctx, '/api/reviews/latest')).body).toEqual([])
    expect((await getJson(ctx, '/api/agents/featured')).body).toEqual([])
  })

  it('lets the demo data go into the emptied database again, but never into one that holds accounts', async () => {
    await ctx.db.insert(users).values({ id: randomUUID(), name: 'Real Person', email: 'real@agency.example' })
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(false)
    expect((await tableCounts()).users).toBe(1)
    await clearDatabase(ctx.db)
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(true)
  })
})
