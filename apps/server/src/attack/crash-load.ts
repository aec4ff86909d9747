import { randomUUID } from 'node:crypto'
import { inDays } from './world.ts'

// A bounded, concurrent write load against a running server over real HTTP, remembering every write the
// server acknowledged (a 2xx answer received), so a check after crashes can find each of them.

export interface Acknowledged {
  signUps: string[]
  listings: string[]
  verified: string[]
  offers: string[]
  accepted: string[]
  paid: string[]
  reviews: string[]
  wishlist: string[]
  applications: string[]
  acceptedApplications: string[]
  viewings: string[]
}

export const emptyAcknowledged = (): Acknowledged => ({
  signUps: [],
  listings: [],
  verified: [],
  offers: [],
  accepted: [],
  paid: [],
  reviews: [],
  wishlist: [],
  applications: [],
  acceptedApplications: [],
  viewings: [],
})

export const acknowledgedCount = (acked: Acknowledged) =>
  Object.values(acked).reduce((sum, list) => sum + list.length, 0)

/** A seeded pseudo-random generator (mulberry32), so a failing load can be replayed. */
export function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    pick<T>(items: T[]): T | undefined {
      return items.length === 0 ? undefined : items[Math.floor(next() * items.length)]
    },
  }
}

export interface Caller {
  email: string
  token: string
}

/** Minimal JSON-over-HTTP client of one server address (the address changes at each restart). */
export class Client {
  constructor(public baseUrl: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    caller?: Caller,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: unknown; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Origin: this.baseUrl,
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...(caller && { Authorization: `Bearer ${caller.token}` }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: response.status, json, headers: response.headers }
  }

  /** Signs in with e-mail and password and trades the session for an access-token. */
  async signIn(email: string, password: string): Promise<Caller> {
    const response = await fetch(`${this.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: this.baseUrl },
      body: JSON.stringify({ email, password }),
    })
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status}`)
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')
    const token = await this.call('POST', '/api/jwt', { email }, undefined, { Cookie: cookie })
    if (token.status !== 200) throw new Error(`/api/jwt for ${email}: ${token.status}`)
    return { email, token: (token.json as { token: string }).token }
  }
}

export interface Cast {
  admin: Caller
  agents: Caller[]
  buyers: Caller[]
}

/** Who owns what, learnt from the acknowledged answers (so workers pick plausible targets). */
interface Book {
  listingAgent: Map<string, Caller>
  offerOf: Map<string, { propertyId: string; buyer: Caller; agent: Caller }>
  rentals: Set<string>
  applicationAgent: Map<string, Caller>
}

/**
 * Runs `workers` concurrent loops of random writes until `signal` aborts; every acknowledged write lands in
 * `acked`. Failed requests (the server was killed under them) are simply not acknowledged.
 */
