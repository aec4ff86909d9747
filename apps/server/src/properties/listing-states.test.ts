import { MARKET_STATUSES, type MarketStatus } from '@keyhaven/contract'
import { and, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, rentalApplications } from '../db/schema.ts'
import { insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { LISTING_MOVES, type ListingAction, marketStatusOf, movableBy } from './listing-states.ts'
import { findProperty } from './queries.ts'

// A move made in one statement (an admin's decision, the expiry job) finds the listings it may move in SQL: the
// conditions must say of every state what marketStatusOf says of it in JavaScript.

let ctx: TestContext
const idOf = new Map<MarketStatus, string>()

beforeAll(async () => {
  ctx = await createTestContext()
  const agent = await insertUser(ctx.db, { role: 'agent' })
  const buyer = await insertUser(ctx.db)
  const listing = (values: Partial<typeof properties.$inferInsert> = {}) =>
    insertProperty(ctx.db, { agentId: agent.id, ...values })
  const stage = (listingStage: 'draft' | 'changes_requested' | 'withdrawn' | 'expired') =>
    listing({ verificationStatus: 'pending', listingStage })
  const rows: Record<MarketStatus, () => Promise<{ id: string }>> = {
    draft: () => stage('draft'),
    pending: () => listing({ verificationStatus: 'pending' }),
    changes_requested: () => stage('changes_requested'),
    active: () => listing(),
    under_offer: async () => {
      const property = await listing()
      await insertOffer(ctx.db, { property, buyer, status: 'accepted' })
      return property
    },
    sold: async () => {
      const property = await listing()
      await insertOffer(ctx.db, { property, buyer, status: 'bought', transactionId: 'pi_states' })
      return property
    },
    let: async () => {
      const property = await listing({ listingType: 'rent' })
      await ctx.db.insert(rentalApplications).values({
        propertyId: property.id,
        renterId: buyer.id,
        moveInDate: '2030-01-01',
        leaseMonths: 12,
        occupants: 1,
        message: 'We would like to rent it',
        status: 'accepted',
      })
      return property
    },
    withdrawn: () => stage('withdrawn'),
    expired: () => stage('expired'),
    rejected: () => listing({ verificationStatus: 'rejected', rejectionReason: 'Not a home' }),
  }
  for (const status of MARKET_STATUSES) idOf.set(status, (await rows[status]()).id)
})
afterAll(() => ctx?.close())

describe('the states in SQL', () => {
  it('has a listing in every state, as marketStatusOf reads it', async () => {
    for (const status of MARKET_STATUSES) {
      const row = await findProperty(ctx.db, idOf.get(status) ?? '')
      expect(row && marketStatusOf(row), status).toBe(status)
    }
  })

  it('finds, for each move, exactly the listings in the states the table allows it from', async () => {
    const ids = [...idOf.values()]
    for (const action of Object.keys(LISTING_MOVES) as ListingAction[]) {
      const found = await ctx.db
        .select({ id: properties.id })
        .from(properties)
        .where(and(inArray(properties.id, ids), movableBy(action)))
      const statuses = MARKET_STATUSES.filter((status) => found.some((row) => row.id === idOf.get(status)))
      expect(statuses, action).toEqual(
        MARKET_STATUSES.filter((status) => status in LISTING_MOVES[action].moves),
      )
    }
  })
})
