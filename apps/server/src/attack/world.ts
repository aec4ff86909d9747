import { randomUUID } from 'node:crypto'
import type { OfferStatus } from '@keyhaven/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { users } from '../db/schema.ts'
import { bearer, insertAccount, TEST_PASSWORD } from '../test/accounts.ts'
import { type SignedIn, signIn } from '../test/auth-helpers.ts'
import { insertOffer, insertProperty, insertReview } from '../test/factories.ts'
import type { TestContext } from '../test/test-app.ts'

// The attack suite's cast and props: one account per role of the matrix, and builders that make fresh records
// owned by the right party for every request, so no cell depends on what another cell did.

/** The callers of the role × endpoint matrix. `agent` owns the records an agent owns; `user` is the buyer. */
export const ROLES = ['anonymous', 'user', 'agent', 'otherAgent', 'fraud', 'admin'] as const
export type Role = (typeof ROLES)[number]
export type SignedInRole = Exclude<Role, 'anonymous'>

type UserRow = typeof users.$inferSelect
type DbRole = UserRow['role']

const DB_ROLE: Record<SignedInRole, DbRole> = {
  user: 'user',
  agent: 'agent',
  otherAgent: 'agent',
  fraud: 'fraud',
  admin: 'admin',
}

export interface Account {
  row: UserRow
  email: string
  session: SignedIn
}

/** One request of the suite, before the caller's credentials are added. */
export interface AttackRequest {
  params?: Record<string, string>
  query?: Record<string, string>
  /** A JSON body (serialised as is: a string here is sent as the raw body). */
  body?: unknown
  /** Sent as the raw body with this content type instead of JSON. */
  raw?: { contentType: string; body: NonNullable<RequestInit['body']> }
  headers?: Record<string, string>
  /** `cookie`: the role's session cookie instead of its bearer token (Better Auth, /jwt). */
  credentials?: 'bearer' | 'cookie'
  /** Someone else to send the request as (e.g. a fresh account of the role, when the request spends it). */
  as?: SignedIn | null
}

export interface World {
  ctx: TestContext
  accounts: Record<SignedInRole, Account>
  /** The role the database holds for a user now. */
  freshRoleOf(userId: string): Promise<string | undefined>
  /** A fresh account of the role, signed in. */
  freshAccount(role: DbRole): Promise<Account>
  /** A listing of `agent` (verified unless the values say otherwise). */
  property(values?: Partial<Parameters<typeof insertProperty>[1]>): Promise<{ id: string }>
  /** An offer by `user` on a fresh verified listing of `agent`. */
  offer(status?: OfferStatus): Promise<{ id: string; propertyId: string }>
  /** An accepted offer with a test-gateway PaymentIntent made by its buyer (and confirmed, if asked). */
  offerWithIntent(confirm: boolean): Promise<{ offerId: string; clientSecret: string; intentId: string }>
  review(): Promise<{ id: string; propertyId: string }>
  wishlistEntry(): Promise<{ id: string }>
  pngImage(): Promise<Blob>
  /** An image `agent` uploaded (the picture of the world's listings), for listing bodies. */
  imageUrl: string
  /** The picture a role puts in a new listing: otherAgent's own upload, else `agent`'s (a listing takes only
   * its agent's uploads, so for any other role the body is refused before it gets that far). */
  imageOf(role: Role): string
  send(method: string, path: string, request: AttackRequest, role: Role): Promise<Response>
}

