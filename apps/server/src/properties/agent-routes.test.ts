import {
  type Property,
  propertyListSchema,
  propertySchema,
  SOLD_NOT_EDITABLE,
  UNDER_CONTRACT_NOT_EDITABLE,
} from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers, properties, reviews, wishlistItems } from '../db/schema.ts'
import { publicUrlFor } from '../media/storage.ts'
import { recordUpload } from '../media/tracking.ts'
import { DEMO_CALLERS } from '../test/accounts.ts'
import {
  daysAgo,
  insertOffer,
  insertProperty,
  insertReview,
  insertUpload,
  insertUser,
} from '../test/factories.ts'
import {
  type CallerName,
  createPropertiesTestContext,
  type PropertiesTestContext,
  type Who,
} from '../test/properties-context.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// The agent's side of listings: add, update, delete, their own list, and one listing's details.

let t: PropertiesTestContext
/** A picture otherAgent uploaded, for their own listings. */
let otherAgentsPicture: string
beforeAll(async () => {
  t = await createPropertiesTestContext()
  // validBody's picture is the agent's upload; a listing takes only its agent's uploads.
  await insertUpload(t.ctx.db, t.ids.agent, 'cottage.webp')
  otherAgentsPicture = await insertUpload(t.ctx.db, t.ids.otherAgent)
})
afterAll(() => t?.ctx.close())

const validBody = {
  title: 'Garden Cottage',
  location: '4 Willow Way, Portland, OR',
  image: '/uploads/cottage.webp',
  priceRange: '$5,000 - $7,000',
  description: 'Two bedrooms and a garden.',
  listingType: 'rent',
  category: 'House',
  bedrooms: 2,
  bathrooms: 1,
  livingArea: 900,
}

/** A listing of the given owner with validBody's picture, inserted directly (verified unless told otherwise). */
const listingOf = (owner: CallerName, values: Parameters<PropertiesTestContext['listingOf']>[1] = {}) =>
  t.listingOf(owner, { image: validBody.image, ...values })

async function readRow(id: string) {
  const [row] = await t.ctx.db.select().from(properties).where(eq(properties.id, id))
  return row
}

/** A picture no one uploaded (as the demo listings' are) shown on a listing of `owner`'s. */
async function onListingOf(owner: CallerName) {
  const key = `shown-${owner.toLowerCase()}-${Math.random().toString(36).slice(2)}.webp`
  await recordUpload(t.ctx.db, key, null)
  const picture = publicUrlFor(key)
  const listing = await listingOf(owner, { image: picture, images: [picture] })
  return { picture, listing }
}

