import type { MiddlewareHandler } from 'hono'

/** The challenge of every 401 (RFC 9110 11.6.1): the API's protected routes take `Authorization: Bearer`. */
export const BEARER_CHALLENGE = 'Bearer realm="keyhaven"'

/**
 * Gives every 401 that has no challenge of its own (the metrics' has) `WWW-Authenticate`, whichever route or
 * library answered it; a request that sent a bearer token is told the token was refused (RFC 6750 3.1).
 */
export function challengeUnauthorized(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status !== 401 || c.res.headers.has('WWW-Authenticate')) return
    const sentToken = /^Bearer\s/i.test(c.req.header('Authorization') ?? '')
    c.res.headers.set(
      'WWW-Authenticate',
      sentToken ? `${BEARER_CHALLENGE}, error="invalid_token"` : BEARER_CHALLENGE,
    )
  }
}
