import { ERROR_CODES, type Role } from '@keyhaven/contract'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import type { Database } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import type { RequestReads } from '../http/read-routing.ts'
import { verifyAccessToken } from './access-token.ts'
import { mustEnrolTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from './two-factor.ts'

export interface Caller {
  id: string
  name: string
  email: string
  image: string | null
  role: Role
  sessionId: string
}

/** How stale a session's last use may be before a request records it again. */
export const SESSION_USE_INTERVAL_MS = 5 * 60 * 1000

/** `reads`: where this request's reads go when they may lag (http/read-routing.ts). */
export type AppEnv = { Variables: { caller: Caller; reads: RequestReads } }

/**
 * Resolves the bearer token to its user, reading the session and role from the database on every request:
 * a sign-out, deletion or role change takes effect on the caller's next request. A role listed in
 * `requireTwoFactorFor` without two-factor set up is refused everything (403 two_factor_required).
 */
export function createAuthenticate(
  db: Database,
  secret: string,
  requireTwoFactorFor: readonly Role[],
): MiddlewareHandler<AppEnv> {
  // Every signed-in request reads it: prepared once, neither built nor planned again per request.
  const sessionOf = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      lastUsedAt: sessions.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_of_access_token')
  return async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) throw new ApiError(401, 'Sign in to continue')
    const claims = verifyAccessToken(token, secret)
    if (!claims) throw new ApiError(401, 'Your sign-in has expired. Please sign in again.')
    const [found] = await sessionOf.execute({ sid: claims.sid, sub: claims.sub })
    if (!found) throw new ApiError(401, 'Your sign-in has expired. Please sign in again.')
    const { lastUsedAt, twoFactorEnabled, ...row } = found
    if (mustEnrolTwoFactor(requireTwoFactorFor, row.role, twoFactorEnabled))
      throw new ApiError(403, TWO_FACTOR_REQUIRED_MESSAGE, ERROR_CODES.twoFactorRequired)
    // My sessions shows when each was last used: a bearer request counts, written at most once per interval.
    if (Date.now() - lastUsedAt.getTime() > SESSION_USE_INTERVAL_MS)
      await db.update(sessions).set({ updatedAt: new Date() }).where(eq(sessions.id, claims.sid))
    c.set('caller', { ...row, sessionId: claims.sid })
    await next()
  }
}

export function requireRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('caller').role)) {
      throw new ApiError(403, `Only ${roles.join(' or ')} accounts can do this`)
    }
    await next()
  }
}

/** An e-mail in a path or query must be the caller's own, unless the caller is an admin. */
export function assertSelfOrAdmin(caller: Caller, email: string): void {
  if (caller.role !== 'admin' && caller.email !== email) {
    throw new ApiError(403, 'You can only access your own account')
  }
}
