import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'

/** Marks an answer that carries a secret (a token, a key, a private address): no cache may keep it. */
export function noStore(c: Context) {
  c.header('Cache-Control', 'no-store')
}

/** Headers a 304 keeps of the 200 it stands for (RFC 9110 15.4.5), and the request's id for the logs. */
const KEPT_ON_NOT_MODIFIED = ['cache-control', 'etag', 'vary', 'x-request-id']

/** Whether `ifNoneMatch` names `etag`; weak comparison, as a GET's If-None-Match asks (RFC 9110 13.1.2). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/**
 * HTTP caching of the API's answers (docs/decisions/0030):
 * - a route that sets its own Cache-Control has decided (a secret's `no-store`, a streamed export's, the
 *   documentation's assets): its answer is left as it is, and never read here, so a stream stays a stream;
 * - Better Auth's answers (`/api/auth/*`) carry sessions, tokens and backup codes: `no-store`;
 * - a GET's 200 gets a weak ETag over its body and `no-cache` (kept, but checked each time: a 304 costs no
 *   body), `public` when the request carried no credentials (anything an anonymous visitor may read; `Vary:
 *   Authorization` keeps it from a signed-in caller), `private` otherwise or when it sets a cookie;
 *   `If-None-Match` naming that ETag answers 304 without the body;
 * - every other answer (errors included) is `no-store`: a 404 or a 401 is not kept for a later request.
 */
export function httpCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (res.headers.has('Cache-Control')) return
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (!isRead || res.status !== 200 || c.req.path.startsWith('/api/auth/')) {
      res.headers.set('Cache-Control', 'no-store')
      return
    }
    const shared = !c.req.header('Authorization') && !res.headers.has('Set-Cookie')
    res.headers.set('Cache-Control', shared ? 'public, no-cache' : 'private, no-cache')
    res.headers.append('Vary', 'Authorization')
    const body = new Uint8Array(await res.arrayBuffer())
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
    const ifNoneMatch = c.req.header('If-None-Match')
    if (ifNoneMatch && matches(ifNoneMatch, etag)) {
      // Hono copies the answer's headers onto the one that replaces it: the 304 keeps only its own.
      c.res = new Response(null, { status: 304, headers: { ETag: etag } })
      for (const name of [...c.res.headers.keys()]) {
        if (!KEPT_ON_NOT_MODIFIED.includes(name)) c.res.headers.delete(name)
      }
      return
    }
    // Hono keeps the other headers of the answer it replaces, all but its Content-Type.
    const type = res.headers.get('Content-Type')
    c.res = new Response(body, {
      status: 200,
      headers: {
        ETag: etag,
        'Content-Length': String(body.byteLength),
        ...(type && { 'Content-Type': type }),
      },
    })
  }
}