describe('POST /api/properties', () => {
  it.each<[Who, number]>([
    ['anonymous', 401],
    ['user', 403],
    ['admin', 403],
    ['fraud', 403],
  ])('refuses %s with %i', async (who, status) => {
    const response = await t.send('POST', '/api/properties', who, validBody)
    const { error } = await expectApiError(response, status)
    if (who === 'fraud') expect(error.message).toContain('fraud')
  })

  it.each<CallerName>(['agent', 'otherAgent'])('lets %s add a pending listing of their own', async (who) => {
    const image = who === 'agent' ? validBody.image : otherAgentsPicture
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', who, { ...validBody, image }),
      201,
    )
    const row = await readRow(insertedId)
    expect(row).toMatchObject({
      title: 'Garden Cottage',
      location: '4 Willow Way, Portland, OR',
      image,
      images: [image],
      priceLow: 5000,
      priceHigh: 7000,
      listingType: 'rent',
      category: 'House',
      bedrooms: 2,
      bathrooms: 1,
      livingArea: 900,
      agentId: t.ids[who],
      verificationStatus: 'pending',
      isAdvertised: false,
    })
    const shown = await expectJson<Property>(await t.send('GET', `/api/properties/${insertedId}`, who), 200)
    expect(shown).toMatchObject({
      _id: insertedId,
      priceRange: '$5,000 - $7,000',
      agentEmail: DEMO_CALLERS[who],
      verificationStatus: 'pending',
      isAdvertised: false,
      isSold: false,
    })
  })

  it('ignores status, advertised flag and agent identity in the body', async () => {
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', {
        ...validBody,
        _id: '00000000-0000-4000-8000-000000000000',
        verificationStatus: 'verified',
        isAdvertised: true,
        agentEmail: DEMO_CALLERS.admin,
        agentName: 'Someone Else',
        agentImage: '/uploads/someone.webp',
        agentId: t.ids.otherAgent,
        createdAt: '2001-01-01T00:00:00.000Z',
      }),
      201,
    )
    expect(insertedId).not.toBe('00000000-0000-4000-8000-000000000000')
    const row = await readRow(insertedId)
    expect(row).toMatchObject({ agentId: t.ids.agent, verificationStatus: 'pending', isAdvertised: false })
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2001)
    const shown = await expectJson<Property>(
      await t.send('GET', `/api/properties/${insertedId}`, 'agent'),
      200,
    )
    expect(shown).toMatchObject({ agentEmail: DEMO_CALLERS.agent, agentName: 'Marcus Reed' })
  })

  it('fills the defaults of what a minimal body leaves out', async () => {
    const { title, location, image } = validBody
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { title, location, image, priceRange: ' 5000-7000 ' }),
      201,
    )
    expect(await readRow(insertedId)).toMatchObject({
      description: '',
      listingType: 'sale',
      category: 'House',
      bedrooms: null,
      priceLow: 5000,
      priceHigh: 7000,
    })
  })

  it.each(['/uploads/0f3c9a-house.webp', '/uploads/0123456789abcdef0123456789abcdef.webp'])(
    'accepts the uploaded image %s',
    async (image) => {
      await insertUpload(t.ctx.db, t.ids.agent, image.replace('/uploads/', ''))
      const response = await t.send('POST', '/api/properties', 'agent', { ...validBody, image })
      expect(response.status, await response.clone().text()).toBe(201)
    },
  )

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a missing location', { location: undefined }, 'location'],
    ['a missing image', { image: undefined }, 'image'],
    ['an image that is no URL', { image: 'house.jpg' }, 'image'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['an image path outside uploads', { image: '/uploads/../secret' }, 'image'],
    // The page's Content-Security-Policy shows our own images only: a picture elsewhere is refused here too.
    ['an https image elsewhere', { image: 'https://images.example.com/house.jpg' }, 'image'],
    ['an http image elsewhere', { image: 'http://images.example.com/house.jpg' }, 'image'],
    ['a protocol-relative image', { image: '//images.example.com/house.jpg' }, 'image'],
    ['a missing price range', { priceRange: undefined }, 'priceRange'],
    ['a price range of words', { priceRange: 'cheap' }, 'priceRange'],
    ['a price range low above high', { priceRange: '$7000 - $5000' }, 'priceRange'],
    ['a price range of zero', { priceRange: '$0 - $5000' }, 'priceRange'],
    ['a price range with one side', { priceRange: '$5000' }, 'priceRange'],
    ['a price range that is a number', { priceRange: 5000 }, 'priceRange'],
    ['an unknown listing type', { listingType: 'lease' }, 'listingType'],
    ['an unknown category', { category: 'Castle' }, 'category'],
    ['negative bedrooms', { bedrooms: -1 }, 'bedrooms'],
    ['fractional bathrooms', { bathrooms: 1.5 }, 'bathrooms'],
    ['a title too long', { title: 'x'.repeat(121) }, 'title'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const response = await t.send('POST', '/api/properties', 'agent', { ...validBody, ...change })
    const { error } = await expectApiError(response, 400, field)
    expect(error.field).toBe(field)
  })

  it('names the problem of an unparsable price range clearly', async () => {
    const response = await t.send('POST', '/api/properties', 'agent', {
      ...validBody,
      priceRange: '$7000 - $5000',
    })
    await expectApiError(response, 400, 'priceRange: The low price must not be above the high price')
  })

  it.each([
    ['malformed JSON', '{"title": '],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('answers 400, never 500, for %s', async (_, body) => {
    await expectApiError(await t.send('POST', '/api/properties', 'agent', body), 400)
  })

  it('answers 415, never 500, for a body that is not JSON', async () => {
    const response = await t.ctx.request('/api/properties', {
      method: 'POST',
      headers: { ...t.as.agent.headers, 'Content-Type': 'text/plain' },
      body: JSON.stringify(validBody),
    })
    await expectApiError(response, 415)
  })
})

