import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test'
import { adminHeaders, bearerFor, createAccount } from './accounts.ts'
import { type pngFile, uploadPng } from './images.ts'

export interface ListingSpec {
  title: string
  location: string
  verified: boolean
  /** A sale unless asked. */
  listingType?: 'sale' | 'rent'
  /** Where it shows on the map; none when left out. */
  point?: { latitude: number; longitude: number }
  /** Its photos, the first the cover; when left out, one small picture (the same for all of an agent's listings). */
  photos?: Awaited<ReturnType<typeof pngFile>>[]
  /** Its title and description in other languages. */
  translations?: Record<string, { title: string; description?: string }>
  /** Its own currency and price range, when not the deployment's $100,000 - $120,000. */
  price?: { currency: string; priceRange: string }
}

/**
 * A fresh agent with one listing of their own, priced $100,000 - $120,000 (pending, or verified when asked),
 * made through the API; with the agent's own request context and headers for further calls.
 */
export async function agentWithListing(request: APIRequestContext, baseURL: string, listing: ListingSpec) {
  const agent = await createAccount(request, baseURL, `Noa Lister ${randomUUID().slice(0, 4)}`)
  const admin = await adminHeaders(request, baseURL)
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, {
    headers: admin,
  })
  expect(made.status()).toBe(200)
  const agentApi = await playwrightRequest.newContext({ baseURL })
  const agentHeaders = await bearerFor(agentApi, baseURL, agent.email)
  const owner = { request, admin, agentApi, agentHeaders }
  const propertyId = await addListing(owner, listing)
  return { agent, agentApi, agentHeaders, admin, propertyId }
}

// An agent's default picture, uploaded with their first listing and given to the next ones as well: a picture
// may show on several listings of its owner, and each upload costs the server its WebP encodings.
const defaultPictures = new WeakMap<APIRequestContext, Promise<string>>()

function defaultPicture(agentApi: APIRequestContext, agentHeaders: Record<string, string>) {
  let picture = defaultPictures.get(agentApi)
  if (!picture) {
    picture = uploadPng(agentApi, agentHeaders)
    defaultPictures.set(agentApi, picture)
  }
  return picture
}

/** Another listing of the agent `agentWithListing` made (the admin verifies it when asked); its id. */
export async function addListing(
  owner: {
    request: APIRequestContext
    admin: Record<string, string>
    agentApi: APIRequestContext
    agentHeaders: Record<string, string>
  },
  listing: ListingSpec,
) {
  const { request, admin, agentApi, agentHeaders } = owner
  const images: string[] = []
  for (const photo of listing.photos ?? []) images.push(await uploadPng(agentApi, agentHeaders, photo))
  const created = await agentApi.post('/api/properties', {
    headers: agentHeaders,
    data: {
      title: listing.title,
      location: listing.location,
      ...(images.length > 0 ? { images } : { image: await defaultPicture(agentApi, agentHeaders) }),
      priceRange: '$100,000 - $120,000',
      ...listing.price,
      listingType: listing.listingType ?? 'sale',
      ...listing.point,
      ...(listing.translations && { translations: listing.translations }),
    },
  })
  expect(created.status()).toBe(201)
  const { insertedId: propertyId } = (await created.json()) as { insertedId: string }
  if (listing.verified) {
    const verify = await request.patch(`/api/properties/verify/${propertyId}`, {
      headers: admin,
      data: { status: 'verified' },
    })
    expect(verify.status()).toBe(200)
  }
  return propertyId
}

/** A fresh buyer's offer of $110,000, twenty days ahead, on the listing; its id. */
export async function offerOnListing(request: APIRequestContext, baseURL: string, propertyId: string) {
  const buyer = await createAccount(request, baseURL, `Bea Buyer ${randomUUID().slice(0, 4)}`)
  const buyerApi = await playwrightRequest.newContext({ baseURL })
  const offered = await buyerApi.post('/api/offers', {
    headers: await bearerFor(buyerApi, baseURL, buyer.email),
    data: {
      propertyId,
      offerAmount: 110_000,
      buyingDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    },
  })
  expect(offered.status()).toBe(201)
  const { insertedId: offerId } = (await offered.json()) as { insertedId: string }
  return { buyer, offerId }
}
