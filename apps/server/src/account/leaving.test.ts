import type { Property, RentalApplication } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, rentalApplications, users } from '../db/schema.ts'
import { TEST_PASSWORD } from '../test/accounts.ts'
import type { SignedIn } from '../test/auth-helpers.ts'
import { type Buying, dayFromToday, setUpBuying } from '../test/buying.ts'
import { insertOffer } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// What a person's leaving (their own deletion or an admin's) keeps and what it takes with it.

let t: Buying
beforeAll(async () => {
  t = await setUpBuying()
})
afterAll(() => t?.close())

const sendAs = (session: SignedIn, method: string, path: string, body?: unknown) =>
  t.ctx.request(path, {
    method,
    headers: { ...session.headers, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })

const application = (message: string) => ({
  moveInDate: dayFromToday(30),
  leaseMonths: 12,
  occupants: 2,
  monthlyIncome: 5200,
  message,
})

const deleteOwnAccount = async (session: SignedIn) =>
  expectJson(await sendAs(session, 'DELETE', '/api/me', { password: TEST_PASSWORD }), 200)
const deleteByAdmin = async (email: string) =>
  expectJson(await t.send('DELETE', `/api/users/${encodeURIComponent(email)}`, 'admin'), 200)

/** A rental of agent@example.com let to a fresh renter, who has an open application on a second rental. */
async function letRental() {
  const renter = await t.freshAccount({ name: 'Rhea Renter' })
  const property = await t.listing('agent', { listingType: 'rent', title: `Let Loft ${Date.now()}` })
  const other = await t.listing('agent', { listingType: 'rent' })
  const applied = async (propertyId: string) =>
    (
      await expectJson<{ insertedId: string }>(
        await sendAs(
          renter.session,
          'POST',
          `/api/properties/${propertyId}/applications`,
          application('We are quiet.'),
        ),
        201,
      )
    ).insertedId
  const acceptedId = await applied(property.id)
  const openId = await applied(other.id)
  await expectJson(
    await t.send('PATCH', `/api/applications/${acceptedId}`, 'agent', { action: 'accept' }),
    200,
  )
  return { renter, property, acceptedId, openId }
}

async function expectStillLet(propertyId: string, acceptedId: string) {
  const page = await expectJson<Property>(
    await t.send('GET', `/api/properties/${propertyId}`, 'otherUser'),
    200,
  )
  expect(page.isLet).toBe(true)
  expect(page.marketStatus).toBe('let')
  const rent = await expectJson<Property[]>(
    await t.send('GET', '/api/properties/rent?limit=100', 'otherUser'),
    200,
  )
  expect(rent.some((listing) => listing._id === propertyId)).toBe(false)
  await expectApiError(
    await t.send('POST', `/api/properties/${propertyId}/applications`, 'otherUser', application('Us too')),
    409,
    'already let',
  )
  const agentsList = await expectJson<RentalApplication[]>(
    await t.send('GET', '/api/applications?as=agent&limit=100', 'agent'),
    200,
  )
  expect(agentsList.find((row) => row._id === acceptedId)).toMatchObject({
    status: 'accepted',
    renterName: 'Deleted account',
    renterEmail: '',
    message: '',
    monthlyIncome: null,
  })
}

describe('a renter whose application was accepted leaves', () => {
  it('by deleting their own account: the rental stays let, anonymised; their open application goes', async () => {
    const { renter, property, acceptedId, openId } = await letRental()
    await deleteOwnAccount(renter.session)
    await expectStillLet(property.id, acceptedId)
    const left = await t.ctx.db
      .select({ id: rentalApplications.id })
      .from(rentalApplications)
      .where(eq(rentalApplications.id, openId))
    expect(left).toEqual([])
  })

  it('deleted by an admin: the rental stays let, anonymised', async () => {
    const { renter, property, acceptedId } = await letRental()
    await deleteByAdmin(renter.email)
    await expectStillLet(property.id, acceptedId)
  })
})

describe("a deleted account's name and words in other people's notifications", () => {
  const agentsNotes = async () =>
    (
      await t.ctx.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(eq(notifications.userId, t.ids.agent))
    ).map((row) => row.body)

  it('are taken out when the person deletes their account', async () => {
    const buyer = await t.freshAccount({ name: 'Zed Quill' })
    const home = await t.listing('agent', { title: `Quill House ${Date.now()}` })
    await expectJson(
      await sendAs(buyer.session, 'POST', `/api/properties/${home.id}/inquiries`, {
        message: 'hello from Zed, call me on the weekend',
      }),
      201,
    )
    const rental = await t.listing('agent', { listingType: 'rent' })
    await expectJson(
      await sendAs(buyer.session, 'POST', `/api/properties/${rental.id}/applications`, application('Hi')),
      201,
    )
    const [buyerRow] = await t.ctx.db.select().from(users).where(eq(users.id, buyer.id))
    if (!buyerRow) throw new Error('no buyer')
    const sale = await t.listing('agent')
    const offer = await insertOffer(t.ctx.db, { property: sale, buyer: buyerRow, status: 'accepted' })
    const intent = await expectJson<{ clientSecret: string; paymentIntentId: string }>(
      await sendAs(buyer.session, 'POST', '/api/create-payment-intent', { offerId: offer.id }),
      200,
    )
    await expectJson(
      await sendAs(buyer.session, 'POST', '/api/test-gateway/confirm', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }),
      200,
    )
    await expectJson(
      await sendAs(buyer.session, 'POST', '/api/payments', {
        offerId: offer.id,
        transactionId: intent.paymentIntentId,
      }),
      201,
    )
    const before = (await agentsNotes()).join('\n')
    expect(before).toContain('Zed Quill wrote about')
    expect(before).toContain('hello from Zed')
    expect(before).toContain('Zed Quill paid $100,000')
    expect(before).toContain('Zed Quill applied to rent')

    await deleteOwnAccount(buyer.session)

    const after = await agentsNotes()
    const joined = after.join('\n')
    expect(joined).not.toContain('Zed')
    expect(after).toContain(`Deleted account wrote about ${home.title}.`)
    expect(after).toContain(`Deleted account paid $100,000 for ${sale.title}.`)
    const stored = await t.ctx.db
      .select({ about: notifications.aboutUserId })
      .from(notifications)
      .where(eq(notifications.aboutUserId, buyer.id))
    expect(stored).toEqual([])
  })
})