describe('PUT /api/properties/{id}', () => {
  const update = (id: string, who: Who, body: unknown = { ...validBody, title: 'Renamed' }) =>
    t.send('PUT', `/api/properties/${id}`, who, body)

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['user', 403],
    ['otherAgent', 403],
    ['fraud', 403],
  ])('refuses %s with %i on an agent’s listing', async (who, status) => {
    const listing = await listingOf('agent', { title: 'Untouched' })
    await expectApiError(await update(listing.id, who), status)
    expect((await readRow(listing.id))?.title).toBe('Untouched')
  })

  it('refuses a fraud agent on their own listing', async () => {
    const listing = await listingOf('fraud', { title: 'Fraud listing' })
    await expectApiError(await update(listing.id, 'fraud'), 403, 'fraud')
    expect((await readRow(listing.id))?.title).toBe('Fraud listing')
  })

  it.each<CallerName>(['agent', 'admin'])('lets %s update the listing', async (who) => {
    const listing = await listingOf('agent', { title: 'Before' })
    expect(await expectJson(await update(listing.id, who), 200)).toMatchObject({ modifiedCount: 1 })
    expect(await readRow(listing.id)).toMatchObject({
      title: 'Renamed',
      priceLow: 5000,
      priceHigh: 7000,
      listingType: 'rent',
      bedrooms: 2,
      agentId: t.ids.agent,
    })
  })

  it('keeps status, agent and advertised flag whatever the body says', async () => {
    // An admin's edit keeps the status (an agent's edit of a verified listing returns it to review).
    const listing = await listingOf('agent', { verificationStatus: 'verified', isAdvertised: true })
    const response = await update(listing.id, 'admin', {
      ...validBody,
      _id: crypto.randomUUID(),
      verificationStatus: 'pending',
      isAdvertised: false,
      agentEmail: DEMO_CALLERS.otherAgent,
      agentId: t.ids.otherAgent,
    })
    await expectJson(response, 200)
    expect(await readRow(listing.id)).toMatchObject({
      id: listing.id,
      verificationStatus: 'verified',
      isAdvertised: true,
      agentId: t.ids.agent,
    })

    const pending = await listingOf('agent', { verificationStatus: 'pending' })
    await expectJson(
      await update(pending.id, 'admin', { ...validBody, verificationStatus: 'verified', isAdvertised: true }),
      200,
    )
    expect(await readRow(pending.id)).toMatchObject({ verificationStatus: 'pending', isAdvertised: false })
  })

  it('keeps description, listing type, category and room counts the body leaves out', async () => {
    const listing = await listingOf('agent', {
      description: 'Keep me',
      listingType: 'rent',
      category: 'Villa',
      bedrooms: 5,
    })
    const { title, location, image, priceRange } = validBody
    await expectJson(await update(listing.id, 'agent', { title, location, image, priceRange }), 200)
    expect(await readRow(listing.id)).toMatchObject({
      title,
      description: 'Keep me',
      listingType: 'rent',
      category: 'Villa',
      bedrooms: 5,
    })
    await expectJson(
      await update(listing.id, 'agent', { title, location, image, priceRange, bedrooms: null }),
      200,
    )
    expect((await readRow(listing.id))?.bedrooms).toBeNull()
  })

  it.each<CallerName>(['agent', 'admin'])('refuses %s a rejected listing with 409', async (who) => {
    const listing = await listingOf('agent', { verificationStatus: 'rejected', title: 'Rejected' })
    await expectApiError(await update(listing.id, who), 409, 'A rejected property cannot be updated')
    expect((await readRow(listing.id))?.title).toBe('Rejected')
  })

  it.each<CallerName>(['agent', 'admin'])(
    'refuses %s a sold listing with 409, changing nothing',
    async (who) => {
      const listing = await listingOf('agent', { title: 'Sold Cottage' })
      const buyer = await insertUser(t.ctx.db)
      await insertOffer(t.ctx.db, {
        property: listing,
        buyer,
        status: 'bought',
        transactionId: `pi_sold_${crypto.randomUUID().replaceAll('-', '')}`,
      })
      const body = await expectApiError(await update(listing.id, who), 409, SOLD_NOT_EDITABLE)
      expect(body.error.code).toBe('conflict')
      expect((await readRow(listing.id))?.title).toBe('Sold Cottage')
    },
  )

  it('refuses any change to a listing whose accepted offer is not yet paid (what its buyer agreed to stays)', async () => {
    const listing = await listingOf('agent', { title: 'Accepted Cottage' })
    const buyer = await insertUser(t.ctx.db)
    await insertOffer(t.ctx.db, { property: listing, buyer, status: 'accepted' })
    const body = {
      ...validBody,
      priceRange: `$${listing.priceLow} - $${listing.priceHigh}`,
      listingType: listing.listingType,
    }
    await expectApiError(
      await update(listing.id, 'agent', { ...body, title: 'Accepted Cottage, new title' }),
      409,
      UNDER_CONTRACT_NOT_EDITABLE,
    )
    expect((await readRow(listing.id))?.title).toBe('Accepted Cottage')
  })

  it('answers 404 for a listing that does not exist', async () => {
    await expectApiError(await update(crypto.randomUUID(), 'agent'), 404)
  })

  it('answers 400 naming id for a bad id', async () => {
    await expectApiError(await update('not-a-uuid', 'agent'), 400, 'id')
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'title'],
    ['a price range of words', { priceRange: 'cheap' }, 'priceRange'],
    ['a price range low above high', { priceRange: '$7000 - $5000' }, 'priceRange'],
    ['a bad image', { image: 'ftp://example.com/x.jpg' }, 'image'],
    ['a bad category', { category: 'castle' }, 'category'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const listing = await listingOf('agent')
    await expectApiError(await update(listing.id, 'agent', { ...validBody, ...change }), 400, field)
  })
})

