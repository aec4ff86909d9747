import { randomUUID } from 'node:crypto'
import { type PropertyEstimate, propertyEstimateSchema } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payments, properties } from '../db/schema.ts'
import { insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { daysAgo, insertAgent, insertOffer, insertProperty } from '../test/factories.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// A sale stamped before, but committed after, a change that an estimate already measured: the latest stamp
// stays the other change's, and the estimate takes the sale in once the settle time has passed. PostgreSQL only:
// the sale's transaction is held open on a connection of its own.

let ctx: TestContext
let buyer: SignedIn
let buyerId: string

beforeAll(async () => {
  ctx = await createTestContext()
  const person = await insertAccount(ctx.db)
  buyerId = person.id
  buyer = await signIn(ctx, person.email, TEST_PASSWORD)
})
afterAll(() => ctx?.close())

const SPOT = { latitude: -41.3, longitude: 174.78 }

async function estimateOf(id: string): Promise<PropertyEstimate> {
  const response = await ctx.request(`/api/properties/${id}/estimate`, { headers: buyer.headers })
  expect(response.status).toBe(200)
  return propertyEstimateSchema.parse(await response.json())
}

describe('an estimate and a sale that commits late', () => {
  it('takes the sale in once it has settled', async () => {
    const agent = await insertAgent(ctx.db)
    const house = (priceLow = 400_000) =>
      insertProperty(ctx.db, {
        agentId: agent.id,
        ...SPOT,
        livingArea: 2000,
        bedrooms: 3,
        priceLow,
        priceHigh: priceLow,
      })
    const listing = await house()
    const sold = await Promise.all([house(), house(), house()])
    const lateSale = await house()
    for (const home of sold) {
      const offer = await insertOffer(ctx.db, {
        property: home,
        buyer: { ...(await insertAccount(ctx.db)), name: 'Buyer' },
        status: 'bought',
        offerAmount: 400_000,
      })
      await ctx.db.insert(payments).values({
        offerId: offer.id,
        transactionId: `test_${randomUUID()}`,
        amount: 400_000,
        email: 'b@example.test',
        userName: 'Buyer',
        gateway: 'test',
        createdAt: daysAgo(30),
      })
    }

    // The late sale's transaction stamps its listing now and stays open.
    const client = new pg.Client({ connectionString: ctx.databaseUrl })
    await client.connect()
    try {
      await client.query('begin')
      const offerId = randomUUID()
      await client.query(
        `insert into offers (id, property_id, title, location, image, agent_id, buyer_id, buyer_name, buyer_email,
           offer_amount, currency, buying_date, status)
         values ($1, $2, 'Late', 'Late', '/uploads/test.webp', $3, $4, 'Buyer', 'b@example.test', 410000, 'USD',
           '2030-01-01', 'bought')`,
        [offerId, lateSale.id, agent.id, buyerId],
      )
      await client.query(
        `insert into payments (offer_id, transaction_id, amount, email, user_name, gateway)
         values ($1, $2, 410000, 'b@example.test', 'Buyer', 'test')`,
        [offerId, `test_${randomUUID()}`],
      )
      // Another listing changes (a later stamp) and the estimate is measured, before the sale commits.
      await ctx.db.update(properties).set({ title: 'Renamed' }).where(eq(properties.id, listing.id))
      expect((await estimateOf(listing.id)).comparables).toHaveLength(3)
      await client.query('commit')
    } finally {
      await client.end()
    }

    await expect
      .poll(
        async () => (await estimateOf(listing.id)).comparables.map((comparable) => comparable.propertyId),
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toContain(lateSale.id)
  })
})
