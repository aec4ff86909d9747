import {
  accountExportSchema,
  type SharedWishlistItem,
  sharedWishlistItemSchema,
  WISHLIST_NOTES_PER_HOME,
  type WishlistItem,
  type WishlistSharing,
  wishlistSharingSchema,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, wishlistNotes } from '../db/schema.ts'
import { insertAccount, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertAgent, insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'

// Searching with a partner: every test makes its own buyers, so none depends on another's sharing.

let ctx: TestContext
let agentId: string

beforeAll(async () => {
  ctx = await createTestContext({ env: { SIGN_IN_RATE_LIMIT: '1000' } })
  agentId = (await insertAgent(ctx.db)).id
})
afterAll(() => ctx?.close())

interface Buyer {
  id: string
  name: string
  email: string
  session: SignedIn
}

async function buyer(values: Parameters<typeof insertAccount>[1] = {}): Promise<Buyer> {
  const row = await insertAccount(ctx.db, values)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    session: await signIn(ctx, row.email, TEST_PASSWORD),
  }
}

const call = (who: Buyer | SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  sendJson(ctx, method, `/api${path}`, 'session' in who ? who.session.headers : who.headers, body)

const invite = (owner: Buyer, email: string) => call(owner, 'POST', '/wishlist/shares', { email })

async function sharingOf(who: Buyer): Promise<WishlistSharing> {
  return wishlistSharingSchema
    .strict()
    .parse(await expectJson(await call(who, 'GET', '/wishlist/shares'), 200))
}

async function sharedItems(who: Buyer, shareId: string): Promise<SharedWishlistItem[]> {
  const items = await expectJson<SharedWishlistItem[]>(
    await call(who, 'GET', `/wishlist/shares/${shareId}/items`),
    200,
  )
  return items.map((item) => sharedWishlistItemSchema.strict().parse(item))
}

/** An owner and a partner who accepted: the sharing's id. */
async function sharedPair() {
  const owner = await buyer({ name: 'Olive Owner' })
  const partner = await buyer({ name: 'Pat Partner' })
  const { insertedId } = await expectJson<{ insertedId: string }>(await invite(owner, partner.email), 201)
  await expectJson(await call(partner, 'POST', `/wishlist/shares/${insertedId}/accept`), 200)
  return { owner, partner, shareId: insertedId }
}

const listing = (title = 'Shared Cottage') => insertProperty(ctx.db, { agentId, title })

describe('inviting a partner', () => {
  it('tells a buyer with an account by notification and e-mail, and both see the pending invitation', async () => {
    const owner = await buyer({ name: 'Olive Owner' })
    const invitee = await buyer()
    const mailsBefore = ctx.sentMail.length
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await invite(owner, invitee.email.toUpperCase()),
      201,
    )

    expect((await sharingOf(owner)).outgoing).toMatchObject({
      _id: insertedId,
      partnerEmail: invitee.email,
      status: 'pending',
      partnerName: null,
    })
    expect((await sharingOf(invitee)).incoming).toEqual([
      expect.objectContaining({ _id: insertedId, ownerName: 'Olive Owner', status: 'pending' }),
    ])
    const notes = await expectJson<{ title: string; body: string }[]>(
      await call(invitee, 'GET', '/notifications'),
      200,
    )
    expect(notes[0]).toMatchObject({
      title: 'You are invited to share a wishlist',
      body: expect.stringContaining('Olive Owner invited you'),
    })
    expect(ctx.sentMail.slice(mailsBefore).map((mail) => mail.to)).toEqual([invitee.email])
  })

  it('e-mails an address without an account a link that accepts it once, for the buyer who opens it', async () => {
    const owner = await buyer({ name: 'Olive Owner' })
    const address = `later-${crypto.randomUUID().slice(0, 8)}@example.test`
    const mailsBefore = ctx.sentMail.length
    const { insertedId } = await expectJson<{ insertedId: string }>(await invite(owner, address), 201)
    const [mail] = ctx.sentMail.slice(mailsBefore)
    expect(mail).toMatchObject({ to: address, subject: 'You are invited to share a wishlist' })
    expect(mail?.text).toContain('Olive Owner invited you')
    const secret = /\/dashboard\/wishlist\?invitation=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(secret).not.toBe('')

    // An account of that address, not verified (sign-up verifies none), is not shown it by its address alone.
    const newcomer = await buyer({ email: address, emailVerified: false })
    expect((await sharingOf(newcomer)).incoming).toEqual([])
    await expectApiError(await call(newcomer, 'POST', `/wishlist/shares/${insertedId}/accept`), 404)
    await expectApiError(await call(owner, 'POST', '/wishlist/shares/accept-link', { secret }), 404)

    const accepted = wishlistSharingSchema
      .strict()
      .parse(await expectJson(await call(newcomer, 'POST', '/wishlist/shares/accept-link', { secret }), 200))
    expect(accepted.incoming).toEqual([expect.objectContaining({ _id: insertedId, status: 'accepted' })])
    expect((await sharingOf(owner)).outgoing).toMatchObject({
      status: 'accepted',
      partnerName: newcomer.name,
    })
    await expectApiError(
      await call(await buyer(), 'POST', '/wishlist/shares/accept-link', { secret }),
      404,
      'not valid any more',
    )
  })

  it('shows a waiting invitation to an account once its address is verified', async () => {
    const owner = await buyer()
    const invitee = await buyer({ emailVerified: false })
    const { insertedId } = await expectJson<{ insertedId: string }>(await invite(owner, invitee.email), 201)
    expect((await sharingOf(invitee)).incoming).toEqual([])
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, invitee.id))
    expect((await sharingOf(invitee)).incoming.map((share) => share._id)).toEqual([insertedId])
    await expectJson(await call(invitee, 'POST', `/wishlist/shares/${insertedId}/accept`), 200)
  })

  it('refuses oneself, a malformed address, a second invitation and an account that is not a buyer', async () => {
    const owner = await buyer()
    const self = await expectApiError(await invite(owner, owner.email), 400, 'You cannot invite yourself')
    expect(self.error.field).toBe('email')
    const malformed = await expectApiError(await invite(owner, 'not-an-address'), 400)
    expect(malformed.error.field).toBe('email')
    const agent = await insertAgent(ctx.db)
    await expectApiError(await invite(owner, agent.email), 400, "Only a buyer's account")

    await expectJson(await invite(owner, 'first@example.test'), 201)
    await expectApiError(await invite(owner, 'second@example.test'), 409, 'revoke that first')
    await expectApiError(await invite(owner, 'first@example.test'), 409)
  })

  it('is for buyers only: an agent cannot share', async () => {
    const agent = await insertAccount(ctx.db, { role: 'agent' })
    const session = await signIn(ctx, agent.email, TEST_PASSWORD)
    await expectApiError(await call(session, 'POST', '/wishlist/shares', { email: 'x@example.test' }), 403)
    await expectApiError(await call(session, 'GET', '/wishlist/shares'), 403)
  })

  it('tells the owner when the partner accepts; a decline ends the invitation', async () => {
    const { owner, partner } = await sharedPair()
    const notes = await expectJson<{ title: string; body: string }[]>(
      await call(owner, 'GET', '/notifications'),
      200,
    )
    expect(notes[0]).toMatchObject({
      title: 'Your wishlist is shared',
      body: expect.stringContaining(partner.name),
    })

    const other = await buyer()
    const invitee = await buyer()
    const { insertedId } = await expectJson<{ insertedId: string }>(await invite(other, invitee.email), 201)
    await expectJson(await call(invitee, 'DELETE', `/wishlist/shares/${insertedId}`), 200)
    expect((await sharingOf(other)).outgoing).toBeNull()
    await expectApiError(await call(invitee, 'POST', `/wishlist/shares/${insertedId}/accept`), 404)
  })
})

