import { ALREADY_REVIEWED, UNDER_CONTRACT, UNDER_CONTRACT_NOT_EDITABLE } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, payments, properties } from '../db/schema.ts'
import { PAYEE_GONE, PAYMENTS_SUSPENDED } from '../payments/gateway.ts'
import { type Anyone, type Buying, dayFromToday, MISSING_ID, setUpBuying } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { ALREADY_PENDING, RENTALS_TAKE_NO_OFFERS } from './service.ts'

// The money and state rules: no payment to a fraud or deleted agent, listings under contract stay
// and keep their price, edits send a verified listing back to review, rentals take no offers, one pending offer
// per buyer and property (withdrawable), and a gone or fraud agent's listings stay hidden.

let t: Buying
// Seeding and signing in six demo callers takes a while on a busy machine.
beforeAll(async () => {
  t = await setUpBuying()
}, 300_000)
afterAll(() => t?.close())

const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

function call(
  method: 'PUT' | 'DELETE' | 'POST' | 'PATCH' | 'GET',
  path: string,
  who: Anyone,
  body?: unknown,
) {
  return t.ctx.request(path, {
    method,
    headers: { ...t.headersOf(who), ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
}
const asAdmin = (method: 'PATCH' | 'DELETE', path: string) => call(method, path, 'admin')
const makeOffer = (who: Anyone, propertyId: string, offerAmount = 110_000) =>
  call('POST', '/api/offers', who, { propertyId, offerAmount, buyingDate: dayFromToday(30) })

/** A fresh agent (so marking or deleting them leaves the demo agents alone) with one verified listing. */
async function agentWithListing(values: Partial<typeof properties.$inferInsert> = {}) {
  const agent = await t.freshAccount({ role: 'agent' })
  const listing = await insertProperty(t.ctx.db, { agentId: agent.id, ...values })
  return { agent, listing }
}

async function listingRow(id: string) {
  const [row] = await t.ctx.db.select().from(properties).where(eq(properties.id, id))
  return row
}

async function paymentsOf(offerId: string) {
  return t.ctx.db.select().from(payments).where(eq(payments.offerId, offerId))
}

/** Intent + 4242 for the buyer's accepted offer: the money has left the card, the record is still to be made. */
async function paidIntentId(offerId: string): Promise<string> {
  const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
    await call('POST', '/api/create-payment-intent', 'user', { offerId }),
    200,
  )
  await expectJson(
    await call('POST', '/api/test-gateway/confirm', 'user', {
      clientSecret: intent.clientSecret,
      ...GOOD_CARD,
    }),
    200,
  )
  return intent.paymentIntentId
}

describe('no payment moves to a fraud or deleted agent', () => {
  it('refuses to record a payment confirmed just before the agent was marked fraud', async () => {
    const { agent, listing } = await agentWithListing()
    const offer = await t.offer(listing, 'user', { status: 'accepted' })
    const transactionId = await paidIntentId(offer.id)
    await expectJson(await asAdmin('PATCH', `/api/users/mark-fraud/${agent.email}`), 200)

    await expectApiError(
      await call('POST', '/api/payments', 'user', { offerId: offer.id, transactionId }),
      409,
      PAYMENTS_SUSPENDED,
    )
    expect(await paymentsOf(offer.id)).toHaveLength(0)
    expect(await t.offerStatus(offer.id)).toBe('accepted')
    await expectApiError(
      await call('POST', '/api/create-payment-intent', 'user', { offerId: offer.id }),
      409,
      PAYMENTS_SUSPENDED,
    )
  })

  it("refuses every step of a payment once the agent's account is deleted", async () => {
    const { agent, listing } = await agentWithListing()
    const paid = await t.offer(listing, 'user', { status: 'accepted' })
    const transactionId = await paidIntentId(paid.id)
    await expectJson(await asAdmin('DELETE', `/api/users/${agent.email}`), 200)

    await expectApiError(
      await call('POST', '/api/payments', 'user', { offerId: paid.id, transactionId }),
      409,
      PAYEE_GONE,
    )
    await expectApiError(
      await call('POST', '/api/create-payment-intent', 'user', { offerId: paid.id }),
      409,
      PAYEE_GONE,
    )
    expect(await paymentsOf(paid.id)).toHaveLength(0)
  })

  it("refuses the test gateway's card confirmation once the agent's account is deleted", async () => {
    const { agent, listing } = await agentWithListing()
    const offer = await t.offer(listing, 'user', { status: 'accepted' })
    const intent = await expectJson<{ clientSecret: string }>(
      await call('POST', '/api/create-payment-intent', 'user', { offerId: offer.id }),
      200,
    )
    await expectJson(await asAdmin('DELETE', `/api/users/${agent.email}`), 200)
    await expectApiError(
      await call('POST', '/api/test-gateway/confirm', 'user', {
        clientSecret: intent.clientSecret,
        ...GOOD_CARD,
      }),
      409,
      PAYEE_GONE,
    )
  })
})

describe('a listing under contract cannot be deleted', () => {
  it.each(['accepted', 'bought'] as const)(
    'refuses with 409 when an offer is %s, for its agent and an admin',
    async (status) => {
      const listing = await t.listing()
      await t.offer(listing, 'user', { status })
      for (const who of ['agent', 'admin'] as const) {
        await expectApiError(await call('DELETE', `/api/properties/${listing.id}`, who), 409, UNDER_CONTRACT)
        await expectApiError(
          await call('DELETE', `/api/properties/verify/${listing.id}`, who),
          409,
          UNDER_CONTRACT,
        )
      }
      expect(await listingRow(listing.id)).toBeDefined()
    },
  )

  it('deletes a listing whose offers are only pending or rejected', async () => {
    const listing = await t.listing()
    await t.offer(listing, 'user')
    await t.offer(listing, 'otherUser', { status: 'rejected' })
    expect(await expectJson(await call('DELETE', `/api/properties/${listing.id}`, 'agent'), 200)).toEqual({
      deletedCount: 1,
    })
    expect(await listingRow(listing.id)).toBeUndefined()
  })
})

describe("a fraud or deleted agent's listings stay hidden and their pending offers are rejected", () => {
  async function publicIds() {
    const all = await expectJson<{ _id: string }[]>(
      await call('GET', '/api/properties/verified?limit=100', 'user'),
      200,
    )
    return all.map((property) => property._id)
  }

  it('marking the agent fraud hides the listing and rejects its pending offers', async () => {
    const { agent, listing } = await agentWithListing()
    const pending = await expectJson<{ insertedId: string }>(await makeOffer('user', listing.id), 201)
    await expectJson(await asAdmin('PATCH', `/api/users/mark-fraud/${agent.email}`), 200)
    expect(await t.offerStatus(pending.insertedId)).toBe('rejected')
    await expectApiError(await call('GET', `/api/properties/${listing.id}`, 'user'), 404)
    expect(await publicIds()).not.toContain(listing.id)
  })

  it("deleting a fraud agent's account keeps the listing hidden everywhere and rejects what was pending", async () => {
    const { agent, listing } = await agentWithListing({ isAdvertised: true, listingType: 'sale' })
    const rental = await insertProperty(t.ctx.db, { agentId: agent.id, listingType: 'rent' })
    await expectJson(await call('POST', '/api/wishlist', 'user', { propertyId: listing.id }), 201)
    await expectJson(await asAdmin('PATCH', `/api/users/mark-fraud/${agent.email}`), 200)
    // An offer still pending when the account goes (made before the mark, or by a direct insert).
    const pending = await t.offer(listing, 'otherUser')
    await expectJson(await asAdmin('DELETE', `/api/users/${agent.email}`), 200)

    expect((await listingRow(listing.id))?.agentId).toBeNull()
    expect(await t.offerStatus(pending.id)).toBe('rejected')
    await expectApiError(await call('GET', `/api/properties/${listing.id}`, 'user'), 404)
    expect(await publicIds()).not.toContain(listing.id)
    const advertised = await expectJson<{ _id: string }[]>(
      await call('GET', '/api/properties/advertised?limit=100', 'anonymous'),
      200,
    )
    expect(advertised.map((p) => p._id)).not.toContain(listing.id)
    const rent = await expectJson<{ _id: string }[]>(
      await call('GET', '/api/properties/rent?limit=100', 'anonymous'),
      200,
    )
    expect(rent.map((p) => p._id)).not.toContain(rental.id)
    const wishlist = await expectJson<{ propertyId: string }[]>(
      await call('GET', `/api/wishlist?email=${encodeURIComponent('user@example.com')}&limit=100`, 'user'),
      200,
    )
    expect(wishlist.map((item) => item.propertyId)).not.toContain(listing.id)
    await expectApiError(await call('GET', `/api/reviews/${listing.id}`, 'user'), 404)
    await expectApiError(await makeOffer('user', listing.id), 409)
    // The buyer sees the offer rejected in My Offers.
    const mine = await expectJson<{ _id: string; status: string }[]>(
      await call(
        'GET',
        `/api/offers?buyerEmail=${encodeURIComponent('sam.rivera@example.com')}&limit=100`,
        'otherUser',
      ),
      200,
    )
    expect(mine.find((offer) => offer._id === pending.id)?.status).toBe('rejected')
  })

  it('deleting an agent who was never marked fraud also hides their listings', async () => {
    const { agent, listing } = await agentWithListing()
    const pending = await t.offer(listing, 'user')
    await expectJson(await asAdmin('DELETE', `/api/users/${agent.email}`), 200)
    expect(await t.offerStatus(pending.id)).toBe('rejected')
    await expectApiError(await call('GET', `/api/properties/${listing.id}`, 'user'), 404)
    expect(await publicIds()).not.toContain(listing.id)
  })
})

describe('editing a listing', () => {
  const edit = (who: Anyone, id: string, changes: Record<string, unknown> = {}) =>
    call('PUT', `/api/properties/${id}`, who, {
      title: 'Edited title',
      location: '1 Test Street, Testville',
      image: '/uploads/test.webp',
      priceRange: '$100,000 - $120,000',
      ...changes,
    })

  it('sends a verified, advertised listing back to review when its agent changes it', async () => {
    const listing = await t.listing('agent', { isAdvertised: true })
    const result = await expectJson(await edit('agent', listing.id), 200)
    expect(result).toEqual({ modifiedCount: 1, verificationStatus: 'pending', returnedToReview: true })
    const row = await listingRow(listing.id)
    expect(row).toMatchObject({ title: 'Edited title', verificationStatus: 'pending', isAdvertised: false })
    await expectApiError(await call('GET', `/api/properties/${listing.id}`, 'user'), 404)
  })

  it('keeps a verified listing public, with its offers, when its agent changes the price alone', async () => {
    const listing = await t.listing('agent', {
      title: 'Price cut',
      location: '12 Elm Street, Austin, TX',
      street: '12 Elm Street',
      city: 'Austin',
      region: 'TX',
      postalCode: '10000',
      country: 'US',
      priceLow: 100_000,
      priceHigh: 120_000,
    })
    const pending = await t.offer(listing, 'user')
    const cut = {
      title: 'Price cut',
      location: '12 Elm Street, Austin, TX',
      street: '12 Elm Street',
      city: 'Austin',
      region: 'TX',
      postalCode: '10000',
      country: 'US',
      image: listing.image,
      priceRange: '$90,000 - $110,000',
    }
    expect(await expectJson(await edit('agent', listing.id, cut), 200)).toMatchObject({
      returnedToReview: false,
      verificationStatus: 'verified',
    })
    // No field the agent left alone changed: the location text is not rewritten from the address.
    expect(await listingRow(listing.id)).toMatchObject({
      verificationStatus: 'verified',
      location: '12 Elm Street, Austin, TX',
      priceLow: 90_000,
      priceHigh: 110_000,
    })
    expect(await t.offerStatus(pending.id)).toBe('pending')
    await expectJson(await call('GET', `/api/properties/${listing.id}`, 'user'), 200)
    const history = await expectJson<{ priceRange: string }[]>(
      await call('GET', `/api/properties/${listing.id}/price-history`, 'user'),
      200,
    )
    expect(history.map((change) => change.priceRange)).toContain('$90,000 - $110,000')
    const [entry, ...others] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, listing.id))
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      action: 'property.price_changed',
      changes: { priceLow: { from: 100_000, to: 90_000 }, priceHigh: { from: 120_000, to: 110_000 } },
    })

    // Any other change, with or without a price, goes back to review.
    expect(
      await expectJson(await edit('agent', listing.id, { ...cut, title: 'Price cut, new title' }), 200),
    ).toMatchObject({
      returnedToReview: true,
    })
  })

  it('keeps a verified listing verified when nothing changed, and when an admin edits it', async () => {
    const listing = await t.listing('agent', {
      title: 'Same',
      location: 'Same Street',
      priceLow: 100_000,
      priceHigh: 120_000,
    })
    const same = { title: 'Same', location: 'Same Street', image: listing.image }
    expect(await expectJson(await edit('agent', listing.id, same), 200)).toMatchObject({
      returnedToReview: false,
      verificationStatus: 'verified',
    })
    expect(await expectJson(await edit('admin', listing.id), 200)).toMatchObject({
      returnedToReview: false,
      verificationStatus: 'verified',
    })
    expect((await listingRow(listing.id))?.verificationStatus).toBe('verified')
  })

  it('changes nothing a buyer agreed to while the listing is under contract, for its agent and admins', async () => {
    const listing = await t.listing('agent', { title: 'Agreed title', location: 'Agreed Street' })
    await t.offer(listing, 'user', { status: 'accepted' })
    const agreed = { title: 'Agreed title', location: 'Agreed Street', image: listing.image }
    for (const who of ['agent', 'admin'] as const) {
      for (const change of [{ priceRange: '$1 - $2' }, { title: 'New title' }, { location: 'Elsewhere 1' }]) {
        await expectApiError(
          await edit(who, listing.id, { ...agreed, ...change }),
          409,
          UNDER_CONTRACT_NOT_EDITABLE,
        )
      }
    }
    expect(await listingRow(listing.id)).toMatchObject({
      title: 'Agreed title',
      location: 'Agreed Street',
      priceLow: 100_000,
      priceHigh: 120_000,
      verificationStatus: 'verified',
    })
    // Saving it as it is changes nothing, so it is no refusal either.
    expect(await expectJson(await edit('agent', listing.id, agreed), 200)).toMatchObject({
      returnedToReview: false,
      verificationStatus: 'verified',
    })
  })

  it('refuses to make a listing with offers a rental', async () => {
    const listing = await t.listing()
    await t.offer(listing, 'user')
    await expectApiError(await edit('agent', listing.id, { listingType: 'rent' }), 409, 'rental')
    expect((await listingRow(listing.id))?.listingType).toBe('sale')
  })
})

