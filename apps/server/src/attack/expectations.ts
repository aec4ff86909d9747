import { encodeSearchArea } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { digestOfBearerSecret, newBearerSecret } from '../auth/bearer-secret.ts'
import {
  feedKeys,
  inquiryMessages,
  inquiryThreads,
  notifications,
  openHouses,
  passkeys,
  rentalApplications,
  sessions,
  users,
  viewingAvailability,
  viewings,
  wishlistItems,
  wishlistNotes,
  wishlistShares,
} from '../db/schema.ts'
import { FEED_KEY_PREFIX } from '../feed/service.ts'
import { TEST_PASSWORD } from '../test/accounts.ts'
import { postJson } from '../test/auth-helpers.ts'
import { insertUser } from '../test/factories.ts'
import { addPasskey, proveIdentity, registrationStep, signInStep } from '../test/passkeys.ts'
import { enrolTwoFactor } from '../test/two-factor.ts'
import { type AttackRequest, inDays, ROLES, type Role, uniqueEmail, type World } from './world.ts'

// The role × endpoint matrix as data: for every operation of /api/openapi.json, one or more cases, each a
// request (built fresh for every caller, with records owned by the right party) and the status each role must
// get. An operation of the OpenAPI document without a row here fails the matrix test: a new endpoint needs a
// row. To add one, copy a row of a similar endpoint, key it 'METHOD /path' as the document spells the path
// (without /api), and describe who may do what with the helpers below.
//
// Parties: `agent` owns the listings and receives the offers; `user` is the buyer who owns the offers,
// wishlist entries and reviews; `otherAgent` is an agent who owns none of them; `fraud` an agent marked as
// fraud; `admin` an admin.

export type Expected = Record<Role, number>

export interface Case {
  /** What distinguishes this case, when an operation has more than one. */
  name?: string
  request(world: World, role: Role): AttackRequest | Promise<AttackRequest>
  expect: Expected
  /**
   * Why an admin's successful request here is no admin action, so writes no audit row (the caller's own
   * profile, notifications or subscriptions, as anyone's): every other admin request that changes data must
   * write one (admin-audit.ts).
   */
  notAnAdminAction?: string
  /** Further checks of a cell's answer (e.g. that a role did not change). */
  verify?(world: World, role: Role, response: Response): Promise<void>
}

/** Every caller gets `status`, signed in or not. */
export const everyone = (status: number): Expected =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Expected

/** 401 without a token; `status` for every signed-in caller. */
export const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 })

/** 401 without a token, `status` for the named roles, 403 for the other signed-in roles. */
export const only = (status: number, ...roles: Role[]): Expected => ({
  ...signedIn(403),
  ...Object.fromEntries(roles.map((role) => [role, status])),
})

// Why an admin's success in these cells is no admin action (the check of admin-audit.ts passes them by).
const OWN_RECORDS = "the caller's own records, as every signed-in person changes theirs"
const ANYONES_RIGHT = 'what every caller may do, admins no differently'

/**
 * A listing's details and what is read where they are: publicly listed, the agent's own, or any but a draft for
 * an admin.
 */
const READABLE_WHERE_THE_DETAILS_ARE: Case[] = [
  {
    name: 'verified listing',
    request: async (w) => ({ params: { id: (await w.property()).id } }),
    expect: signedIn(200),
  },
  {
    name: 'pending listing: its agent and admins only',
    request: async (w) => ({ params: { id: (await w.property({ verificationStatus: 'pending' })).id } }),
    expect: { ...signedIn(404), agent: 200, admin: 200 },
  },
  {
    name: 'a draft: its agent only, not even admins',
    request: async (w) => ({
      params: { id: (await w.property({ verificationStatus: 'pending', listingStage: 'draft' })).id },
    }),
    expect: { ...signedIn(404), agent: 200 },
  },
]

/**
 * A sharing of a fresh buyer's wishlist with `user` (accepted unless asked otherwise), or with a fresh partner
 * for `user` to be a stranger to; with one home in the list, and a note on it by `noteBy`.
 */
async function sharedWishlist(
  world: World,
  {
    withUser = true,
    accepted = true,
    noteBy = 'user',
  }: { withUser?: boolean; accepted?: boolean; noteBy?: 'user' | 'owner' } = {},
) {
  const { db } = world.ctx
  const owner = await insertUser(db)
  const partner = withUser ? world.accounts.user.row : await insertUser(db)
  const [share] = await db
    .insert(wishlistShares)
    .values({
      ownerId: owner.id,
      partnerEmail: partner.email,
      partnerId: accepted ? partner.id : null,
      acceptedAt: accepted ? new Date() : null,
    })
    .returning({ id: wishlistShares.id })
  const listing = await world.property()
  const [item] = await db
    .insert(wishlistItems)
    .values({ userId: owner.id, propertyId: listing.id })
    .returning({ id: wishlistItems.id })
  if (!share || !item) throw new Error('sharing not made')
  const [note] = await db
    .insert(wishlistNotes)
    .values({
      shareId: share.id,
      itemId: item.id,
      authorId: noteBy === 'user' ? partner.id : owner.id,
      text: 'Lovely garden',
    })
    .returning({ id: wishlistNotes.id })
  if (!note) throw new Error('note not made')
  return { id: share.id, itemId: item.id, noteId: note.id }
}

/** The secret of a fresh buyer's invitation link, e-mailed to an address without an account. */
async function invitationLink(world: World) {
  const secret = newBearerSecret()
  const owner = await insertUser(world.ctx.db)
  await world.ctx.db.insert(wishlistShares).values({
    ownerId: owner.id,
    partnerEmail: uniqueEmail('invited'),
    invitationDigest: digestOfBearerSecret(secret),
  })
  return secret
}

/** The world's buyer owns no sharing yet (one per wishlist), so an invitation of theirs can succeed. */
async function userSharesNothing(world: World) {
  await world.ctx.db.delete(wishlistShares).where(eq(wishlistShares.ownerId, world.accounts.user.row.id))
}

const A_STRANGERS_SHARING = 'a sharing the buyer is no part of answers like a missing one'

const LISTING_BODY = (world: World, role: Role = 'agent') => ({
  title: 'Matrix cottage',
  location: '1 Matrix Lane, Testville',
  image: world.imageOf(role),
  priceRange: '$100,000 - $120,000',
})

/** A triangle over central Europe (an encoded polyline), for the drawn-area search. */
const DRAWN_AREA = encodeSearchArea([
  { latitude: 45, longitude: 5 },
  { latitude: 45, longitude: 15 },
  { latitude: 55, longitude: 10 },
])

/** An open house tomorrow, two hours long, on a listing of the agent's. */
const OPEN_HOUSE_BODY = () => {
  const start = Date.now() + 86_400_000
  return { start: new Date(start).toISOString(), end: new Date(start + 2 * 3_600_000).toISOString() }
}

async function openHouseOnListing(world: World) {
  const listing = await world.property()
  const { start, end } = OPEN_HOUSE_BODY()
  const [row] = await world.ctx.db
    .insert(openHouses)
    .values({ propertyId: listing.id, startsAt: new Date(start), endsAt: new Date(end) })
    .returning({ id: openHouses.id })
  if (!row) throw new Error('insert into open_houses returned no row')
  return { id: listing.id, openHouseId: row.id }
}

/** A picture another party uploaded: no one's profile may show it (users/profile-photo.ts). */
const someoneElsesUpload = (world: World, role: Role) =>
  world.imageOf(role === 'agent' ? 'otherAgent' : 'agent')

async function notificationOf(world: World, userId: string): Promise<string> {
  const [row] = await world.ctx.db
    .insert(notifications)
    .values({ userId, kind: 'offer_accepted', title: 'Matrix', body: 'Matrix', link: '/dashboard' })
    .returning({ id: notifications.id })
  if (!row) throw new Error('no notification inserted')
  return row.id
}

