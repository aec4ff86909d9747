import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../auth/caller.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'

// Which database a request's reads that may lag go to: a replica, unless the person wrote within
// READ_YOUR_WRITES_MS. "Wrote" travels in a signed cookie that every instance can check, so it holds behind a
// balancer. See docs/decisions/0010-read-replicas.md.

export const READ_YOUR_WRITES_COOKIE = 'keyhaven_wrote'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** One request's databases for reads: `mayLag` for those that may lag behind the newest writes. */
export interface RequestReads {
  mayLag: Database
  /** The primary (counted as a read there when replicas are configured). */
  primary: Database
}

/** The database for this request's reads that may lag behind the newest writes (see readRouting). */
export const readDb = (c: Context<AppEnv>): Database => c.get('reads').mayLag

/**
 * A listing's details and price history: an agent reads the primary, so the listing they saved or changed shows
 * as saved however long ago that was (agents' reads are few); anyone else readDb.
 */
export const listingReadDb = (c: Context<AppEnv>): Database =>
  c.get('caller').role === 'agent' ? c.get('reads').primary : readDb(c)

/**
 * Sets `reads` on every request. Without replicas both are the primary (`mayLag` through its public reads'
 * pool, whose statements time out: DatabaseHandle.publicReads), as for every other query. With them,
 * `mayLag` is a replica in use, or the primary when none is or when the request carries a valid cookie of a
 * write made within `readYourWritesMs`; a write (POST, PUT, PATCH or DELETE answered 2xx) by a signed-in
 * person sets that cookie, until then. Writes, transactions and locks never use `reads`.
 */
export function readRouting(options: {
  database: Pick<DatabaseHandle, 'db' | 'replicas' | 'publicReads'>
  secret: string
  readYourWritesMs: number
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean
}): MiddlewareHandler<AppEnv> {
  const { database, readYourWritesMs, secure } = options
  const replicas = database.replicas
  if (!replicas) {
    const reads = { mayLag: database.publicReads, primary: database.db }
    return async (c, next) => {
      c.set('reads', reads)
      await next()
    }
  }
  const key = createHmac('sha256', options.secret).update('keyhaven read-your-writes').digest()
  const sign = (until: string) => createHmac('sha256', key).update(until).digest('base64url')
  const wroteRecently = (cookie: string | undefined) => {
    const [until, signature] = cookie?.split('.') ?? []
    if (!until || !signature || !/^\d{1,15}$/.test(until)) return false
    const expected = Buffer.from(sign(until))
    const given = Buffer.from(signature)
    return expected.length === given.length && timingSafeEqual(expected, given) && Number(until) > Date.now()
  }
  return async (c, next) => {
    const ownWrite = wroteRecently(getCookie(c, READ_YOUR_WRITES_COOKIE))
    c.set('reads', { mayLag: ownWrite ? replicas.primary : replicas.pick(), primary: replicas.primary })
    await next()
    const { status } = c.res
    const personWrote = WRITE_METHODS.has(c.req.method) && status >= 200 && status < 300 && c.get('caller')
    if (!personWrote || readYourWritesMs === 0) return
    const until = String(Date.now() + readYourWritesMs)
    setCookie(c, READ_YOUR_WRITES_COOKIE, `${until}.${sign(until)}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: Math.ceil(readYourWritesMs / 1000),
    })
  }
}