describe('rentals take no offers', () => {
  it('refuses an offer on a rent listing with 409 and stores nothing', async () => {
    const rental = await t.listing('agent', { listingType: 'rent' })
    await expectApiError(await makeOffer('user', rental.id), 409, RENTALS_TAKE_NO_OFFERS)
    const mine = await expectJson<{ propertyId: string }[]>(
      await call('GET', `/api/offers?buyerEmail=${encodeURIComponent('user@example.com')}&limit=100`, 'user'),
      200,
    )
    expect(mine.map((offer) => offer.propertyId)).not.toContain(rental.id)
  })
})

describe('one pending offer per buyer per property, withdrawable', () => {
  it('refuses a second pending offer with 409', async () => {
    const listing = await t.listing()
    await expectJson(await makeOffer('user', listing.id), 201)
    await expectApiError(await makeOffer('user', listing.id, 111_000), 409, ALREADY_PENDING)
    // Another buyer still may.
    await expectJson(await makeOffer('otherUser', listing.id), 201)
  })

  it('lets only one of two concurrent offers of one buyer through', async () => {
    const listing = await t.listing()
    const answers = await Promise.all([makeOffer('user', listing.id), makeOffer('user', listing.id, 115_000)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  it('lets the buyer withdraw a pending offer, and then make a new one', async () => {
    const listing = await t.listing()
    const { insertedId } = await expectJson<{ insertedId: string }>(await makeOffer('user', listing.id), 201)
    await expectApiError(await call('DELETE', `/api/offers/${insertedId}`, 'anonymous'), 401)
    for (const who of ['otherUser', 'agent', 'admin'] as const) {
      await expectApiError(await call('DELETE', `/api/offers/${insertedId}`, who), 403)
    }
    expect(await expectJson(await call('DELETE', `/api/offers/${insertedId}`, 'user'), 200)).toEqual({
      deletedCount: 1,
    })
    expect(await t.offerStatus(insertedId)).toBeUndefined()
    await expectApiError(await call('DELETE', `/api/offers/${insertedId}`, 'user'), 404)
    await expectJson(await makeOffer('user', listing.id), 201)
  })

  it.each(['accepted', 'bought', 'rejected'] as const)(
    'refuses to withdraw a %s offer with 409',
    async (status) => {
      const listing = await t.listing()
      const offer = await t.offer(listing, 'user', { status })
      await expectApiError(await call('DELETE', `/api/offers/${offer.id}`, 'user'), 409, status)
      expect(await t.offerStatus(offer.id)).toBe(status)
    },
  )

  it('answers 404 for a missing offer and 400 for a bad id', async () => {
    await expectApiError(await call('DELETE', `/api/offers/${MISSING_ID}`, 'user'), 404)
    await expectApiError(await call('DELETE', '/api/offers/not-an-id', 'user'), 400)
  })
})

describe('one review per user per property', () => {
  it('refuses a second review with 409 and lets the author edit the first', async () => {
    const listing = await t.listing()
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await call('POST', '/api/reviews', 'user', { propertyId: listing.id, description: 'First' }),
      201,
    )
    await expectApiError(
      await call('POST', '/api/reviews', 'user', { propertyId: listing.id, description: 'Again' }),
      409,
      ALREADY_REVIEWED,
    )
    await expectApiError(
      await call('PATCH', `/api/reviews/${insertedId}`, 'anonymous', { description: 'x' }),
      401,
    )
    for (const who of ['otherUser', 'admin'] as const) {
      await expectApiError(
        await call('PATCH', `/api/reviews/${insertedId}`, who, { description: 'Not mine' }),
        403,
      )
    }
    await expectApiError(
      await call('PATCH', `/api/reviews/${insertedId}`, 'user', { description: '' }),
      400,
      'description',
    )
    await expectApiError(await call('PATCH', `/api/reviews/${MISSING_ID}`, 'user', { description: 'x' }), 404)
    expect(
      await expectJson(
        await call('PATCH', `/api/reviews/${insertedId}`, 'user', { description: 'Edited' }),
        200,
      ),
    ).toEqual({ modifiedCount: 1 })
    const reviews = await expectJson<{ _id: string; description: string }[]>(
      await call('GET', `/api/reviews/${listing.id}`, 'user'),
      200,
    )
    expect(reviews).toEqual([expect.objectContaining({ _id: insertedId, description: 'Edited' })])
  })
})
