import { randomUUID } from 'node:crypto'
import {
  type AuditEntry,
  type FeedEntry,
  type FeedKey,
  type FeedPage,
  type FeedProperty,
  feedKeySchema,
  feedPageSchema,
  feedPropertySchema,
  issuedFeedKeySchema,
} from '@keyhaven/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { feedRemovals, properties, rentalApplications, users } from '../db/schema.ts'
import { createLogger } from '../http/logger.ts'
import { createJobRunner } from '../jobs/job-runner.ts'
import { createNotifier } from '../notifications/notifier.ts'
import { createLifecycleService } from '../properties/lifecycle.ts'
import { bearer, insertAccount, resetRateLimits, sendJson, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { daysAgo, insertOffer, insertProperty, insertUser } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { FEED_KEY_REQUIRED, FEED_KEY_REVOKED, FEED_THROTTLED, NOT_A_FEED_KEY } from './feed-key.ts'
import { listFeedPage } from './queries.ts'
import { feedRemovalsPruneJob } from './service.ts'

const RATE_LIMIT = 12

let ctx: TestContext
let admin: SignedIn
let adminId: string
let agentId: string
let agentName: string
let agentEmail: string
let agent: SignedIn
let feedKey: string

beforeAll(async () => {
  // Changes show at once (the settle time has a test of its own below).
  ctx = await createTestContext({
    env: { FEED_SETTLE_SECONDS: '0', FEED_RATE_LIMIT: String(RATE_LIMIT), SIGN_IN_RATE_LIMIT: '1000' },
  })
  const adminRow = await insertAccount(ctx.db, { role: 'admin' })
  adminId = adminRow.id
  admin = await signIn(ctx, adminRow.email, TEST_PASSWORD)
  const agentRow = await insertAccount(ctx.db, { role: 'agent' })
  agentId = agentRow.id
  agentName = agentRow.name
  agentEmail = agentRow.email
  agent = await signIn(ctx, agentRow.email, TEST_PASSWORD)
  feedKey = (await issueKey('Test portal')).key
})
afterAll(() => ctx?.close())
beforeEach(() => resetRateLimits(ctx.db))

async function issueKey(name: string) {
  const response = await sendJson(ctx, 'POST', '/api/admin/feed-keys', admin.headers, { name })
  return issuedFeedKeySchema.strict().parse(await expectJson(response, 201))
}

const readFeed = (url: string, key = feedKey) => ctx.request(url, { headers: bearer(key) })

async function feedPage(url: string, key = feedKey): Promise<FeedPage> {
  return feedPageSchema.strict().parse(await expectJson(await readFeed(url, key), 200))
}

/** The path and query of a link the feed gave (it links with the site's address). */
const pathOf = (link: string) => {
  const url = new URL(link)
  expect(url.origin).toBe(new URL(ctx.config.baseUrl).origin)
  return `${url.pathname}${url.search}`
}

/** Every entry (listing or removal) the feed answers from `url` on, page by page; `between` runs after each page. */
async function readAll(url: string, between: (page: number) => Promise<void> = async () => {}) {
  const read: FeedEntry[] = []
  let next: string | undefined = url
  let pages = 0
  let deltaLink = ''
  while (next) {
    const page = await feedPage(next)
    read.push(...page.value)
    pages++
    await between(pages)
    next = page['@odata.nextLink'] && pathOf(page['@odata.nextLink'])
    deltaLink = page['@odata.deltaLink'] ?? deltaLink
  }
  return { read, pages, deltaLink: deltaLink && pathOf(deltaLink) }
}

/** The entry as a listing in full: a removal here fails the test. */
function listingOf(entry: FeedEntry | undefined): FeedProperty {
  if (!entry || !('PropertyType' in entry)) throw new Error(`not a listing: ${JSON.stringify(entry)}`)
  return feedPropertySchema.parse(entry)
}

/** The database's clock now, to the microsecond, as the feed writes times. */
async function databaseNow(): Promise<string> {
  const result = (await ctx.db.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`,
  )) as unknown as { rows: { now: string }[] }
  return result.rows[0]?.now ?? ''
}

/** The listing's modification time to the microsecond (a Date keeps milliseconds), comparable as text. */
const modifiedAt = async (id: string) => {
  const [row] = await ctx.db
    .select({
      at: sql<string>`to_char(${properties.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    })
    .from(properties)
    .where(eq(properties.id, id))
  return row?.at ?? ''
}

describe('feed keys', () => {
  it('an admin issues a key, shown once; the list shows name, created, last use and revocation, never the key', async () => {
    const issued = await issueKey('Homes Portal')
    expect(issued.key).toMatch(/^khfeed_[\w-]{43}$/)
    expect(issued).toMatchObject({ name: 'Homes Portal', lastUsedAt: null, revokedAt: null })

    const listed = await expectJson<FeedKey[]>(
      await ctx.request('/api/admin/feed-keys', { headers: admin.headers }),
      200,
    )
    const entry = listed.find((key) => key.id === issued.id)
    expect(feedKeySchema.strict().parse(entry)).toEqual({
      id: issued.id,
      name: 'Homes Portal',
      createdAt: issued.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    })
    expect(JSON.stringify(listed)).not.toContain(issued.key)

    await feedPage('/api/feed/properties?$top=1', issued.key)
    const used = await expectJson<FeedKey[]>(
      await ctx.request('/api/admin/feed-keys', { headers: admin.headers }),
      200,
    )
    expect(used.find((key) => key.id === issued.id)?.lastUsedAt).toEqual(expect.any(String))
  })

  it('a revoked key is refused; revoking it again changes nothing; both are in the audit trail once', async () => {
    const issued = await issueKey('Leaving portal')
    await feedPage('/api/feed/properties', issued.key)

    const revoked = await expectJson<FeedKey>(
      await sendJson(ctx, 'DELETE', `/api/admin/feed-keys/${issued.id}`, admin.headers),
      200,
    )
    expect(revoked.revokedAt).toEqual(expect.any(String))
    await expectApiError(await readFeed('/api/feed/properties', issued.key), 401, FEED_KEY_REVOKED)
    const again = await expectJson<FeedKey>(
      await sendJson(ctx, 'DELETE', `/api/admin/feed-keys/${issued.id}`, admin.headers),
      200,
    )
    expect(again.revokedAt).toBe(revoked.revokedAt)

    const trail = await expectJson<AuditEntry[]>(
      await ctx.request(`/api/admin/audit-log?targetId=${issued.id}`, { headers: admin.headers }),
      200,
    )
    expect(trail.map((entry) => [entry.action, entry.targetType, entry.actor.id])).toEqual([
      ['feed_key.revoked', 'feed_key', adminId],
      ['feed_key.issued', 'feed_key', adminId],
    ])
    expect(trail[1]?.changes).toEqual({ name: { from: null, to: 'Leaving portal' } })
  })

  it('revoking a key that does not exist is a 404', async () => {
    await expectApiError(
      await sendJson(
        ctx,
        'DELETE',
        '/api/admin/feed-keys/00000000-0000-4000-8000-000000000000',
        admin.headers,
      ),
      404,
      'No such feed key',
    )
  })

  it("takes no person's token or cookie, and nothing without a key", async () => {
    await expectApiError(await ctx.request('/api/feed/properties'), 401, FEED_KEY_REQUIRED)
    await expectApiError(
      await ctx.request('/api/feed/properties', { headers: admin.headers }),
      401,
      NOT_A_FEED_KEY,
    )
    await expectApiError(
      await ctx.request('/api/feed/properties', { headers: { Cookie: admin.cookie } }),
      401,
      FEED_KEY_REQUIRED,
    )
    await expectApiError(await readFeed('/api/feed/properties', 'khfeed_made-up'), 401, FEED_KEY_REVOKED)
  })

  it('each key has its own rate limit per minute', async () => {
    const other = await issueKey('Busy portal')
    for (let request = 0; request < RATE_LIMIT; request++)
      await feedPage('/api/feed/properties?$top=1', other.key)
    const refused = await readFeed('/api/feed/properties?$top=1', other.key)
    // The seconds left of the key's minute, which began with its first request.
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    await expectApiError(refused, 429, FEED_THROTTLED)
    // Another key is not held back by it.
    await feedPage('/api/feed/properties?$top=1')
  })
})

describe('the feed', () => {
  it('answers public listings in RESO names with their status, and none that is not public', async () => {
    const since = await databaseNow()
    const buyer = await insertUser(ctx.db)
    const open = await insertProperty(ctx.db, {
      agentId,
      title: 'Open house',
      description: 'Bright rooms',
      priceLow: 300_000,
      priceHigh: 320_000,
      bedrooms: 3,
      bathrooms: 2,
      livingArea: 1500,
      lotSize: 4000,
      yearBuilt: 1998,
      street: '12 Elm Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
      location: '12 Elm Street, Springfield, IL 62701',
      latitude: 39.7817,
      longitude: -89.6501,
      images: ['/uploads/front.webp', '/uploads/garden.webp'],
      image: '/uploads/front.webp',
    })
    const underOffer = await insertProperty(ctx.db, { agentId })
    await insertOffer(ctx.db, { property: underOffer, buyer, status: 'accepted' })
    const sold = await insertProperty(ctx.db, { agentId })
    await insertOffer(ctx.db, { property: sold, buyer, status: 'bought' })
    const let_ = await insertProperty(ctx.db, { agentId, listingType: 'rent', category: 'Apartment' })
    await ctx.db.insert(rentalApplications).values({
      propertyId: let_.id,
      renterId: buyer.id,
      moveInDate: '2030-01-01',
      leaseMonths: 12,
      occupants: 1,
      message: 'Hello',
      status: 'accepted',
    })
    const approximate = await insertProperty(ctx.db, {
      agentId,
      category: 'Office',
      approximateLocation: true,
      street: '9 Hidden Lane',
      city: 'Springfield',
      location: 'Springfield',
      latitude: 39.78,
      longitude: -89.65,
    })
    const pending = await insertProperty(ctx.db, { agentId, verificationStatus: 'pending' })
    const rejected = await insertProperty(ctx.db, { agentId, verificationStatus: 'rejected' })
    const fraudAgent = await insertUser(ctx.db, { role: 'fraud' })
    const fraudListing = await insertProperty(ctx.db, { agentId: fraudAgent.id })

    const { read } = await readAll(`/api/feed/Property?$top=3&$expand=Media&modifiedSince=${since}`)
    const byKey = new Map(read.map((listing) => [listing.ListingKey, listing]))
    for (const hidden of [pending, rejected, fraudListing]) expect(byKey.has(hidden.id)).toBe(false)

    expect(listingOf(byKey.get(open.id))).toEqual({
      ListingKey: open.id,
      StandardStatus: 'Active',
      PropertyType: 'Residential',
      PropertySubType: 'SingleFamilyResidence',
      ListPrice: 320_000,
      ListPriceLow: 300_000,
      LeaseAmountFrequency: null,
      BedroomsTotal: 3,
      BathroomsTotalInteger: 2,
      LivingArea: 1500,
      LivingAreaUnits: 'SquareFeet',
      LotSizeArea: 4000,
      LotSizeUnits: 'SquareFeet',
      YearBuilt: 1998,
      UnparsedAddress: '12 Elm Street, Springfield, IL 62701',
      City: 'Springfield',
      StateOrProvince: 'IL',
      PostalCode: '62701',
      Country: 'US',
      Latitude: 39.7817,
      Longitude: -89.6501,
      PublicRemarks: 'Bright rooms',
      ListAgentKey: agentId,
      ListAgentFullName: agentName,
      ListAgentEmail: agentEmail,
      Media: [
        {
          MediaKey: `${open.id}-1`,
          MediaURL: new URL('/uploads/front.webp', ctx.config.baseUrl).toString(),
          MediaCategory: 'Photo',
          Order: 1,
        },
        {
          MediaKey: `${open.id}-2`,
          MediaURL: new URL('/uploads/garden.webp', ctx.config.baseUrl).toString(),
          MediaCategory: 'Photo',
          Order: 2,
        },
      ],
      ModificationTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
    })
    expect(byKey.get(underOffer.id)?.StandardStatus).toBe('Pending')
    expect(byKey.get(sold.id)?.StandardStatus).toBe('Closed')
    expect(byKey.get(let_.id)).toMatchObject({
      StandardStatus: 'Closed',
      PropertyType: 'ResidentialLease',
      PropertySubType: 'Apartment',
      LeaseAmountFrequency: 'Monthly',
      ListPrice: 120_000,
      ListPriceLow: 100_000,
      LotSizeUnits: null,
    })
    // No street of an approximate location anywhere in its entry.
    expect(byKey.get(approximate.id)).toMatchObject({
      PropertyType: 'CommercialSale',
      PropertySubType: 'Office',
    })
    expect(JSON.stringify(byKey.get(approximate.id))).not.toContain('Hidden Lane')
  })

  it('pages in modification order; a listing changed between pages comes again later, none is skipped', async () => {
    const since = await databaseNow()
    const buyer = await insertUser(ctx.db)
    const listings: Awaited<ReturnType<typeof insertProperty>>[] = []
    for (let index = 0; index < 7; index++) listings.push(await insertProperty(ctx.db, { agentId }))
    const [first, second, , , , sixth, seventh] = listings
    if (!first || !second || !sixth || !seventh) throw new Error('listings missing')

    const changedAfterRead = new Set<string>()
    const { read, pages, deltaLink } = await readAll(
      `/api/feed/properties?$top=2&modifiedSince=${since}`,
      async (page) => {
        if (page === 1) {
          // Already read: a new price, and an accepted offer on the other.
          await ctx.db.update(properties).set({ priceLow: 99_000 }).where(eq(properties.id, first.id))
          await insertOffer(ctx.db, { property: second, buyer, status: 'accepted' })
          // Not read yet: moves behind everything else.
          await ctx.db.update(properties).set({ bedrooms: 5 }).where(eq(properties.id, sixth.id))
          changedAfterRead.add(first.id).add(second.id)
        }
      },
    )
    const ours = read.filter((listing) => listings.some((row) => row.id === listing.ListingKey))
    expect(pages).toBeGreaterThanOrEqual(5)
    // Every listing, the changed ones again with their change, in the order of the modification times.
    expect(new Set(ours.map((listing) => listing.ListingKey))).toEqual(new Set(listings.map((row) => row.id)))
    const stamps = read.map((listing) => listing.ModificationTimestamp)
    expect(stamps).toEqual([...stamps].sort())
    const lastOf = (id: string) => listingOf(ours.filter((listing) => listing.ListingKey === id).at(-1))
    expect(lastOf(first.id).ListPriceLow).toBe(99_000)
    expect(lastOf(second.id).StandardStatus).toBe('Pending')
    expect(lastOf(sixth.id).BedroomsTotal).toBe(5)
    for (const id of changedAfterRead)
      expect(ours.filter((listing) => listing.ListingKey === id)).toHaveLength(2)

    // The next sync starts past all of that: only what changes afterwards.
    await ctx.db.update(properties).set({ title: 'Renamed' }).where(eq(properties.id, seventh.id))
    const next = await readAll(deltaLink)
    expect(next.read.map((listing) => listing.ListingKey)).toEqual([seventh.id])
  })

  it('pages by $skiptoken in any order: each entry once while listings change between pages', async () => {
    const buyer = await insertUser(ctx.db)
    const listings: Awaited<ReturnType<typeof insertProperty>>[] = []
    for (let index = 0; index < 7; index++)
      listings.push(
        await insertProperty(ctx.db, {
          agentId,
          city: 'Keysetville',
          priceLow: 100_000 + index * 10_000,
          priceHigh: 100_000 + index * 10_000,
        }),
      )
    const highestFirst = listings.toReversed().map((row) => row.id)
    const query = `$filter=${encodeURIComponent("City eq 'Keysetville'")}&$orderby=${encodeURIComponent('ListPrice desc')}&$top=2`
    const { read, pages, deltaLink } = await readAll(`/api/feed/Property?${query}`, async (page) => {
      if (page > 1) return
      const [readAlready, notYetRead, alsoNotYetRead] = [listings[6], listings[3], listings[1]]
      if (!readAlready || !notYetRead || !alsoNotYetRead) throw new Error('listings missing')
      // Each moves in the stream, none in this order.
      await ctx.db.update(properties).set({ title: 'Renamed' }).where(eq(properties.id, readAlready.id))
      await ctx.db.update(properties).set({ bedrooms: 6 }).where(eq(properties.id, notYetRead.id))
      await insertOffer(ctx.db, { property: alsoNotYetRead, buyer, status: 'accepted' })
    })
    expect(pages).toBe(4)
    expect(read.map((entry) => entry.ListingKey)).toEqual(highestFirst)
    expect(listingOf(read[3]).BedroomsTotal).toBe(6)
    expect(listingOf(read[5]).StandardStatus).toBe('Pending')
    expect(deltaLink).toBe('')

    // $skip still leaves entries out, and the link after it starts past the last entry answered.
    const skipped = await feedPage(`/api/feed/Property?${query}&$skip=3`)
    expect(skipped.value.map((entry) => entry.ListingKey)).toEqual(highestFirst.slice(3, 5))
    const next = new URL(skipped['@odata.nextLink'] ?? '')
    expect(next.searchParams.get('$skip')).toBeNull()
    const after = await feedPage(pathOf(next.toString()))
    expect(after.value.map((entry) => entry.ListingKey)).toEqual(highestFirst.slice(5, 7))
  })

  it('modifiedSince starts at a time: a listing modified before it is left out', async () => {
    const before = await insertProperty(ctx.db, { agentId })
    const since = await databaseNow()
    const after = await insertProperty(ctx.db, { agentId })
    const { read } = await readAll(`/api/feed/properties?modifiedSince=${encodeURIComponent(since)}`)
    const keys = read.map((listing) => listing.ListingKey)
    expect(keys).toContain(after.id)
    expect(keys).not.toContain(before.id)
  })

  it('refuses a bad modifiedSince, $top or $skiptoken with 400', async () => {
    await expectApiError(await readFeed('/api/feed/properties?modifiedSince=yesterday'), 400, 'modifiedSince')
    await expectApiError(await readFeed('/api/feed/properties?$top=0'), 400, '$top')
    await expectApiError(await readFeed('/api/feed/properties?$top=501'), 400, '$top')
    await expectApiError(await readFeed('/api/feed/properties?$skiptoken=abc'), 400, '$skiptoken')
  })

  it('shows a change only once it has settled', async () => {
    const listing = await insertProperty(ctx.db, { agentId })
    const page = (settleSeconds: number) =>
      listFeedPage(ctx.db, {
        after: undefined,
        modifiedSince: new Date(Date.now() - 60_000).toISOString(),
        settleSeconds,
        filter: undefined,
        orderBy: [],
        offset: 0,
        limit: 1000,
      })
    expect((await page(0)).map((row) => row.id)).toContain(listing.id)
    expect((await page(3600)).map((row) => row.id)).not.toContain(listing.id)
  })
})

describe('removals: a listing that was public and no longer is', () => {
  const expireDue = () =>
    createLifecycleService(
      ctx.db,
      createNotifier({
        db: ctx.db,
        mailer: { send: async () => {} },
        logger: createLogger('silent'),
        baseUrl: ctx.config.baseUrl,
      }),
      { listingDays: ctx.config.listingDays },
    ).expireDue(new Date())
  const act = async (id: string, action: 'withdraw' | 'submit' | 'renew') =>
    expectJson(await sendJson(ctx, 'POST', `/api/properties/${id}/${action}`, agent.headers), 200)
  const decide = async (id: string, status: 'verified' | 'rejected') =>
    expectJson(
      await sendJson(ctx, 'PATCH', `/api/properties/verify/${id}`, admin.headers, {
        status,
        ...(status === 'rejected' && { reason: 'Not a home we can list.' }),
      }),
      200,
    )
  const removal = (listing: { id: string }, status: 'Withdrawn' | 'Expired' | 'Delete') => ({
    ListingKey: listing.id,
    StandardStatus: status,
    ModificationTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  })
  const expiredListing = () =>
    insertProperty(ctx.db, { agentId, listedAt: daysAgo(ctx.config.listingDays + 1) })

  it('each way of leaving is one removal after its last full entry, in order, with its status and nothing else', async () => {
    const start = await readAll(`/api/feed/properties?$top=2&modifiedSince=${await databaseNow()}`)
    const fraudAgent = await insertAccount(ctx.db, { role: 'agent' })
    const leavingAgent = await insertAccount(ctx.db, { role: 'agent' })
    const withdrawn = await insertProperty(ctx.db, { agentId })
    const expired = await expiredListing()
    const rejected = await insertProperty(ctx.db, { agentId })
    const deleted = await insertProperty(ctx.db, { agentId })
    const ofFraud = await insertProperty(ctx.db, { agentId: fraudAgent.id })
    const ofDeletedAgent = await insertProperty(ctx.db, { agentId: leavingAgent.id })
    const staying = await insertProperty(ctx.db, { agentId })

    const listed = await readAll(start.deltaLink)
    expect(listed.read.map((entry) => [entry.ListingKey, entry.StandardStatus])).toEqual(
      [withdrawn, expired, rejected, deleted, ofFraud, ofDeletedAgent, staying].map((row) => [
        row.id,
        'Active',
      ]),
    )

    await act(withdrawn.id, 'withdraw')
    expect(await expireDue()).toMatchObject({ expired: 1 })
    // A live listing is rejected once its agent's edit has sent it back to review.
    await expectJson(
      await sendJson(ctx, 'PUT', `/api/properties/${rejected.id}`, agent.headers, {
        title: 'Edited after it was listed',
        location: rejected.location,
        image: rejected.image,
        priceRange: '$100,000 - $120,000',
      }),
      200,
    )
    await decide(rejected.id, 'rejected')
    await expectJson(await sendJson(ctx, 'DELETE', `/api/properties/${deleted.id}`, agent.headers), 200)
    await expectJson(
      await sendJson(ctx, 'PATCH', `/api/users/mark-fraud/${fraudAgent.email}`, admin.headers),
      200,
    )
    await expectJson(await sendJson(ctx, 'DELETE', `/api/users/${leavingAgent.email}`, admin.headers), 200)

    const { read } = await readAll(listed.deltaLink)
    expect(read).toEqual([
      removal(withdrawn, 'Withdrawn'),
      removal(expired, 'Expired'),
      removal(rejected, 'Delete'),
      removal(deleted, 'Delete'),
      removal(ofFraud, 'Delete'),
      removal(ofDeletedAgent, 'Delete'),
    ])
    for (const entry of read) {
      expect(Object.keys(entry).sort()).toEqual(['ListingKey', 'ModificationTimestamp', 'StandardStatus'])
      const lastFull = listed.read.find((listing) => listing.ListingKey === entry.ListingKey)
      expect((entry.ModificationTimestamp ?? '') > (lastFull?.ModificationTimestamp ?? '')).toBe(true)
    }
    const stamps = read.map((entry) => entry.ModificationTimestamp)
    expect(stamps).toEqual([...stamps].sort())
  })

  it('a draft, or a listing rejected at its first review, never appears, nor does its deletion', async () => {
    const since = await databaseNow()
    const draft = await expectJson<{ insertedId: string }>(
      await sendJson(ctx, 'POST', '/api/properties', agent.headers, { draft: true, title: 'Never listed' }),
      201,
    )
    const refused = await insertProperty(ctx.db, { agentId, verificationStatus: 'pending' })
    await decide(refused.id, 'rejected')
    const listed = await insertProperty(ctx.db, { agentId })
    for (const id of [draft.insertedId, refused.id])
      await expectJson(await sendJson(ctx, 'DELETE', `/api/properties/${id}`, agent.headers), 200)

    const { read } = await readAll(`/api/feed/properties?modifiedSince=${since}`)
    expect(read.map((entry) => entry.ListingKey)).toEqual([listed.id])
  })

  it('a listing that comes back, resubmitted or renewed and verified again, is a full entry again later', async () => {
    const since = await databaseNow()
    const withdrawn = await insertProperty(ctx.db, { agentId })
    const expired = await expiredListing()
    const listed = await readAll(`/api/feed/properties?modifiedSince=${since}`)
    expect(listed.read.map((entry) => entry.StandardStatus)).toEqual(['Active', 'Active'])

    await act(withdrawn.id, 'withdraw')
    await expireDue()
    const removed = await readAll(listed.deltaLink)
    expect(removed.read).toEqual([removal(withdrawn, 'Withdrawn'), removal(expired, 'Expired')])

    // Back in review: still off the market, and no longer for the reason given before.
    await act(withdrawn.id, 'submit')
    await act(expired.id, 'renew')
    const inReview = await readAll(removed.deltaLink)
    expect(inReview.read).toEqual([removal(withdrawn, 'Delete'), removal(expired, 'Delete')])

    await decide(withdrawn.id, 'verified')
    await decide(expired.id, 'verified')
    const back = await readAll(inReview.deltaLink)
    expect(back.read.map((entry) => listingOf(entry))).toEqual([
      expect.objectContaining({ ListingKey: withdrawn.id, StandardStatus: 'Active', ListPrice: 120_000 }),
      expect.objectContaining({ ListingKey: expired.id, StandardStatus: 'Active', ListPrice: 120_000 }),
    ])
    // The whole stream, sync after sync, in order: each listing listed, removed, in review, listed again.
    const stream = [...listed.read, ...removed.read, ...inReview.read, ...back.read]
    const stamps = stream.map((entry) => entry.ModificationTimestamp)
    expect(stamps).toEqual([...stamps].sort())
    const statusesOf = (id: string) =>
      stream.filter((entry) => entry.ListingKey === id).map((entry) => entry.StandardStatus)
    expect(statusesOf(withdrawn.id)).toEqual(['Active', 'Withdrawn', 'Delete', 'Active'])
    expect(statusesOf(expired.id)).toEqual(['Active', 'Expired', 'Delete', 'Active'])
  })

  it('forgets the removals of listings deleted over FEED_REMOVALS_DAYS ago, in the job runner', async () => {
    const [old, recent] = [randomUUID(), randomUUID()]
    await ctx.db.insert(feedRemovals).values([
      { listingId: old, removedAt: daysAgo(91) },
      { listingId: recent, removedAt: daysAgo(89) },
    ])
    const removedKeys = async () =>
      (await readAll(`/api/feed/properties?$top=500&modifiedSince=${daysAgo(92).toISOString()}`)).read
        .filter((entry) => entry.StandardStatus === 'Delete')
        .map((entry) => entry.ListingKey)
    expect(await removedKeys()).toEqual(expect.arrayContaining([old, recent]))

    const runner = createJobRunner({ database: ctx.database, logger: createLogger('silent') })
    expect(await runner.tick(feedRemovalsPruneJob(ctx.db, 90))).toBe('succeeded')
    const kept = await removedKeys()
    expect(kept).toContain(recent)
    expect(kept).not.toContain(old)
  })
})

describe('what moves a listing in the feed: every change of what it shows', () => {
  it('an edit of the listing, its offers, its rental applications and its agent marked as fraud', async () => {
    const agentRow = await insertUser(ctx.db, { role: 'agent' })
    const listing = await insertProperty(ctx.db, { agentId: agentRow.id })
    const buyer = await insertUser(ctx.db)
    let last = await modifiedAt(listing.id)
    const moved = async () => {
      const now = await modifiedAt(listing.id)
      const forward = now > last
      last = now
      return forward
    }
    await ctx.db
      .update(properties)
      .set({ images: ['/uploads/new.webp'], image: '/uploads/new.webp' })
      .where(eq(properties.id, listing.id))
    expect(await moved()).toBe(true)
    const offer = await insertOffer(ctx.db, { property: listing, buyer })
    expect(await moved()).toBe(false)
    await ctx.db.execute(
      sql`update offers set status = 'accepted', payment_due_at = now() + interval '1 day' where id = ${offer.id}`,
    )
    expect(await moved()).toBe(true)
    await ctx.db.execute(sql`update offers set status = 'bought' where id = ${offer.id}`)
    expect(await moved()).toBe(true)
    await ctx.db.update(users).set({ role: 'fraud' }).where(eq(users.id, agentRow.id))
    expect(await moved()).toBe(true)
    await ctx.db.update(users).set({ name: 'Renamed agent' }).where(eq(users.id, agentRow.id))
    expect(await moved()).toBe(false)
    const rental = await insertProperty(ctx.db, { agentId: agentRow.id, listingType: 'rent' })
    last = await modifiedAt(rental.id)
    await ctx.db.insert(rentalApplications).values({
      propertyId: rental.id,
      renterId: buyer.id,
      moveInDate: '2030-01-01',
      leaseMonths: 12,
      occupants: 1,
      message: 'Hello',
      status: 'accepted',
    })
    expect((await modifiedAt(rental.id)) > last).toBe(true)
  })
})

it('the agent is no admin: feed keys are for admins only', async () => {
  await expectApiError(await ctx.request('/api/admin/feed-keys', { headers: agent.headers }), 403)
})