/** `/users/{email}` with params → `/api/users/a%40b`; the query string appended. */
export function urlOf(path: string, request: AttackRequest): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params?.[name]
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${path}`)
    return encodeURIComponent(value)
  })
  const query = new URLSearchParams(request.query ?? {}).toString()
  return `/api${filled}${query ? `?${query}` : ''}`
}

export async function createWorld(ctx: TestContext): Promise<World> {
  const { db } = ctx
  const freshAccount = async (role: DbRole): Promise<Account> => {
    const row = await insertAccount(db, { role })
    return { row, email: row.email, session: await signIn(ctx, row.email, TEST_PASSWORD) }
  }
  const accounts = {} as Record<SignedInRole, Account>
  for (const role of ROLES) if (role !== 'anonymous') accounts[role] = await freshAccount(DB_ROLE[role])

  // Uploaded below, before any listing is made.
  let imageUrl = ''
  const property: World['property'] = async (values = {}) =>
    insertProperty(db, { agentId: accounts.agent.row.id, image: imageUrl, ...values })

  const offer: World['offer'] = async (status = 'pending') => {
    const listing = await insertProperty(db, { agentId: accounts.agent.row.id, image: imageUrl })
    const row = await insertOffer(db, { property: listing, buyer: accounts.user.row, status })
    return { id: row.id, propertyId: listing.id }
  }

  const asUser = (path: string, body: unknown) =>
    ctx.request(path, {
      method: 'POST',
      headers: { ...bearer(accounts.user.session.token), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  const offerWithIntent: World['offerWithIntent'] = async (confirm) => {
    const { id: offerId } = await offer('accepted')
    const intentResponse = await asUser('/api/create-payment-intent', { offerId })
    if (intentResponse.status !== 200) throw new Error(`intent: ${await intentResponse.text()}`)
    const { clientSecret, paymentIntentId } = (await intentResponse.json()) as {
      clientSecret: string
      paymentIntentId: string
    }
    if (confirm) {
      const paid = await asUser('/api/test-gateway/confirm', {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      })
      if (paid.status !== 200) throw new Error(`confirm: ${await paid.text()}`)
    }
    return { offerId, clientSecret, intentId: paymentIntentId }
  }

  let png: Promise<Blob> | undefined
  const pngImage = () => {
    png ??= pngBlob()
    return png
  }

  const send: World['send'] = async (method, path, request, role) => {
    const signedIn =
      request.as !== undefined ? request.as : role === 'anonymous' ? null : accounts[role].session
    const credentials: Record<string, string> = !signedIn
      ? {}
      : request.credentials === 'cookie'
        ? { Cookie: signedIn.cookie }
        : signedIn.headers
    const headers: Record<string, string> = { Origin: ctx.config.baseUrl, ...credentials, ...request.headers }
    let body: RequestInit['body']
    if (request.raw) {
      headers['Content-Type'] = request.raw.contentType
      body = request.raw.body
    } else if (request.body instanceof FormData) {
      body = request.body
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
    }
    return ctx.request(path.startsWith('/api/') ? path : urlOf(path, request), { method, headers, body })
  }

  const upload = async (role: SignedInRole, image: Blob) => {
    const form = new FormData()
    form.append('image', image, 'listing.png')
    const uploaded = await ctx.request('/api/uploads', {
      method: 'POST',
      headers: accounts[role].session.headers,
      body: form,
    })
    if (uploaded.status !== 201) throw new Error(`upload: ${await uploaded.text()}`)
    return ((await uploaded.json()) as { url: string }).url
  }
  // Pictures of their own, not pngImage(): uploads are named by their content and belong to whoever uploaded
  // them last, so a test uploading pngImage() as another role would take it over.
  imageUrl = await upload('agent', await pngBlob('#5a189a'))
  const otherAgentsImage = await upload('otherAgent', await pngBlob('#2a6f97'))

  return {
    ctx,
    accounts,
    imageUrl,
    imageOf: (role) => (role === 'otherAgent' ? otherAgentsImage : imageUrl),
    freshAccount,
    async freshRoleOf(userId) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
      return row?.role
    },
    property,
    offer,
    offerWithIntent,
    async review() {
      const listing = await property()
      const row = await insertReview(db, { propertyId: listing.id, userId: accounts.user.row.id })
      return { id: row.id, propertyId: listing.id }
    },
    async wishlistEntry() {
      const listing = await property()
      const response = await asUser('/api/wishlist', { propertyId: listing.id })
      if (response.status !== 201) throw new Error(`wishlist: ${await response.text()}`)
      const { insertedId } = (await response.json()) as { insertedId: string }
      return { id: insertedId }
    },
    pngImage,
    send,
  }
}

/** A small real PNG, as an upload form carries it. */
export async function pngBlob(background = '#c85028'): Promise<Blob> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer()
  return new Blob([new Uint8Array(png)], { type: 'image/png' })
}

/** A date `days` from today, as YYYY-MM-DD (buying dates must lie ahead, within two years). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@attack.example`