describe('the shared wishlist', () => {
  it("is one list for both: either adds and removes homes of the owner's wishlist", async () => {
    const { owner, partner, shareId } = await sharedPair()
    const home = await listing('Partner Pick')
    const { insertedId: entryId } = await expectJson<{ insertedId: string }>(
      await call(partner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      201,
    )
    const own = await expectJson<WishlistItem[]>(
      await call(owner, 'GET', `/wishlist?email=${encodeURIComponent(owner.email)}`),
      200,
    )
    expect(own.map((item) => item.title)).toEqual(['Partner Pick'])
    expect((await sharedItems(owner, shareId)).map((item) => item._id)).toEqual([entryId])
    await expectApiError(
      await call(owner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      409,
    )
    await expectJson(await call(owner, 'DELETE', `/wishlist/shares/${shareId}/items/${entryId}`), 200)
    expect(await sharedItems(partner, shareId)).toEqual([])
  })

  it("carries notes in their writers' names; only the writer deletes one; length and count are limited", async () => {
    const { owner, partner, shareId } = await sharedPair()
    const home = await listing()
    const { insertedId: entryId } = await expectJson<{ insertedId: string }>(
      await call(owner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      201,
    )
    const notesPath = `/wishlist/shares/${shareId}/items/${entryId}/notes`
    const { insertedId: ownerNote } = await expectJson<{ insertedId: string }>(
      await call(owner, 'POST', notesPath, { text: '  Big garden  ' }),
      201,
    )
    await expectJson(await call(partner, 'POST', notesPath, { text: 'Far from work' }), 201)

    const [item] = await sharedItems(partner, shareId)
    expect(item?.notes.map(({ authorName, text, mine }) => ({ authorName, text, mine }))).toEqual([
      { authorName: 'Olive Owner', text: 'Big garden', mine: false },
      { authorName: 'Pat Partner', text: 'Far from work', mine: true },
    ])

    await expectApiError(await call(partner, 'DELETE', `/wishlist/shares/${shareId}/notes/${ownerNote}`), 404)
    await expectApiError(await call(partner, 'POST', notesPath, { text: 'x'.repeat(501) }), 400, '500')
    await expectApiError(await call(partner, 'POST', notesPath, { text: '   ' }), 400, 'Write a note')
    await expectJson(await call(owner, 'DELETE', `/wishlist/shares/${shareId}/notes/${ownerNote}`), 200)
    expect((await sharedItems(owner, shareId))[0]?.notes.map((note) => note.text)).toEqual(['Far from work'])

    await ctx.db.insert(wishlistNotes).values(
      Array.from({ length: WISHLIST_NOTES_PER_HOME - 1 }, (_, n) => ({
        shareId,
        itemId: entryId,
        authorId: owner.id,
        text: `note ${n}`,
      })),
    )
    await expectApiError(await call(partner, 'POST', notesPath, { text: 'One more' }), 409, 'at most')
  })

  it('is refused to another buyer and to an invitee who has not accepted', async () => {
    const { owner, shareId } = await sharedPair()
    const home = await listing()
    const { insertedId: entryId } = await expectJson<{ insertedId: string }>(
      await call(owner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      201,
    )
    const stranger = await buyer()
    await expectApiError(await call(stranger, 'GET', `/wishlist/shares/${shareId}/items`), 404)
    await expectApiError(
      await call(stranger, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      404,
    )
    await expectApiError(await call(stranger, 'DELETE', `/wishlist/shares/${shareId}/items/${entryId}`), 404)
    await expectApiError(
      await call(stranger, 'POST', `/wishlist/shares/${shareId}/items/${entryId}/notes`, {
        text: 'Mine now',
      }),
      404,
    )
    await expectApiError(await call(stranger, 'DELETE', `/wishlist/shares/${shareId}`), 404)
    expect(await sharedItems(owner, shareId)).toHaveLength(1)

    const other = await buyer()
    const invitee = await buyer()
    const { insertedId } = await expectJson<{ insertedId: string }>(await invite(other, invitee.email), 201)
    await expectApiError(await call(invitee, 'GET', `/wishlist/shares/${insertedId}/items`), 404)
  })
})

describe('ending the sharing', () => {
  it("revoking takes it from the partner's next request at once; the notes go, the homes stay", async () => {
    const { owner, partner, shareId } = await sharedPair()
    const home = await listing()
    const { insertedId: entryId } = await expectJson<{ insertedId: string }>(
      await call(partner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      201,
    )
    await expectJson(
      await call(partner, 'POST', `/wishlist/shares/${shareId}/items/${entryId}/notes`, { text: 'Yes!' }),
      201,
    )
    await expectJson(await call(owner, 'DELETE', `/wishlist/shares/${shareId}`), 200)

    await expectApiError(await call(partner, 'GET', `/wishlist/shares/${shareId}/items`), 404)
    await expectApiError(
      await call(partner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
      404,
    )
    expect((await sharingOf(partner)).incoming).toEqual([])
    expect(await ctx.db.select().from(wishlistNotes).where(eq(wishlistNotes.shareId, shareId))).toEqual([])
    const own = await expectJson<WishlistItem[]>(
      await call(owner, 'GET', `/wishlist?email=${encodeURIComponent(owner.email)}`),
      200,
    )
    expect(own.map((item) => item._id)).toEqual([entryId])
  })

  it('the partner can leave, and the owner may invite someone else', async () => {
    const { owner, partner, shareId } = await sharedPair()
    await expectJson(await call(partner, 'DELETE', `/wishlist/shares/${shareId}`), 200)
    expect((await sharingOf(owner)).outgoing).toBeNull()
    await expectJson(await invite(owner, 'next@example.test'), 201)
  })

  it("deleting the partner's account ends the sharing, and an invitation to a deleted account's address goes", async () => {
    const { owner, partner } = await sharedPair()
    await expectJson(await call(partner, 'DELETE', '/me', { password: TEST_PASSWORD }), 200)
    expect((await sharingOf(owner)).outgoing).toBeNull()

    const other = await buyer()
    const invitee = await buyer()
    await expectJson(await invite(other, invitee.email), 201)
    await expectJson(await call(invitee, 'DELETE', '/me', { password: TEST_PASSWORD }), 200)
    expect((await sharingOf(other)).outgoing).toBeNull()
  })
})

it("the data export holds the person's sharing and the notes they wrote", async () => {
  const { partner, shareId } = await sharedPair()
  const home = await listing()
  const { insertedId: entryId } = await expectJson<{ insertedId: string }>(
    await call(partner, 'POST', `/wishlist/shares/${shareId}/items`, { propertyId: home.id }),
    201,
  )
  await expectJson(
    await call(partner, 'POST', `/wishlist/shares/${shareId}/items/${entryId}/notes`, {
      text: 'Near the park',
    }),
    201,
  )
  const exported = accountExportSchema
    .strict()
    .parse(await expectJson(await call(partner, 'GET', '/me/export'), 200))
  expect(exported.wishlistSharing).toEqual([expect.objectContaining({ id: shareId, partnerId: partner.id })])
  expect(exported.wishlistNotes).toEqual([expect.objectContaining({ text: 'Near the park' })])
})