describe('a listing’s photos', () => {
  const picturesOf = (who: CallerName, count: number) =>
    Promise.all(Array.from({ length: count }, () => insertUpload(t.ctx.db, t.ids[who])))

  it('keeps up to 12 in order, the first as the cover (image)', async () => {
    const images = await picturesOf('agent', 3)
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { ...validBody, image: undefined, images }),
      201,
    )
    const details = await expectJson<Property>(
      await t.send('GET', `/api/properties/${insertedId}`, 'agent'),
      200,
    )
    expect(details).toMatchObject({ image: images[0], images })
  })

  it.each<[string, (own: string[]) => Record<string, unknown>, string]>([
    ['13 pictures', (own) => ({ images: own }), 'images: A listing holds at most 12 images'],
    ['the same picture twice', (own) => ({ images: [own[0], own[0]] }), 'images'],
    ['an empty list', () => ({ images: [] }), 'Image is required'],
    ['a cover that is not the first picture', (own) => ({ image: own[1], images: own }), 'image'],
    ['a picture from elsewhere', (own) => ({ images: [own[0], 'https://example.com/a.webp'] }), 'images'],
  ])('answers 400 for %s', async (_, change, problem) => {
    const own = await picturesOf('agent', 13)
    const response = await t.send('POST', '/api/properties', 'agent', {
      ...validBody,
      image: undefined,
      ...change(own),
    })
    await expectApiError(response, 400, problem)
  })

  it.each<[string, () => Promise<string>]>([
    ['another agent uploaded', async () => (await picturesOf('otherAgent', 1))[0] as string],
    ['nobody uploaded', async () => '/uploads/never-uploaded.webp'],
    ["on another agent's listing", async () => (await onListingOf('otherAgent')).picture],
  ])('refuses a picture %s, on add and on update, and changes nothing', async (_, foreign) => {
    const picture = await foreign()
    await expectApiError(
      await t.send('POST', '/api/properties', 'agent', { ...validBody, image: picture }),
      400,
      'image: a listing shows only pictures you uploaded',
    )
    const listing = await listingOf('agent')
    const [own] = await picturesOf('agent', 1)
    await expectApiError(
      await t.send('PUT', `/api/properties/${listing.id}`, 'agent', {
        ...validBody,
        image: undefined,
        images: [own, picture],
      }),
      400,
      'images: a listing shows only pictures you uploaded',
    )
    expect((await readRow(listing.id))?.images).toEqual([validBody.image])
  })

  it('takes a picture another agent uploaded too: uploading the same picture takes it from nobody', async () => {
    const [shared] = await picturesOf('agent', 1)
    await insertUpload(t.ctx.db, t.ids.otherAgent, (shared as string).slice('/uploads/'.length))
    for (const who of ['agent', 'otherAgent'] as const) {
      const { insertedId } = await expectJson<{ insertedId: string }>(
        await t.send('POST', '/api/properties', who, { ...validBody, image: shared }),
        201,
      )
      expect((await readRow(insertedId))?.images).toEqual([shared])
    }
  })

  it("takes a picture one of the agent's own listings already shows, on add and on update", async () => {
    const { picture } = await onListingOf('agent')
    const { insertedId } = await expectJson<{ insertedId: string }>(
      await t.send('POST', '/api/properties', 'agent', { ...validBody, image: picture }),
      201,
    )
    expect((await readRow(insertedId))?.images).toEqual([picture])
    const other = await listingOf('agent', { verificationStatus: 'pending' })
    await expectJson(
      await t.send('PUT', `/api/properties/${other.id}`, 'agent', {
        ...validBody,
        image: undefined,
        images: [validBody.image, picture],
      }),
      200,
    )
    expect((await readRow(other.id))?.images).toEqual([validBody.image, picture])
  })

  it('reorders and removes on update; a lone image replaces only the cover', async () => {
    const [first, second, third, cover] = await picturesOf('agent', 4)
    const listing = await listingOf('agent', { image: first, images: [first, second, third] as string[] })
    const put = (body: Record<string, unknown>) =>
      t.send('PUT', `/api/properties/${listing.id}`, 'agent', { ...validBody, image: undefined, ...body })
    await expectJson(await put({ images: [third, first] }), 200)
    expect(await readRow(listing.id)).toMatchObject({ image: third, images: [third, first] })
    await expectJson(await put({ image: cover }), 200)
    expect(await readRow(listing.id)).toMatchObject({ image: cover, images: [cover, first] })
  })

  it('lets an admin keep the agent’s pictures in a new order without uploading them', async () => {
    const [first, second] = await picturesOf('agent', 2)
    const listing = await listingOf('agent', { image: first, images: [first, second] as string[] })
    const response = await t.send('PUT', `/api/properties/${listing.id}`, 'admin', {
      ...validBody,
      image: undefined,
      images: [second, first],
    })
    await expectJson(response, 200)
    expect((await readRow(listing.id))?.images).toEqual([second, first])
  })

  it('sends a verified listing back to review when its pictures change, not when they stay', async () => {
    const [first, second] = await picturesOf('agent', 2)
    const {
      title,
      location,
      priceRange,
      description,
      listingType,
      category,
      bedrooms,
      bathrooms,
      livingArea,
    } = validBody
    const listing = await listingOf('agent', {
      image: first,
      images: [first, second] as string[],
      title,
      location,
      description,
      listingType: 'rent',
      category: 'House',
      bedrooms,
      bathrooms,
      livingArea,
      priceLow: 5000,
      priceHigh: 7000,
    })
    const put = async (images: unknown) =>
      expectJson<{ returnedToReview: boolean }>(
        await t.send('PUT', `/api/properties/${listing.id}`, 'agent', {
          title,
          location,
          priceRange,
          description,
          listingType,
          category,
          bedrooms,
          bathrooms,
          livingArea,
          images,
        }),
        200,
      )
    expect(await put([first, second])).toMatchObject({ returnedToReview: false })
    expect(await put([second, first])).toMatchObject({ returnedToReview: true })
  })
})

