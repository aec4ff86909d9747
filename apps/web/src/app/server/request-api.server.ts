import { AsyncLocalStorage } from 'node:async_hooks'
import type { Role } from '@keyhaven/contract'
import { redirect } from 'react-router'
import type { Standing } from '../../features/auth/auth-api.ts'
import type { SignedInUser } from '../../features/auth/auth-context.tsx'
import { loginReturningTo, withReturnTo } from '../../features/auth/return-to.ts'
import { apiRequest, setApiTransport, type Transport } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import type { LoadContext } from '../load-context.ts'
import { pageContext } from './dev-context.server.ts'
import { pageUrl } from './page-url.server.ts'

// Loaders run on the server and read the API through the web app's one client (lib/api-client.ts), in the same
// process, on behalf of the person who asked for the page: their session cookie goes along, and for the API's
// own routes an access-token traded from that session (the API takes bearer tokens, never the cookie, so a
// page of another site cannot act through it). The client address goes along too (context.apiFetch): the
// API's rate limits and search throttle count per address, never per server.
//
// Every request has its own transport, found through an AsyncLocalStorage: the client is a module of the app,
// shared by every request this process serves at once.

const requestTransport = new AsyncLocalStorage<Transport>()
setApiTransport((url, init) => {
  const transport = requestTransport.getStore()
  if (!transport) throw new Error(`${url} was asked for outside a page request`)
  return transport(url, init)
})

export interface PageSession extends Standing {
  user: SignedInUser
}

interface Visitor {
  transport: Transport
  session: Promise<PageSession | null>
}

// One per request (loaders of a page share its Request), so a page asks for the session once.
const visitors = new WeakMap<Request, Visitor>()

function visitorOf(request: Request, context: LoadContext): Visitor {
  let visitor = visitors.get(request)
  if (visitor) return visitor
  const cookie = request.headers.get('Cookie')
  // A form posted to a page (sign-in) goes on to Better Auth, which checks where it was posted from.
  const origin = request.headers.get('Origin')
  // The cookies the API set while serving this request go along with its later calls, as a browser would send
  // them: a sign-up posted as a form takes the photo claim of the upload made just before (media/photo-claim.ts).
  const setHere = new Map<string, string>()
  let token: Promise<string | null> = Promise.resolve(null)
  const transport: Transport = async (url, init) => {
    const headers = new Headers(init.headers)
    const cookies = [cookie, ...[...setHere].map(([name, value]) => `${name}=${value}`)].filter(Boolean)
    if (cookies.length > 0) headers.set('Cookie', cookies.join('; '))
    if (origin) headers.set('Origin', origin)
    const bearer = url.startsWith('/api/auth/') ? null : await token
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`)
    const response = await pageContext(context).apiFetch(url, { ...init, headers })
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';')
      const at = pair.indexOf('=')
      if (at > 0) setHere.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    }
    return response
  }
  const session = requestTransport.run(transport, async (): Promise<PageSession | null> => {
    if (!cookie) return null
    const { fetchSession } = await import('../../features/auth/auth-api.ts')
    const found = await fetchSession().catch(() => null)
    if (!found) return null
    const { tokenResponseSchema } = await import('../../features/auth/auth-schemas.ts')
    token = apiRequest('/jwt', {
      method: 'POST',
      body: { email: found.user.email },
      schema: tokenResponseSchema,
    })
      .then(({ data }) => data.token)
      .catch(() => null)
    if (!(await token)) return null
    const { fetchStanding } = await import('../../features/auth/auth-api.ts')
    return { user: found.user, ...(await fetchStanding(found)) }
  })
  visitor = { transport, session }
  visitors.set(request, visitor)
  return visitor
}

/** Runs `read` with the API reached on behalf of the request's visitor. */
export function asVisitor<T>(request: Request, context: LoadContext, read: () => Promise<T>): Promise<T> {
  const visitor = visitorOf(request, context)
  return requestTransport.run(visitor.transport, async () => {
    await visitor.session
    return read()
  })
}

/** The signed-in person of the request, or null (an anonymous visitor or an expired session). */
export function sessionOf(request: Request, context: LoadContext): Promise<PageSession | null> {
  return visitorOf(request, context).session
}

/** Where a guard sends an anonymous visitor: /login, which brings them back here after signing in. */
export function loginRedirect(request: Request): Response {
  const url = pageUrl(request)
  return redirect(loginReturningTo(url.pathname, url.search))
}

/**
 * The session of a guarded page's request; an anonymous visitor is sent to sign in, and someone who must set up
 * two-factor first (REQUIRE_2FA_FOR) to do that, then brought back.
 */
export async function requireSession(request: Request, context: LoadContext): Promise<PageSession> {
  const session = await sessionOf(request, context)
  if (!session) throw loginRedirect(request)
  assertEnrolled(request, session)
  return session
}

/**
 * Sends someone who must set up two-factor first (REQUIRE_2FA_FOR: the API refuses them everything else) to do
 * that, whatever page they asked for, and brings them back to it afterwards.
 */
export function assertEnrolled(request: Request, session: PageSession | null): void {
  const url = pageUrl(request)
  if (session?.mustEnrolTwoFactor && url.pathname !== paths.twoFactorSetup)
    throw redirect(withReturnTo(paths.twoFactorSetup, `${url.pathname}${url.search}`))
}

/** A page for one role: others go home, as the spec's guards do. */
export async function requireRole(request: Request, context: LoadContext, role: Role): Promise<PageSession> {
  const session = await requireSession(request, context)
  if (session.role !== role) throw redirect(paths.home)
  return session
}