export async function runLoad(
  client: Client,
  cast: Cast,
  acked: Acknowledged,
  book: Book,
  {
    workers,
    seed,
    signal,
    pictureOf,
  }: {
    workers: number
    seed: number
    signal: AbortSignal
    /** A picture the agent uploaded (a listing takes only its agent's uploads). */
    pictureOf: (agent: Caller) => string
  },
): Promise<{ requests: number; refusals: Record<string, number> }> {
  const rng = random(seed)
  let requests = 0
  /** Answers other than 2xx by action and status (expected ones too: a second accept gets 409). */
  const refusals: Record<string, number> = {}
  const ok = (status: number, action: string) => {
    const success = status >= 200 && status < 300
    if (!success) refusals[`${action} ${status}`] = (refusals[`${action} ${status}`] ?? 0) + 1
    return success
  }

  const actions: (() => Promise<void>)[] = [
    async () => {
      const email = `crash-${randomUUID().slice(0, 12)}@example.test`
      requests++
      const response = await client.call('POST', '/api/auth/sign-up/email', {
        name: 'Crash Tester',
        email,
        password: 'crash-test-42',
      })
      if (ok(response.status, 'sign-up')) acked.signUps.push(email)
    },
    async () => {
      const agent = rng.pick(cast.agents)
      if (!agent) return
      // One listing in three is a rental, which takes applications instead of offers.
      const rental = rng.next() < 1 / 3
      requests++
      const created = await client.call(
        'POST',
        '/api/properties',
        {
          title: rental ? 'Crash flat' : 'Crash cottage',
          location: 'Crash Lane',
          image: pictureOf(agent),
          priceRange: rental ? '$1,000 - $1,200' : '$100,000 - $120,000',
          listingType: rental ? 'rent' : 'sale',
        },
        agent,
      )
      if (!ok(created.status, 'listing')) return
      const id = (created.json as { insertedId: string }).insertedId
      acked.listings.push(id)
      book.listingAgent.set(id, agent)
      if (rental) book.rentals.add(id)
      requests++
      const verified = await client.call(
        'PATCH',
        `/api/properties/verify/${id}`,
        { status: 'verified' },
        cast.admin,
      )
      if (ok(verified.status, 'verify')) acked.verified.push(id)
    },
    async () => {
      // Offers go to homes for sale: a rental takes applications.
      const buyer = rng.pick(cast.buyers)
      const propertyId = rng.pick(acked.verified.filter((id) => !book.rentals.has(id)))
      const agent = propertyId && book.listingAgent.get(propertyId)
      if (!buyer || !propertyId || !agent) return
      requests++
      const response = await client.call(
        'POST',
        '/api/offers',
        { propertyId, offerAmount: 100_000 + Math.floor(rng.next() * 20_000), buyingDate: inDays(30) },
        buyer,
      )
      if (!ok(response.status, 'offer')) return
      const id = (response.json as { insertedId: string }).insertedId
      acked.offers.push(id)
      book.offerOf.set(id, { propertyId, buyer, agent })
    },
    async () => {
      const offerId = rng.pick(acked.offers)
      const offer = offerId && book.offerOf.get(offerId)
      if (!offerId || !offer) return
      requests++
      const response = await client.call(
        'PATCH',
        `/api/offers/accept/${offerId}`,
        { propertyId: offer.propertyId },
        offer.agent,
      )
      if (ok(response.status, 'accept')) acked.accepted.push(offerId)
    },
    async () => {
      const offerId = rng.pick(acked.accepted.filter((id) => !acked.paid.includes(id)))
      const offer = offerId && book.offerOf.get(offerId)
      if (!offerId || !offer) return
      requests++
      const intent = await client.call('POST', '/api/create-payment-intent', { offerId }, offer.buyer)
      if (!ok(intent.status, 'intent')) return
      const { clientSecret, paymentIntentId } = intent.json as {
        clientSecret: string
        paymentIntentId: string
      }
      requests++
      const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
      const confirmed = await client.call('POST', '/api/test-gateway/confirm', card, offer.buyer)
      if (!ok(confirmed.status, 'confirm')) return
      requests++
      const paid = await client.call(
        'POST',
        '/api/payments',
        { offerId, transactionId: paymentIntentId },
        offer.buyer,
      )
      if (ok(paid.status, 'payment')) acked.paid.push(offerId)
    },
    async () => {
      const buyer = rng.pick(cast.buyers)
      const propertyId = rng.pick(acked.verified)
      if (!buyer || !propertyId) return
      requests++
      const response = await client.call(
        'POST',
        '/api/reviews',
        { propertyId, description: 'Crash review' },
        buyer,
      )
      if (ok(response.status, 'review'))
        acked.reviews.push((response.json as { insertedId: string }).insertedId)
    },
    async () => {
      const buyer = rng.pick(cast.buyers)
      const propertyId = rng.pick(acked.verified)
      if (!buyer || !propertyId) return
      requests++
      const response = await client.call('POST', '/api/wishlist', { propertyId }, buyer)
      if (ok(response.status, 'wishlist'))
        acked.wishlist.push((response.json as { insertedId: string }).insertedId)
    },
  ]

  actions.push(
    async () => {
      const buyer = rng.pick(cast.buyers)
      const propertyId = rng.pick(acked.verified.filter((id) => book.rentals.has(id)))
      const agent = propertyId && book.listingAgent.get(propertyId)
      if (!buyer || !propertyId || !agent) return
      requests++
      const response = await client.call(
        'POST',
        `/api/properties/${propertyId}/applications`,
        { moveInDate: inDays(30), leaseMonths: 12, occupants: 2, message: 'Crash application' },
        buyer,
      )
      if (!ok(response.status, 'application')) return
      const id = (response.json as { insertedId: string }).insertedId
      acked.applications.push(id)
      book.applicationAgent.set(id, agent)
    },
    async () => {
      const applicationId = rng.pick(acked.applications)
      const agent = applicationId && book.applicationAgent.get(applicationId)
      if (!applicationId || !agent) return
      requests++
      const response = await client.call(
        'PATCH',
        `/api/applications/${applicationId}`,
        { action: 'accept' },
        agent,
      )
      if (ok(response.status, 'accept application')) acked.acceptedApplications.push(applicationId)
    },
    async () => {
      // Buyers race for the first free slots of a listing's agent: a slot holds one viewing at most.
      const buyer = rng.pick(cast.buyers)
      const propertyId = rng.pick(acked.verified)
      if (!buyer || !propertyId) return
      requests++
      const slots = await client.call('GET', `/api/properties/${propertyId}/viewing-slots`, undefined, buyer)
      const slot = ok(slots.status, 'slots')
        ? rng.pick((slots.json as { slots: { start: string }[] }).slots.slice(0, 3))
        : undefined
      if (!slot) return
      requests++
      const response = await client.call('POST', '/api/viewings', { propertyId, start: slot.start }, buyer)
      if (ok(response.status, 'viewing'))
        acked.viewings.push((response.json as { insertedId: string }).insertedId)
    },
  )

  const worker = async () => {
    while (!signal.aborted) {
      const action = rng.pick(actions)
      try {
        await action?.()
      } catch {
        // The server died under the request: not acknowledged. Wait for the kill to land before going on.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  return { requests, refusals }
}

export const newBook = (): Book => ({
  listingAgent: new Map(),
  offerOf: new Map(),
  rentals: new Set(),
  applicationAgent: new Map(),
})
