import { sign, verify } from 'hono/jwt'

const ALGORITHM = 'HS256'

export interface AccessTokenClaims {
  /** user id */
  sub: string
  /** session id: the token is only as valid as the session it was issued for */
  sid: string
  exp: number
}

export function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return sign({ ...claims, iat: Math.floor(Date.now() / 1000) }, secret, ALGORITHM)
}

export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
  try {
    const payload = await verify(token, secret, ALGORITHM)
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null
    }
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp }
  } catch {
    return null
  }
}