/** A saved search of `user`'s, made through the API. */
async function usersSavedSearch(world: World): Promise<string> {
  const response = await world.send(
    'POST',
    '/saved-searches',
    // A query of its own each time: the same query twice is refused as already saved.
    { body: { name: 'Matrix search', query: `search=matrix-${crypto.randomUUID()}` } },
    'user',
  )
  if (response.status !== 201) throw new Error(`saved search: ${await response.text()}`)
  return ((await response.json()) as { _id: string })._id
}

/** A conversation of `user` about a fresh listing of `agent`, written directly (no rate limit spent). */
async function usersInquiry(world: World): Promise<string> {
  const listing = await world.property()
  const [thread] = await world.ctx.db
    .insert(inquiryThreads)
    .values({ propertyId: listing.id, buyerId: world.accounts.user.row.id })
    .returning({ id: inquiryThreads.id })
  if (!thread) throw new Error('no inquiry thread inserted')
  await world.ctx.db.insert(inquiryMessages).values({
    threadId: thread.id,
    authorId: world.accounts.user.row.id,
    authorName: 'Matrix Buyer',
    fromAgent: false,
    body: 'Is it still available?',
  })
  return thread.id
}

/** A submitted application of `user` for a fresh rental of `agent`, written directly. */
async function usersApplication(world: World): Promise<string> {
  const rental = await world.property({ listingType: 'rent' })
  const [row] = await world.ctx.db
    .insert(rentalApplications)
    .values({
      propertyId: rental.id,
      renterId: world.accounts.user.row.id,
      moveInDate: inDays(30),
      leaseMonths: 12,
      occupants: 1,
      message: 'Matrix renter',
    })
    .returning({ id: rentalApplications.id })
  if (!row) throw new Error('no application inserted')
  return row.id
}

/** A listing import's form: one row, a draft to be. */
function listingCsvForm(): FormData {
  const form = new FormData()
  form.append('file', new Blob(['title,priceRange\nMatrix import,"$100,000 - $120,000"\n']), 'listings.csv')
  return form
}

/** A feed key, written directly (revoked if asked): the key and its id. */
async function feedKey(world: World, revoked = false): Promise<{ key: string; id: string }> {
  const key = `${FEED_KEY_PREFIX}${newBearerSecret()}`
  const [row] = await world.ctx.db
    .insert(feedKeys)
    .values({
      name: 'Matrix portal',
      keyHash: digestOfBearerSecret(key),
      revokedAt: revoked ? new Date() : null,
    })
    .returning({ id: feedKeys.id })
  if (!row) throw new Error('no feed key inserted')
  return { key, id: row.id }
}

const APPLICATION_BODY = {
  moveInDate: inDays(30),
  leaseMonths: 12,
  occupants: 2,
  message: 'We would like to rent it.',
}

const EVERY_DAY_IN_UTC = {
  timeZone: 'UTC',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' })),
  blockedDates: [],
}

// Each request that books or holds a slot of `agent` takes the next one, so no two collide.
let slotsUsed = 0
async function nextSlotOfAgent(world: World): Promise<Date> {
  await world.ctx.db
    .insert(viewingAvailability)
    .values({ agentId: world.accounts.agent.row.id, ...EVERY_DAY_IN_UTC })
    .onConflictDoNothing()
  const halfHour = 30 * 60_000
  const first = Math.ceil((Date.now() + 3 * 60 * 60_000) / halfHour) * halfHour
  slotsUsed++
  return new Date(first + slotsUsed * halfHour)
}

/** A requested viewing of `user` of a fresh listing of `agent`, written directly. */
async function usersViewing(world: World): Promise<string> {
  const listing = await world.property()
  const start = await nextSlotOfAgent(world)
  const [row] = await world.ctx.db
    .insert(viewings)
    .values({
      propertyId: listing.id,
      buyerId: world.accounts.user.row.id,
      agentId: world.accounts.agent.row.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
    })
    .returning({ id: viewings.id })
  if (!row) throw new Error('no viewing inserted')
  return row.id
}

/** The portal feed's operations take a feed key, whoever sends it, and never a person's sign-in. */
const feedKeyRows: Case[] = [
  {
    name: 'with a feed key',
    request: async (w) => ({ headers: { Authorization: `Bearer ${(await feedKey(w)).key}` } }),
    expect: everyone(200),
  },
  { name: "with the caller's own access-token", request: () => ({}), expect: everyone(401) },
  {
    name: "with the caller's session cookie",
    request: () => ({ credentials: 'cookie' }),
    expect: everyone(401),
  },
  {
    name: 'with a revoked feed key',
    request: async (w) => ({ headers: { Authorization: `Bearer ${(await feedKey(w, true)).key}` } }),
    expect: everyone(401),
  },
]

/** The token of `user`'s calendar feed, made through the API (the last one made stays valid). */
async function usersFeedToken(world: World): Promise<string> {
  const response = await world.send('POST', '/calendar/token', {}, 'user')
  if (response.status !== 200) throw new Error(`calendar token: ${await response.text()}`)
  const { url } = (await response.json()) as { url: string }
  return url.slice(url.lastIndexOf('/') + 1, -'.ics'.length)
}

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }

export const OPERATIONS: Record<string, Case[]> = {
  'GET /health': [{ request: () => ({}), expect: everyone(200) }],
  'GET /ready': [{ request: () => ({}), expect: everyone(200) }],
  'GET /sign-in-options': [{ request: () => ({}), expect: everyone(200) }],
  // Better Auth's routes as the document describes them: a bearer token changes nothing.
  'POST /auth/sign-up/email': [
    {
      request: () => ({
        body: { name: 'Matrix Newcomer', email: uniqueEmail('sign-up'), password: 'matrix-horse-42' },
      }),
      expect: everyone(200),
      notAnAdminAction: ANYONES_RIGHT,
    },
    {
      name: 'an e-mail that has an account',
      request: (w) => ({
        body: { name: 'Matrix Twin', email: w.accounts.user.email, password: 'matrix-horse-42' },
      }),
      expect: everyone(422),
    },
  ],
  'POST /auth/sign-in/email': [
    {
      request: (w) => ({ body: { email: w.accounts.user.email, password: TEST_PASSWORD } }),
      expect: everyone(200),
      notAnAdminAction: ANYONES_RIGHT,
    },
    {
      // An address without an account: a wrong password for a real one would count toward its throttle.
      name: 'an e-mail without an account',
      request: () => ({ body: { email: uniqueEmail('nobody'), password: 'not-the-password' } }),
      expect: everyone(401),
    },
  ],
  'POST /jwt': [
    {
      name: "the session's own e-mail",
      request: (w, role) => ({
        credentials: 'cookie',
        body: { email: role === 'anonymous' ? w.accounts.user.email : w.accounts[role].email },
      }),
      expect: signedIn(200),
    },
    {
      name: "another account's e-mail",
      request: (w) => ({ credentials: 'cookie', body: { email: w.accounts.admin.email } }),
      expect: { ...signedIn(403), admin: 200 },
    },
  ],

  // Users
  'POST /users': [
    {
      name: 'own profile',
      request: (w, role) => ({
        body: {
          email: role === 'anonymous' ? w.accounts.user.email : w.accounts[role].email,
          name: 'Renamed',
        },
      }),
      expect: signedIn(200),
      notAnAdminAction: OWN_RECORDS,
    },
    {
      name: "someone else's profile",
      request: (w) => ({ body: { email: w.accounts.user.email, name: 'Hijacked' } }),
      expect: { ...signedIn(403), user: 200 },
    },
    {
      name: "another person's upload as the photo",
      request: (w, role) => ({
        body: {
          email: role === 'anonymous' ? w.accounts.user.email : w.accounts[role].email,
          photoURL: someoneElsesUpload(w, role),
        },
      }),
      expect: signedIn(400),
    },
  ],
  'GET /users': [{ request: () => ({}), expect: only(200, 'admin') }],
  'GET /users/me': [{ request: () => ({}), expect: signedIn(200) }],
  'PUT /users/me/language': [
    { request: () => ({ body: { language: 'en' } }), expect: signedIn(200), notAnAdminAction: OWN_RECORDS },
  ],
  'GET /users/role/{email}': [
    { request: (w) => ({ params: { email: w.accounts.user.email } }), expect: only(200, 'user', 'admin') },
  ],
  'DELETE /users/{email}': [
    {
      request: async (w) => ({ params: { email: (await w.freshAccount('user')).email } }),
      expect: only(200, 'admin'),
    },
  ],
  'DELETE /users/{email}/two-factor': [
    {
      // A person with two-factor on, who lost their authenticator app.
      request: async (w) => {
        const account = await w.freshAccount('user')
        await enrolTwoFactor(w.ctx, account.session.cookie, 'correct-horse-42')
        return { params: { email: account.email } }
      },
      expect: only(200, 'admin'),
    },
    {
      name: 'a person without two-factor',
      request: async (w) => ({ params: { email: (await w.freshAccount('user')).email } }),
      expect: only(409, 'admin'),
    },
  ],
  'PATCH /users/make-admin/{email}': [
    {
      request: async (w) => ({ params: { email: (await w.freshAccount('user')).email } }),
      expect: only(200, 'admin'),
    },
  ],
  'PATCH /users/make-agent/{email}': [
    {
      request: async (w) => ({ params: { email: (await w.freshAccount('user')).email } }),
      expect: only(200, 'admin'),
    },
  ],
  'PATCH /users/mark-fraud/{email}': [
    {
      request: async (w) => ({ params: { email: (await w.freshAccount('agent')).email } }),
      expect: only(200, 'admin'),
    },
  ],
  // The undo of Make Agent and Make Admin.
  'PATCH /users/make-user/{email}': [
    {
      name: 'an agent without listings',
      request: async (w) => ({ params: { email: (await w.freshAccount('agent')).email } }),
      expect: only(200, 'admin'),
    },
    {
      name: 'another admin',
      request: async (w) => ({ params: { email: (await w.freshAccount('admin')).email } }),
      expect: only(200, 'admin'),
    },
    {
      name: 'an agent with listings',
      request: async (w) => {
        await w.property()
        return { params: { email: w.accounts.agent.email } }
      },
      expect: only(409, 'admin'),
    },
    {
      name: 'oneself',
      request: (w, role) => ({ params: { email: w.accounts[role === 'anonymous' ? 'admin' : role].email } }),
      expect: signedIn(403),
    },
  ],
  // The undo of Mark as Fraud.
  'PATCH /users/clear-fraud/{email}': [
    {
      request: async (w) => ({ params: { email: (await w.freshAccount('fraud')).email } }),
      expect: only(200, 'admin'),
    },
    {
      name: 'someone not marked',
      request: async (w) => ({ params: { email: (await w.freshAccount('agent')).email } }),
      expect: only(409, 'admin'),
    },
  ],

  // Uploads: registration's photo may be uploaded before the account exists.
  'POST /uploads': [
    {
      request: async (w) => {
        const form = new FormData()
        form.append('image', await w.pngImage(), 'photo.png')
        return { body: form }
      },
      expect: everyone(201),
      notAnAdminAction: OWN_RECORDS,
    },
  ],

  // Listings
  'GET /properties/advertised': [{ request: () => ({}), expect: everyone(200) }],
  'GET /properties/rent': [{ request: () => ({}), expect: everyone(200) }],
  'GET /properties/verified': [
    { request: () => ({ query: { search: 'Test' } }), expect: signedIn(200) },
    { name: 'drawn area', request: () => ({ query: { area: DRAWN_AREA } }), expect: signedIn(200) },
    { name: 'area not a shape', request: () => ({ query: { area: '~~' } }), expect: signedIn(400) },
  ],
  'GET /properties/verified/pins': [
    { request: () => ({ query: { search: 'Test' } }), expect: signedIn(200) },
    { name: 'drawn area', request: () => ({ query: { area: DRAWN_AREA } }), expect: signedIn(200) },
    { name: 'area not a shape', request: () => ({ query: { area: '~~' } }), expect: signedIn(400) },
  ],
  // The places of publicly listed homes, for All Properties' search box: the same callers as its search.
  'GET /places/suggest': [
    { request: () => ({ query: { q: 'Austn' } }), expect: signedIn(200) },
    { name: 'q empty', request: () => ({ query: { q: ' ' } }), expect: { ...everyone(400), anonymous: 401 } },
  ],
  'GET /properties/agent': [
    {
      request: (w) => ({ query: { email: w.accounts.agent.email } }),
      expect: only(200, 'agent', 'admin'),
    },
  ],
  'POST /properties': [
    {
      request: (w, role) => ({ body: LISTING_BODY(w, role) }),
      expect: only(201, 'agent', 'otherAgent'),
    },
    {
      name: 'a draft, with nothing but a title',
      request: () => ({ body: { draft: true, title: 'Matrix draft' } }),
      expect: only(201, 'agent', 'otherAgent'),
    },
  ],
  // The lifecycle: its agent submits, withdraws and renews; someone else's draft is not there at all.
  'POST /properties/{id}/submit': [
    {
      name: "a withdrawn listing: its agent's",
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending', listingStage: 'withdrawn' })).id },
      }),
      expect: { ...only(403), agent: 200 },
    },
    {
      name: "a draft: no one else's to know of",
      request: async (w) => ({
        params: {
          id: (
            await w.property({
              verificationStatus: 'pending',
              listingStage: 'draft',
              image: w.imageUrl,
              images: [w.imageUrl],
            })
          ).id,
        },
      }),
      expect: { ...only(403), agent: 200, otherAgent: 404 },
    },
    {
      name: 'a listing in review',
      request: async (w) => ({ params: { id: (await w.property({ verificationStatus: 'pending' })).id } }),
      expect: { ...only(403), agent: 409, otherAgent: 403 },
    },
  ],
  'POST /properties/{id}/withdraw': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: { ...only(403), agent: 200 },
    },
    {
      name: 'a listing under offer',
      request: async (w) => ({ params: { id: (await w.offer('accepted')).propertyId } }),
      expect: { ...only(403), agent: 409 },
    },
  ],
  'POST /properties/{id}/renew': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: { ...only(403), agent: 200 },
    },
    {
      name: 'an expired listing (back to review)',
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending', listingStage: 'expired' })).id },
      }),
      expect: { ...only(403), agent: 200 },
    },
  ],
  'PATCH /properties/{id}/request-changes': [
    {
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: { reason: 'Add a photo of the garden.' },
      }),
      expect: only(200, 'admin'),
    },
    {
      name: 'an active listing',
      request: async (w) => ({ params: { id: (await w.property()).id }, body: { reason: 'Too late.' } }),
      expect: only(409, 'admin'),
    },
  ],
  'GET /properties': [{ request: () => ({ query: { status: 'pending' } }), expect: only(200, 'admin') }],
  // The caller's own rows about a listing only: every signed-in caller, whoever's the listing is.
  'GET /properties/{id}/mine': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: signedIn(200),
    },
  ],
  'GET /properties/{id}': READABLE_WHERE_THE_DETAILS_ARE,
  // Price history, the estimate and views follow the details' visibility: publicly listed, or the agent's own,
  // or an admin.
  'GET /properties/{id}/price-history': READABLE_WHERE_THE_DETAILS_ARE,
  'GET /properties/{id}/estimate': READABLE_WHERE_THE_DETAILS_ARE,
  'POST /properties/{id}/views': [
    {
      name: 'verified listing',
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: signedIn(200),
      notAnAdminAction: ANYONES_RIGHT,
    },
    {
      name: 'pending listing: its agent and admins only (not counted)',
      request: async (w) => ({ params: { id: (await w.property({ verificationStatus: 'pending' })).id } }),
      expect: { ...signedIn(404), agent: 200, admin: 200 },
    },
  ],
  // The figures of an agent's own listings: agents only (another agent's ids are left out of the answer).
  'GET /properties/agent/insight': [
    {
      request: async (w) => ({ query: { ids: (await w.property()).id } }),
      expect: only(200, 'agent', 'otherAgent'),
    },
  ],
  'PUT /properties/{id}': [
    {
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: { ...LISTING_BODY(w), title: 'Matrix cottage, renamed' },
      }),
      expect: only(200, 'agent', 'admin'),
    },
    {
      // A verified listing keeps its review and its watchers are told (price-drops/alerts.ts).
      name: 'lower price of a verified listing',
      request: async (w) => ({
        params: {
          id: (
            await w.property({
              title: 'Matrix cottage',
              location: '1 Matrix Lane, Testville',
              priceLow: 150_000,
              priceHigh: 160_000,
            })
          ).id,
        },
        body: LISTING_BODY(w),
      }),
      expect: only(200, 'agent', 'admin'),
    },
    {
      name: 'new price of a listing under contract',
      request: async (w) => ({
        params: { id: (await w.offer('accepted')).propertyId },
        body: { ...LISTING_BODY(w), priceRange: '$1 - $2' },
      }),
      expect: only(409, 'agent', 'admin'),
    },
  ],
  'DELETE /properties/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: only(200, 'agent', 'admin'),
    },
    {
      name: 'listing under contract',
      request: async (w) => ({ params: { id: (await w.offer('accepted')).propertyId } }),
      expect: only(409, 'agent', 'admin'),
    },
  ],
  'DELETE /properties/verify/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: only(200, 'agent', 'admin'),
    },
  ],
  'PATCH /properties/verify/{id}': [
    {
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: { status: 'verified' },
      }),
      expect: only(200, 'admin'),
    },
    {
      name: 'reject with a reason',
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: { status: 'rejected', reason: 'The photos do not show the home.' },
      }),
      expect: only(200, 'admin'),
    },
  ],
  'PATCH /properties/advertise/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: only(200, 'admin'),
    },
  ],
  'DELETE /properties/advertise/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.property({ isAdvertised: true })).id } }),
      expect: only(200, 'admin'),
    },
  ],

  // Reviews
  'GET /reviews/latest': [{ request: () => ({}), expect: everyone(200) }],
  'GET /reviews/all': [{ request: () => ({}), expect: only(200, 'admin') }],
  'GET /reviews': [
    { request: (w) => ({ query: { email: w.accounts.user.email } }), expect: only(200, 'user', 'admin') },
  ],
  'POST /reviews': [
    {
      request: async (w) => ({ body: { propertyId: (await w.property()).id, description: 'Lovely light.' } }),
      expect: only(201, 'user'),
    },
    {
      name: 'a second review of one listing',
      request: async (w) => ({ body: { propertyId: (await w.review()).propertyId, description: 'Again.' } }),
      expect: only(409, 'user'),
    },
  ],
  'GET /properties/{id}/reviews': [
    {
      name: 'verified listing',
      request: async (w) => ({ params: { id: (await w.property()).id } }),
      expect: signedIn(200),
    },
    {
      name: 'pending listing: its agent and admins only',
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
      }),
      expect: { ...signedIn(404), agent: 200, admin: 200 },
    },
  ],
  'PATCH /reviews/{id}': [
    {
      request: async (w) => ({
        params: { id: (await w.review()).id },
        body: { description: 'Even lovelier.' },
      }),
      expect: only(200, 'user'),
    },
  ],
  'DELETE /reviews/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.review()).id } }),
      expect: only(200, 'user', 'admin'),
    },
  ],

  // Wishlist: the buyer's own, admins included.
  'POST /wishlist': [
    { request: async (w) => ({ body: { propertyId: (await w.property()).id } }), expect: only(201, 'user') },
  ],
  'GET /wishlist': [
    { request: (w) => ({ query: { email: w.accounts.user.email } }), expect: only(200, 'user') },
  ],
  'DELETE /wishlist/{id}': [
    {
      request: async (w) => ({ params: { id: (await w.wishlistEntry()).id } }),
      // Someone else's entry answers like a missing one.
      expect: { ...signedIn(404), user: 200 },
    },
  ],

  // Wishlist sharing: buyers only, on either side; `user` is the partner of a fresh buyer's wishlist.
  'POST /wishlist/shares': [
    {
      request: async (w) => {
        await userSharesNothing(w)
        return { body: { email: uniqueEmail('partner') } }
      },
      expect: only(201, 'user'),
    },
    {
      name: "an agent's address",
      request: async (w) => {
        await userSharesNothing(w)
        return { body: { email: w.accounts.agent.email } }
      },
      expect: only(400, 'user'),
    },
  ],
  'GET /wishlist/shares': [{ request: () => ({}), expect: only(200, 'user') }],
  'POST /wishlist/shares/{id}/accept': [
    {
      name: 'an invitation to the buyer',
      request: async (w) => ({ params: { id: (await sharedWishlist(w, { accepted: false })).id } }),
      expect: only(200, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => ({
        params: { id: (await sharedWishlist(w, { withUser: false, accepted: false })).id },
      }),
      expect: only(404, 'user'),
    },
  ],
  'POST /wishlist/shares/accept-link': [
    {
      name: 'an invitation link e-mailed to an address without an account',
      request: async (w) => ({ body: { secret: await invitationLink(w) } }),
      expect: only(200, 'user'),
    },
    {
      name: 'a link not (or no longer) of an invitation',
      request: () => ({ body: { secret: newBearerSecret() } }),
      expect: only(404, 'user'),
    },
  ],
  'DELETE /wishlist/shares/{id}': [
    {
      name: 'the partner leaves',
      request: async (w) => ({ params: { id: (await sharedWishlist(w)).id } }),
      expect: only(200, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => ({ params: { id: (await sharedWishlist(w, { withUser: false })).id } }),
      expect: only(404, 'user'),
    },
  ],
  'GET /wishlist/shares/{id}/items': [
    {
      request: async (w) => ({ params: { id: (await sharedWishlist(w)).id } }),
      expect: only(200, 'user'),
    },
    {
      name: 'an invitation not accepted yet',
      request: async (w) => ({ params: { id: (await sharedWishlist(w, { accepted: false })).id } }),
      expect: only(404, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => ({ params: { id: (await sharedWishlist(w, { withUser: false })).id } }),
      expect: only(404, 'user'),
    },
  ],
  'POST /wishlist/shares/{id}/items': [
    {
      request: async (w) => ({
        params: { id: (await sharedWishlist(w)).id },
        body: { propertyId: (await w.property()).id },
      }),
      expect: only(201, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => ({
        params: { id: (await sharedWishlist(w, { withUser: false })).id },
        body: { propertyId: (await w.property()).id },
      }),
      expect: only(404, 'user'),
    },
  ],
  'DELETE /wishlist/shares/{id}/items/{itemId}': [
    {
      request: async (w) => {
        const { id, itemId } = await sharedWishlist(w)
        return { params: { id, itemId } }
      },
      expect: only(200, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => {
        const { id, itemId } = await sharedWishlist(w, { withUser: false })
        return { params: { id, itemId } }
      },
      expect: only(404, 'user'),
    },
  ],
  'POST /wishlist/shares/{id}/items/{itemId}/notes': [
    {
      request: async (w) => {
        const { id, itemId } = await sharedWishlist(w)
        return { params: { id, itemId }, body: { text: 'Close to the school' } }
      },
      expect: only(201, 'user'),
    },
    {
      name: A_STRANGERS_SHARING,
      request: async (w) => {
        const { id, itemId } = await sharedWishlist(w, { withUser: false })
        return { params: { id, itemId }, body: { text: 'Close to the school' } }
      },
      expect: only(404, 'user'),
    },
  ],
  'DELETE /wishlist/shares/{id}/notes/{noteId}': [
    {
      name: 'own note',
      request: async (w) => {
        const { id, noteId } = await sharedWishlist(w)
        return { params: { id, noteId } }
      },
      expect: only(200, 'user'),
    },
    {
      name: "the other partner's note answers like a missing one",
      request: async (w) => {
        const { id, noteId } = await sharedWishlist(w, { noteBy: 'owner' })
        return { params: { id, noteId } }
      },
      expect: only(404, 'user'),
    },
  ],

  // Notifications: each person's own, admins included.
  'GET /notifications': [{ request: () => ({}), expect: signedIn(200) }],
  'PATCH /notifications/{notificationId}/read': [
    {
      name: "the buyer's notification",
      request: async (w) => ({ params: { notificationId: await notificationOf(w, w.accounts.user.row.id) } }),
      expect: { ...signedIn(403), user: 200 },
    },
  ],
  'POST /notifications/read-all': [
    { request: () => ({}), expect: signedIn(200), notAnAdminAction: OWN_RECORDS },
  ],
  // Marks only the caller's own notifications of that page: every signed-in caller, nothing else to refuse.
  'POST /notifications/read-link': [
    {
      request: () => ({ body: { link: '/dashboard/requestedProperties' } }),
      expect: signedIn(200),
      notAnAdminAction: OWN_RECORDS,
    },
  ],
  'GET /notification-preferences': [{ request: () => ({}), expect: signedIn(200) }],
  'PUT /notification-preferences': [
    {
      request: () => ({ body: { emailKinds: ['offer_accepted'] } }),
      expect: signedIn(200),
      notAnAdminAction: OWN_RECORDS,
    },
    {
      name: 'the price-drop threshold',
      request: () => ({ body: { emailKinds: ['price_drop'], priceDropAlert: '5' } }),
      expect: signedIn(200),
      notAnAdminAction: OWN_RECORDS,
    },
  ],

  // Saved searches: any signed-in caller's own; another's answers like a missing one.
  'POST /saved-searches': [
    {
      request: () => ({ body: { name: 'Matrix rentals', query: 'listingType=rent&maxPrice=3000' } }),
      expect: signedIn(201),
      notAnAdminAction: OWN_RECORDS,
    },
  ],
  'GET /saved-searches': [{ request: () => ({}), expect: signedIn(200) }],
  // Every signed-in caller may place an address (agents use it in the listing form); the gazetteer answers.
  'GET /geocode': [
    { request: () => ({ query: { q: 'Kiel, Germany' } }), expect: signedIn(200) },
    {
      name: 'q too short',
      request: () => ({ query: { q: 'K' } }),
      expect: { ...everyone(400), anonymous: 401 },
    },
  ],
  'PATCH /saved-searches/{id}': [
    {
      request: async (w) => ({ params: { id: await usersSavedSearch(w) }, body: { alertsEnabled: false } }),
      expect: { ...signedIn(404), user: 200 },
    },
  ],
  'DELETE /saved-searches/{id}': [
    {
      request: async (w) => ({ params: { id: await usersSavedSearch(w) } }),
      expect: { ...signedIn(404), user: 200 },
    },
  ],

  // Inquiries: users and agents contact an agent (never about their own listing); only the two parties
  // and admins read a conversation, only the two parties write in it; fraud accounts take no part.
  'POST /properties/{id}/inquiries': [
    {
      name: 'verified listing',
      request: async (w) => ({
        params: { id: (await w.property()).id },
        body: {
          message: 'Is the garden south-facing?',
          phone: '+1 555 0100',
          viewingTimes: [new Date(Date.now() + 3 * 86_400_000).toISOString()],
        },
      }),
      expect: { ...only(201, 'user', 'otherAgent'), agent: 403 },
    },
    {
      name: 'pending listing: hidden as on its details page',
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: { message: 'Hello?' },
      }),
      expect: { ...only(404, 'user', 'otherAgent'), agent: 403 },
    },
  ],
  'GET /inquiries': [{ request: () => ({}), expect: only(200, 'user', 'agent', 'otherAgent', 'admin') }],
  'GET /inquiries/{id}': [
    {
      request: async (w) => ({ params: { id: await usersInquiry(w) } }),
      expect: { ...only(200, 'user', 'agent', 'admin'), otherAgent: 403 },
    },
  ],
  'POST /inquiries/{id}/replies': [
    {
      request: async (w) => ({ params: { id: await usersInquiry(w) }, body: { message: 'Yes, it is.' } }),
      expect: only(201, 'user', 'agent'),
    },
  ],

  // Rental applications: a renter (role user) applies; the rental's agent decides; the renter withdraws.
  'POST /properties/{id}/applications': [
    {
      request: async (w) => ({
        params: { id: (await w.property({ listingType: 'rent' })).id },
        body: APPLICATION_BODY,
      }),
      expect: only(201, 'user'),
    },
    {
      name: 'a sale listing (it takes offers)',
      request: async (w) => ({ params: { id: (await w.property()).id }, body: APPLICATION_BODY }),
      expect: only(409, 'user'),
    },
  ],
  'GET /applications': [
    { request: () => ({}), expect: signedIn(200) },
    {
      name: 'as agent',
      request: () => ({ query: { as: 'agent' } }),
      expect: only(200, 'agent', 'otherAgent'),
    },
  ],
  'PATCH /applications/{applicationId}': [
    {
      name: 'accept (the agent)',
      request: async (w) => ({
        params: { applicationId: await usersApplication(w) },
        body: { action: 'accept' },
      }),
      // Anyone but the renter and the rental's agent is told it does not exist; the renter may not accept.
      expect: { ...signedIn(404), user: 403, agent: 200 },
    },
    {
      name: 'withdraw (the renter)',
      request: async (w) => ({
        params: { applicationId: await usersApplication(w) },
        body: { action: 'withdraw' },
      }),
      expect: { ...signedIn(404), user: 200, agent: 403 },
    },
  ],

  // Viewings: agents keep their hours; signed-in people see free slots; users book; the two parties act.
  'GET /viewings/availability': [{ request: () => ({}), expect: only(200, 'agent', 'otherAgent') }],
  'PUT /viewings/availability': [
    { request: () => ({ body: EVERY_DAY_IN_UTC }), expect: only(200, 'agent', 'otherAgent') },
  ],
  'POST /properties/{id}/open-houses': [
    {
      request: async (w) => ({ params: { id: (await w.property()).id }, body: OPEN_HOUSE_BODY() }),
      expect: { ...only(201, 'agent'), otherAgent: 404 },
    },
    {
      name: 'a listing waiting for review',
      request: async (w) => ({
        params: { id: (await w.property({ verificationStatus: 'pending' })).id },
        body: OPEN_HOUSE_BODY(),
      }),
      expect: { ...only(409, 'agent'), otherAgent: 404 },
    },
  ],
  'DELETE /properties/{id}/open-houses/{openHouseId}': [
    {
      request: async (w) => ({ params: await openHouseOnListing(w) }),
      expect: { ...only(200, 'agent'), otherAgent: 404 },
    },
  ],
  'GET /properties/{id}/viewing-slots': [
    { request: async (w) => ({ params: { id: (await w.property()).id } }), expect: signedIn(200) },
  ],
  'POST /viewings': [
    {
      request: async (w) => ({
        body: { propertyId: (await w.property()).id, start: (await nextSlotOfAgent(w)).toISOString() },
      }),
      expect: only(201, 'user'),
    },
  ],
  'GET /viewings': [
    { request: () => ({}), expect: signedIn(200) },
    {
      name: 'as agent',
      request: () => ({ query: { as: 'agent' } }),
      expect: only(200, 'agent', 'otherAgent'),
    },
  ],
  'PATCH /viewings/{viewingId}': [
    {
      name: 'confirm (the agent)',
      request: async (w) => ({ params: { viewingId: await usersViewing(w) }, body: { action: 'confirm' } }),
      // Anyone but the buyer and the listing's agent is told it does not exist; the buyer may not confirm.
      expect: { ...signedIn(404), user: 403, agent: 200 },
    },
    {
      name: 'cancel a request (the buyer; the agent cancels confirmed ones only)',
      request: async (w) => ({
        params: { viewingId: await usersViewing(w) },
        body: { action: 'cancel', reason: 'Plans changed.' },
      }),
      expect: { ...signedIn(404), user: 200, agent: 409 },
    },
  ],

  'GET /viewings/{viewingId}/calendar.ics': [
    {
      request: async (w) => ({ params: { viewingId: await usersViewing(w) } }),
      expect: { ...signedIn(404), user: 200, agent: 200 },
    },
  ],

  // The private calendar feed: each signed-in person has one; its address works without sign-in.
  'GET /calendar/token': [{ request: () => ({}), expect: signedIn(200) }],
  'POST /calendar/token': [{ request: () => ({}), expect: signedIn(200), notAnAdminAction: OWN_RECORDS }],
  'GET /calendar/{token}.ics': [
    {
      name: "the user's feed",
      request: async (w) => ({ params: { token: await usersFeedToken(w) } }),
      expect: everyone(200),
    },
    {
      name: 'an unknown token',
      request: () => ({ params: { token: 'A'.repeat(43) } }),
      expect: everyone(404),
    },
  ],

  // Offers
  'POST /offers': [
    {
      request: async (w) => ({
        body: { propertyId: (await w.property()).id, offerAmount: 110_000, buyingDate: inDays(30) },
      }),
      expect: only(201, 'user'),
    },
    {
      name: 'a rental (rentals take no offers)',
      request: async (w) => ({
        body: {
          propertyId: (await w.property({ listingType: 'rent' })).id,
          offerAmount: 110_000,
          buyingDate: inDays(30),
        },
      }),
      expect: only(409, 'user'),
    },
  ],
  'DELETE /offers/{offerId}': [
    {
      name: 'withdraw a pending offer',
      request: async (w) => ({ params: { offerId: (await w.offer('pending')).id } }),
      expect: only(200, 'user'),
    },
  ],
  'GET /offers': [
    { request: (w) => ({ query: { buyerEmail: w.accounts.user.email } }), expect: only(200, 'user') },
  ],
  'GET /offers/agent': [
    {
      request: (w) => ({ query: { email: w.accounts.agent.email } }),
      expect: only(200, 'agent', 'admin'),
    },
  ],
  'PATCH /offers/accept/{offerId}': [
    {
      request: async (w) => {
        const offer = await w.offer('pending')
        return { params: { offerId: offer.id }, body: { propertyId: offer.propertyId } }
      },
      expect: only(200, 'agent'),
    },
  ],
  'PATCH /offers/reject/{offerId}': [
    {
      request: async (w) => ({ params: { offerId: (await w.offer('pending')).id } }),
      expect: only(200, 'agent'),
    },
  ],
  // My data: everyone signed in exports and deletes their own account (a fresh one: deletion spends it).
  'GET /me/export': [{ request: () => ({}), expect: signedIn(200) }],
  'DELETE /me': [
    {
      request: async (w, role) => {
        const dbRole = role === 'otherAgent' ? 'agent' : role === 'anonymous' ? 'user' : role
        const account = await w.freshAccount(dbRole)
        return { as: role === 'anonymous' ? null : account.session, body: { password: 'correct-horse-42' } }
      },
      expect: signedIn(200),
    },
    {
      name: 'a wrong password',
      request: () => ({ body: { password: 'not-the-password' } }),
      expect: signedIn(400),
    },
  ],
  // Typing the password again before adding a passkey: everyone signed in, for their own session.
  'POST /me/identity-proof': [
    {
      request: () => ({ body: { password: 'correct-horse-42' } }),
      expect: signedIn(200),
      notAnAdminAction: OWN_RECORDS,
    },
    {
      name: 'a wrong password',
      request: () => ({ body: { password: 'not-the-password' } }),
      expect: signedIn(400),
    },
  ],
  // The audit trail: admins only.
  // Bulk import and export: the template is public; import and export are an agent's, of their own listings.
  'GET /properties/import/template.csv': [{ request: () => ({}), expect: everyone(200) }],
  'POST /properties/import': [
    {
      name: 'a dry run',
      request: () => ({ query: { dryRun: 'true' }, body: listingCsvForm() }),
      expect: only(200, 'agent', 'otherAgent'),
    },
    {
      name: 'an import',
      request: () => ({ body: listingCsvForm() }),
      expect: only(200, 'agent', 'otherAgent'),
    },
  ],
  'GET /properties/agent/export.csv': [{ request: () => ({}), expect: only(200, 'agent', 'otherAgent') }],
  // The portal feed takes a feed key, whoever sends it, and never a person's sign-in; admins manage the keys.
  'GET /feed/Property': feedKeyRows,
  'GET /feed/properties': feedKeyRows,
  'GET /feed/$metadata': feedKeyRows,
  'GET /admin/feed-keys': [{ request: () => ({}), expect: only(200, 'admin') }],
  'POST /admin/feed-keys': [
    { request: () => ({ body: { name: 'Matrix portal' } }), expect: only(201, 'admin') },
  ],
  'DELETE /admin/feed-keys/{id}': [
    { request: async (w) => ({ params: { id: (await feedKey(w)).id } }), expect: only(200, 'admin') },
  ],
  // Exchange rates: anyone reads the rates in use; admins replace them with a CSV.
  'GET /exchange-rates': [{ request: () => ({}), expect: everyone(200) }],
  'POST /admin/exchange-rates': [
    {
      request: () => ({
        raw: { contentType: 'text/csv', body: 'base,quote,rate,date\nUSD,EUR,0.92,2026-11-28\n' },
      }),
      expect: only(200, 'admin'),
    },
    {
      name: 'a bad row',
      request: () => ({
        raw: { contentType: 'text/csv', body: 'base,quote,rate,date\nUSD,EUR,zero,2026-11-28\n' },
      }),
      expect: only(400, 'admin'),
    },
  ],
  'GET /admin/audit-log': [
    { request: () => ({}), expect: only(200, 'admin') },
    {
      name: 'filtered',
      request: () => ({ query: { action: 'user.role_changed' } }),
      expect: only(200, 'admin'),
    },
  ],
  // Releasing an accepted, unpaid offer (it expires and the home takes offers again): admins only.
  'GET /offers/awaiting-payment': [{ request: () => ({}), expect: only(200, 'admin') }],
  'PATCH /offers/release/{offerId}': [
    {
      name: 'an accepted offer',
      request: async (w) => ({
        params: { offerId: (await w.offer('accepted')).id },
        body: { reason: 'The buyer stopped answering.' },
      }),
      expect: only(200, 'admin'),
    },
    {
      name: 'a bought offer is never released',
      request: async (w) => ({
        params: { offerId: (await w.offer('bought')).id },
        body: { reason: 'The buyer stopped answering.' },
      }),
      expect: only(409, 'admin'),
    },
    {
      name: 'an unknown offer',
      request: () => ({
        params: { offerId: '00000000-0000-4000-8000-000000000000' },
        body: { reason: 'The buyer stopped answering.' },
      }),
      expect: only(404, 'admin'),
    },
  ],

  // Payments: the buyer only.
  'GET /payments/{offerId}': [
    {
      request: async (w) => ({ params: { offerId: (await w.offer('accepted')).id } }),
      expect: only(200, 'user'),
    },
  ],
  'POST /create-payment-intent': [
    {
      request: async (w) => ({ body: { offerId: (await w.offer('accepted')).id } }),
      expect: only(200, 'user'),
    },
  ],
  'POST /test-gateway/confirm': [
    {
      request: async (w) => ({
        body: { clientSecret: (await w.offerWithIntent(false)).clientSecret, ...TEST_CARD },
      }),
      expect: only(200, 'user'),
    },
  ],
  'POST /payments': [
    {
      request: async (w) => {
        const { offerId, intentId } = await w.offerWithIntent(true)
        return { body: { offerId, transactionId: intentId } }
      },
      expect: only(201, 'user'),
    },
  ],
  'POST /stripe/webhook': [
    {
      name: 'without Stripe keys',
      request: () => ({
        headers: { 'stripe-signature': 't=1,v1=00' },
        body: { type: 'payment_intent.succeeded' },
      }),
      expect: everyone(404),
    },
  ],

  // Sales: the agent's own, admins anyone's.
  'GET /sold-properties': [
    {
      request: (w) => ({ query: { agentEmail: w.accounts.agent.email } }),
      expect: only(200, 'agent', 'admin'),
    },
  ],
  'GET /agent-total-sales': [
    { request: (w) => ({ query: { email: w.accounts.agent.email } }), expect: only(200, 'agent', 'admin') },
  ],

  'GET /sales/by-month': [{ request: () => ({}), expect: only(200, 'agent', 'otherAgent') }],

  // Public extras
  'GET /agents/featured': [{ request: () => ({}), expect: everyone(200) }],
  'POST /newsletter': [
    {
      request: () => ({ body: { email: uniqueEmail('news') } }),
      expect: everyone(200),
      notAnAdminAction: ANYONES_RIGHT,
    },
  ],
}

/** A fresh account of the role (so the world's own accounts keep signing in with a password alone). */
const freshAccountOf = (w: World, role: Role) =>
  w.freshAccount(role === 'otherAgent' ? 'agent' : role === 'anonymous' ? 'user' : role)

/** A fresh account of the role that has asked to enable two-factor (its app not yet confirmed), as `as`. */
async function enrollingAs(w: World, role: Role): Promise<Pick<AttackRequest, 'as'>> {
  const account = await freshAccountOf(w, role)
  const enabled = await postJson(
    w.ctx,
    '/api/auth/two-factor/enable',
    { password: 'correct-horse-42' },
    { Cookie: account.session.cookie },
  )
  if (enabled.status !== 200) throw new Error(`two-factor/enable answered ${enabled.status}`)
  return { as: role === 'anonymous' ? null : account.session }
}

/** A fresh account of the role with one passkey, as `as`: the passkey's id and its credential. */
async function withPasskeyAs(w: World, role: Role) {
  const account = await freshAccountOf(w, role)
  const { credential, response } = await addPasskey(w.ctx, account.session.cookie)
  if (response.status !== 200) throw new Error(`verify-registration answered ${response.status}`)
  const { id } = (await response.json()) as { id: string }
  return { as: role === 'anonymous' ? null : account.session, ownerId: account.row.id, id, credential }
}

/** A passkey of someone other than every caller; its verify checks it is still there. */
let bystandersPasskey = ''
async function bystandersPasskeyIsThere(w: World) {
  const left = await w.ctx.db.select().from(passkeys).where(eq(passkeys.id, bystandersPasskey))
  if (left.length === 0) throw new Error("someone else's passkey was deleted")
}

// The owner of the passkey the last list case made (its verify checks the list shows that one only).
let passkeyListedFor = ''

// The owner of the session the last revoke-session case asked to revoke (its verify checks it is still there).
let sessionOwnerAskedToRevoke = ''

/** Better Auth's routes are outside the OpenAPI document: the ones that matter, by hand. */
export const AUTH_OPERATIONS: Record<string, Case[]> = {
  'POST /api/auth/sign-up/email': [
    {
      request: () => ({
        credentials: 'cookie',
        body: { name: 'New Buyer', email: uniqueEmail('signup'), password: 'sign-up-42' },
      }),
      expect: everyone(200),
    },
    {
      name: 'a role in the body is ignored',
      request: () => ({
        credentials: 'cookie',
        body: { name: 'Sneaky', email: uniqueEmail('sneaky'), password: 'sign-up-42', role: 'admin' },
      }),
      expect: everyone(200),
      async verify(_w, _role, response) {
        const body = (await response.json()) as { user: { role: string } }
        if (body.user.role !== 'user') throw new Error(`signed up as ${body.user.role}`)
      },
    },
    {
      name: "someone's upload as the photo, without the claim of the client that uploaded it",
      request: (w, role) => ({
        credentials: 'cookie',
        body: {
          name: 'Photo Thief',
          email: uniqueEmail('photo-thief'),
          password: 'sign-up-42',
          image: someoneElsesUpload(w, role),
        },
      }),
      expect: everyone(400),
    },
  ],
  'POST /api/auth/sign-in/email': [
    {
      name: 'own password (anonymous: a wrong one)',
      request: (w, role) => ({
        credentials: 'cookie',
        body:
          role === 'anonymous'
            ? { email: w.accounts.user.email, password: 'not-the-password' }
            : { email: w.accounts[role].email, password: 'correct-horse-42' },
      }),
      expect: signedIn(200),
    },
  ],
  'GET /api/auth/get-session': [
    {
      request: () => ({ credentials: 'cookie' }),
      // Reading one's own session is never refused; anonymous callers get null.
      expect: everyone(200),
      async verify(w, role, response) {
        const body = (await response.json()) as { user?: { email: string } } | null
        const expected = role === 'anonymous' ? undefined : w.accounts[role].email
        if (body?.user?.email !== expected) throw new Error(`session of ${body?.user?.email} for ${role}`)
      },
    },
  ],
  'POST /api/auth/update-user': [
    {
      request: () => ({ credentials: 'cookie', body: { name: 'Updated Name' } }),
      expect: signedIn(200),
    },
    {
      name: "another person's upload as the photo",
      request: (w, role) => ({ credentials: 'cookie', body: { image: someoneElsesUpload(w, role) } }),
      expect: signedIn(400),
    },
    {
      name: 'a role in the body',
      request: () => ({ credentials: 'cookie', body: { name: 'Promoted', role: 'admin' } }),
      // Better Auth refuses a field that is not input.
      expect: signedIn(400),
      async verify(w, role) {
        if (role === 'anonymous') return
        const own = await w.freshRoleOf(w.accounts[role].row.id)
        if (own !== w.accounts[role].row.role) throw new Error(`${role} became ${own}`)
      },
    },
  ],
  // My sessions: Better Auth's own list and revoke endpoints, each on the caller's own sessions only.
  'GET /api/auth/list-sessions': [
    {
      request: () => ({ credentials: 'cookie' }),
      expect: signedIn(200),
      async verify(w, role, response) {
        if (role === 'anonymous') return
        const listed = (await response.json()) as { userId: string }[]
        if (listed.some((session) => session.userId !== w.accounts[role].row.id))
          throw new Error(`${role} was shown someone else's session`)
      },
    },
  ],
  'POST /api/auth/revoke-session': [
    {
      name: "someone else's session is left alone",
      request: async (w) => {
        const other = await w.freshAccount('user')
        sessionOwnerAskedToRevoke = other.row.id
        const [session] = await w.ctx.db
          .select({ token: sessions.token })
          .from(sessions)
          .where(eq(sessions.userId, other.row.id))
        return { credentials: 'cookie', body: { token: session?.token ?? '' } }
      },
      expect: signedIn(200),
      async verify(w) {
        const left = await w.ctx.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, sessionOwnerAskedToRevoke))
        if (left.length === 0) throw new Error("someone else's session was revoked")
      },
    },
  ],
  'POST /api/auth/revoke-other-sessions': [
    {
      // A fresh account of the role: the role's own other sessions are not ended.
      request: async (w, role) => {
        const account = await freshAccountOf(w, role)
        return { credentials: 'cookie', as: role === 'anonymous' ? null : account.session, body: {} }
      },
      expect: signedIn(200),
    },
  ],
  'POST /api/auth/change-email': [
    {
      // Only a link to the new address is sent; the caller's address stays until it is opened.
      request: () => ({ credentials: 'cookie', body: { newEmail: uniqueEmail('matrix-move') } }),
      expect: signedIn(200),
      async verify(w, role) {
        if (role === 'anonymous') return
        const [row] = await w.ctx.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, w.accounts[role].row.id))
        if (row?.email !== w.accounts[role].email) throw new Error(`${role}'s address changed unconfirmed`)
      },
    },
  ],
  'POST /api/auth/change-password': [
    {
      // A fresh account of the role: changing a password may end the role's other sessions.
      request: async (w, role) => {
        const account = await freshAccountOf(w, role)
        return {
          credentials: 'cookie',
          as: role === 'anonymous' ? null : account.session,
          body: { currentPassword: 'correct-horse-42', newPassword: 'another-horse-43' },
        }
      },
      expect: signedIn(200),
    },
  ],
  // Two-factor sign-in: Better Auth's plugin, each on the caller's own account (a fresh one of the role).
  'POST /api/auth/two-factor/enable': [
    {
      request: async (w, role) => ({
        credentials: 'cookie',
        as: role === 'anonymous' ? null : (await freshAccountOf(w, role)).session,
        body: { password: 'correct-horse-42' },
      }),
      expect: signedIn(200),
    },
    {
      name: 'a wrong password',
      request: () => ({ credentials: 'cookie', body: { password: 'not-the-password' } }),
      expect: signedIn(400),
    },
  ],
  'POST /api/auth/two-factor/verify-totp': [
    {
      // Confirming one's own app with a wrong code; without a session or a pending sign-in there is no one to check.
      name: 'a wrong code',
      request: async (w, role) => ({
        credentials: 'cookie',
        ...(await enrollingAs(w, role)),
        body: { code: '000000' },
      }),
      expect: everyone(401),
    },
  ],
  'POST /api/auth/two-factor/verify-backup-code': [
    {
      name: 'a wrong backup code',
      request: async (w, role) => ({
        credentials: 'cookie',
        ...(await enrollingAs(w, role)),
        body: { code: 'wrong-backup' },
      }),
      expect: everyone(401),
    },
  ],
  'POST /api/auth/two-factor/disable': [
    {
      request: async (w, role) => ({
        credentials: 'cookie',
        ...(await enrollingAs(w, role)),
        body: { password: 'correct-horse-42' },
      }),
      expect: signedIn(200),
    },
  ],
  // Passkeys: Better Auth's plugin, each on the caller's own (a fresh account of the role, with a passkey).
  'GET /api/auth/passkey/list-user-passkeys': [
    {
      request: async (w, role) => {
        const { as, ownerId } = await withPasskeyAs(w, role)
        passkeyListedFor = ownerId
        return { credentials: 'cookie', as }
      },
      expect: signedIn(200),
      async verify(_w, role, response) {
        if (role === 'anonymous') return
        const listed = (await response.json()) as { userId: string }[]
        if (listed.length !== 1 || listed[0]?.userId !== passkeyListedFor)
          throw new Error(`${role} was not shown exactly their own passkey`)
      },
    },
  ],
  'GET /api/auth/passkey/generate-register-options': [
    {
      name: 'after typing the password again',
      request: async (w, role) => {
        const account = await freshAccountOf(w, role)
        const proved = await proveIdentity(w.ctx, account.session.cookie)
        if (proved.status !== 200) throw new Error(`identity-proof answered ${proved.status}`)
        return { credentials: 'cookie', as: role === 'anonymous' ? null : account.session }
      },
      expect: signedIn(200),
    },
    {
      name: 'with the session cookie alone',
      request: async (w, role) => ({
        credentials: 'cookie',
        as: role === 'anonymous' ? null : (await freshAccountOf(w, role)).session,
      }),
      expect: signedIn(403),
    },
  ],
  'POST /api/auth/passkey/verify-registration': [
    {
      // Anonymous: a well-formed answer to a signed-in person's challenge, sent without their session.
      request: async (w, role) => {
        const account = await freshAccountOf(w, role)
        const step = await registrationStep(w.ctx, account.session.cookie, { name: 'Matrix key' })
        return role === 'anonymous'
          ? { credentials: 'cookie', as: null, body: step.body }
          : { credentials: 'cookie', as: account.session, headers: { Cookie: step.cookie }, body: step.body }
      },
      expect: signedIn(200),
    },
  ],
  'GET /api/auth/passkey/generate-authenticate-options': [
    { request: () => ({ credentials: 'cookie' }), expect: everyone(200) },
  ],
  'POST /api/auth/passkey/verify-authentication': [
    {
      name: 'own passkey (anonymous: one the server does not know)',
      request: async (w, role) => {
        const credential =
          role === 'anonymous'
            ? (await registrationStep(w.ctx, (await freshAccountOf(w, role)).session.cookie)).credential
            : (await withPasskeyAs(w, role)).credential
        const step = await signInStep(w.ctx, credential)
        return { credentials: 'cookie', as: null, headers: { Cookie: step.cookie }, body: step.body }
      },
      expect: signedIn(200),
    },
  ],
  'POST /api/auth/passkey/delete-passkey': [
    {
      name: 'own passkey',
      request: async (w, role) => {
        const { as, id } = await withPasskeyAs(w, role)
        return { credentials: 'cookie', as, body: { id } }
      },
      expect: signedIn(200),
    },
    {
      name: "someone else's passkey answers as one that does not exist",
      request: async (w) => {
        bystandersPasskey = (await withPasskeyAs(w, 'user')).id
        return { credentials: 'cookie', body: { id: bystandersPasskey } }
      },
      expect: signedIn(404),
      verify: bystandersPasskeyIsThere,
    },
  ],
  'POST /api/auth/passkey/update-passkey': [
    {
      name: 'own passkey',
      request: async (w, role) => {
        const { as, id } = await withPasskeyAs(w, role)
        return { credentials: 'cookie', as, body: { id, name: 'Renamed key' } }
      },
      expect: signedIn(200),
    },
    {
      name: "someone else's passkey answers as one that does not exist",
      request: async (w) => {
        bystandersPasskey = (await withPasskeyAs(w, 'user')).id
        return { credentials: 'cookie', body: { id: bystandersPasskey, name: 'Taken over' } }
      },
      expect: signedIn(404),
      async verify(w) {
        await bystandersPasskeyIsThere(w)
        const [row] = await w.ctx.db.select().from(passkeys).where(eq(passkeys.id, bystandersPasskey))
        if (row?.name === 'Taken over') throw new Error("someone else's passkey was renamed")
      },
    },
  ],
}
