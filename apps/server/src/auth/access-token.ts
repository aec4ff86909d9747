import { createHmac, timingSafeEqual } from 'node:crypto'

// HS256 JSON Web Tokens (RFC 7519), made and checked with node:crypto's HMAC, which answers at once: every
// signed-in request checks one, and Web Crypto's HMAC is a job on another thread that the request waits for
// (docs/performance.md). Only tokens of this header are ours: the same bytes Hono's `sign` wrote before.

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

export interface AccessTokenClaims {
  /** user id */
  sub: string
  /** session id: the token is only as valid as the session it was issued for */
  sid: string
  exp: number
}

const signatureOf = (signed: string, secret: string) =>
  createHmac('sha256', secret).update(signed).digest('base64url')

export function signAccessToken(claims: AccessTokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000) })).toString(
    'base64url',
  )
  const signed = `${HEADER}.${payload}`
  return `${signed}.${signatureOf(signed, secret)}`
}

/** The claims of a token this secret signed that has not expired (nor been issued later than now); else null. */
export function verifyAccessToken(token: string, secret: string): AccessTokenClaims | null {
  const [header, payload, signature, ...rest] = token.split('.')
  if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) return null
  const expected = Buffer.from(signatureOf(`${header}.${payload}`, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: Record<string, unknown>
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const now = Math.floor(Date.now() / 1000)
  const { sub, sid, exp, iat } = claims ?? {}
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || !(exp > now))
    return null
  if (iat !== undefined && !(typeof iat === 'number' && iat <= now)) return null
  return { sub, sid, exp }
}
