import { type MyPropertyState, myPropertyStateSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inquiryThreads, wishlistItems } from '../db/schema.ts'
import { type Buying, MISSING_ID, setUpBuying, type Who } from '../test/buying.ts'
import { insertReview } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// What a person already did about a listing, read back so its details page remembers it.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
}, 300_000)
afterAll(() => t?.close())

const NOTHING: MyPropertyState = { wishlistEntryId: null, review: null, pendingOffer: null, inquiryId: null }

async function stateOf(who: Who, propertyId: string) {
  const body = await expectJson<MyPropertyState>(
    await t.send('GET', `/api/properties/${propertyId}/mine`, who),
    200,
  )
  return myPropertyStateSchema.strict().parse(body)
}

describe('GET /api/properties/{id}/mine', () => {
  it("answers the caller's wishlist entry, review, pending offer and conversation, and no one else's", async () => {
    const listing = await t.listing('agent')
    expect(await stateOf('user', listing.id)).toEqual(NOTHING)

    const [entry] = await t.ctx.db
      .insert(wishlistItems)
      .values({ userId: t.ids.user, propertyId: listing.id })
      .returning()
    const review = await insertReview(t.ctx.db, {
      propertyId: listing.id,
      userId: t.ids.user,
      description: 'Bright rooms',
    })
    const offer = await t.offer(listing, 'user', { offerAmount: 110_000.5, buyingDate: '2031-02-03' })
    const [thread] = await t.ctx.db
      .insert(inquiryThreads)
      .values({ propertyId: listing.id, buyerId: t.ids.user })
      .returning()

    expect(await stateOf('user', listing.id)).toEqual({
      wishlistEntryId: entry?.id,
      review: { _id: review.id, description: 'Bright rooms' },
      pendingOffer: {
        _id: offer.id,
        offerAmount: 110_000.5,
        buyingDate: '2031-02-03',
        createdAt: offer.createdAt.toISOString(),
      },
      inquiryId: thread?.id,
    })
    for (const who of ['otherUser', 'agent', 'admin'] as const) {
      expect(await stateOf(who, listing.id)).toEqual(NOTHING)
    }
  })

  it('leaves out an offer that is no longer pending', async () => {
    const listing = await t.listing('agent')
    await t.offer(listing, 'otherUser', { status: 'rejected' })
    expect((await stateOf('otherUser', listing.id)).pendingOffer).toBeNull()
  })

  it('answers all nulls for an id of no listing, 400 for a bad id, 401 without a token', async () => {
    expect(await stateOf('user', MISSING_ID)).toEqual(NOTHING)
    await expectApiError(await t.send('GET', '/api/properties/not-an-id/mine', 'user'), 400, 'id')
    await expectApiError(await t.send('GET', `/api/properties/${MISSING_ID}/mine`, 'anonymous'), 401)
  })
})