describe('DELETE /api/properties/verify/{id} and /api/properties/{id}', () => {
  const paths = ['/api/properties/verify/', '/api/properties/']

  describe.each(paths)('%s', (prefix) => {
    it.each<[Who, number]>([
      ['anonymous', 401],
      ['user', 403],
      ['otherAgent', 403],
      ['fraud', 403],
    ])('refuses %s with %i', async (who, status) => {
      const listing = await listingOf('agent')
      await expectApiError(await t.send('DELETE', `${prefix}${listing.id}`, who), status)
      expect(await readRow(listing.id)).toBeDefined()
    })

    it.each<CallerName>(['agent', 'admin'])('lets %s delete the listing', async (who) => {
      const listing = await listingOf('agent')
      expect(await expectJson(await t.send('DELETE', `${prefix}${listing.id}`, who), 200)).toEqual({
        deletedCount: 1,
      })
      expect(await readRow(listing.id)).toBeUndefined()
      await expectApiError(await t.send('GET', `/api/properties/${listing.id}`, 'admin'), 404)
    })

    it('answers 404 for a missing listing and 400 for a bad id', async () => {
      await expectApiError(await t.send('DELETE', `${prefix}${crypto.randomUUID()}`, 'admin'), 404)
      await expectApiError(await t.send('DELETE', `${prefix}nope`, 'admin'), 400, 'id')
    })
  })

  it('refuses a fraud agent on their own listing, which stays', async () => {
    const listing = await listingOf('fraud')
    await expectApiError(
      await t.send('DELETE', `/api/properties/verify/${listing.id}`, 'fraud'),
      403,
      'fraud',
    )
    expect(await readRow(listing.id)).toBeDefined()
  })

  it('keeps offers as history and removes reviews and wishlist entries', async () => {
    const { db } = t.ctx
    const listing = await listingOf('agent')
    const buyer = await insertUser(db)
    const offer = await insertOffer(db, { property: listing, buyer, status: 'pending' })
    const review = await insertReview(db, { propertyId: listing.id, userId: buyer.id })
    await db.insert(wishlistItems).values({ userId: buyer.id, propertyId: listing.id })

    await expectJson(await t.send('DELETE', `/api/properties/verify/${listing.id}`, 'agent'), 200)

    const [kept] = await db.select().from(offers).where(eq(offers.id, offer.id))
    expect(kept).toMatchObject({ propertyId: null, title: listing.title, location: listing.location })
    expect(await db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([])
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.propertyId, listing.id))).toEqual([])
  })
})

describe('GET /api/properties/agent?email=', () => {
  const listOf = (email: string, who: Who, extra = '') =>
    t.send('GET', `/api/properties/agent?email=${encodeURIComponent(email)}${extra}`, who)

  it.each<[Who, string, number]>([
    ['anonymous', DEMO_CALLERS.agent, 401],
    ['user', DEMO_CALLERS.user, 403],
    ['user', DEMO_CALLERS.agent, 403],
    ['otherAgent', DEMO_CALLERS.agent, 403],
    ['fraud', DEMO_CALLERS.fraud, 403],
  ])('refuses %s asking for %s with %i', async (who, email, status) => {
    await expectApiError(await listOf(email, who), status)
  })

  it('lists the agent’s own listings of every status, newest first, in .data', async () => {
    const agent = await insertUser(t.ctx.db, { role: 'agent' })
    // An agent of our own, so the list holds exactly these; the admin asks on their behalf.
    const titles = ['Old verified', 'Pending one', 'Rejected one', 'Newest verified']
    for (const [n, title] of titles.entries()) {
      await insertProperty(t.ctx.db, {
        title,
        agentId: agent.id,
        verificationStatus: (['verified', 'pending', 'rejected', 'verified'] as const)[n],
        createdAt: daysAgo(10 - n),
      })
    }
    const response = await listOf(agent.email, 'admin')
    const body = propertyListSchema.parse(await expectJson(response, 200))
    expect(body.data.map((p) => p.title)).toEqual([...titles].reverse())
    expect(response.headers.get('X-Total-Count')).toBe('4')

    const second = await listOf(agent.email, 'admin', '&page=2&limit=3')
    expect(propertyListSchema.parse(await expectJson(second, 200)).data.map((p) => p.title)).toEqual([
      'Old verified',
    ])
    expect(second.headers.get('X-Total-Count')).toBe('4')
  })

  it('lets an agent list their own (e-mail in any case) and shows only theirs', async () => {
    await listingOf('agent', { verificationStatus: 'pending', title: 'Mine pending' })
    for (const email of [DEMO_CALLERS.agent, DEMO_CALLERS.agent.toUpperCase()]) {
      const response = await listOf(email, 'agent', '&limit=100')
      const { data } = propertyListSchema.parse(await expectJson(response, 200))
      expect(data.length).toBeGreaterThan(0)
      expect(data.map((p) => p.title)).toContain('Mine pending')
      for (const item of data) expect(item.agentEmail).toBe(DEMO_CALLERS.agent)
    }
  })

  it('lets an admin list a fraud agent’s listings, and answers an empty list for an unknown e-mail', async () => {
    await listingOf('fraud', { title: 'Fraud listed' })
    const fraud = propertyListSchema.parse(
      await expectJson(await listOf(DEMO_CALLERS.fraud, 'admin', '&limit=100'), 200),
    )
    expect(fraud.data.map((p) => p.title)).toContain('Fraud listed')
    const response = await listOf('nobody@example.com', 'admin')
    expect(await expectJson(response, 200)).toEqual({ data: [] })
    expect(response.headers.get('X-Total-Count')).toBe('0')
  })

  it.each([
    ['', 'email'],
    ['&email=not-an-email', 'email'],
    [`&email=${DEMO_CALLERS.agent}&limit=0`, 'limit'],
    [`&email=${DEMO_CALLERS.agent}&page=x`, 'page'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    await expectApiError(await t.send('GET', `/api/properties/agent?x=1${query}`, 'agent'), 400, field)
  })
})

describe('GET /api/properties/{id}', () => {
  const get = (id: string, who: Who) => t.send('GET', `/api/properties/${id}`, who)
  type Case = [string, Parameters<typeof listingOf>, Record<Who, number>]
  const everyone = { anonymous: 401, user: 200, agent: 200, otherAgent: 200, admin: 200, fraud: 200 }
  const ownerAndAdmin = { anonymous: 401, user: 404, agent: 200, otherAgent: 404, admin: 200, fraud: 404 }
  const cases: Case[] = [
    ['a verified listing', ['agent', { verificationStatus: 'verified' }], everyone],
    ['a pending listing', ['agent', { verificationStatus: 'pending' }], ownerAndAdmin],
    ['a rejected listing', ['agent', { verificationStatus: 'rejected' }], ownerAndAdmin],
    [
      'a fraud agent’s verified listing',
      ['fraud', { verificationStatus: 'verified' }],
      { anonymous: 401, user: 404, agent: 404, otherAgent: 404, admin: 200, fraud: 200 },
    ],
  ]

  it.each(cases)('shows %s only to those who may see it', async (_, args, expected) => {
    const listing = await listingOf(...args)
    for (const [who, status] of Object.entries(expected) as [Who, number][]) {
      const response = await get(listing.id, who)
      expect(response.status, `${who}: ${await response.clone().text()}`).toBe(status)
      if (status === 200) expect(propertySchema.strict().parse(await response.json())._id).toBe(listing.id)
      else await expectApiError(response, status)
    }
  })

  it('hides a deleted agent’s verified listing from the public; an admin sees it with no agent', async () => {
    const listing = await insertProperty(t.ctx.db, { agentId: null })
    await expectApiError(await get(listing.id, 'user'), 404)
    const body = propertySchema.parse(await expectJson(await get(listing.id, 'admin'), 200))
    expect(body).toMatchObject({ agentName: null, agentEmail: null })
  })

  it('answers 404 for a missing id and 400 naming id for a bad one', async () => {
    await expectApiError(await get(crypto.randomUUID(), 'admin'), 404)
    await expectApiError(await get('12345', 'admin'), 400, 'id')
  })
})
