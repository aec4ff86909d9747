import { createHmac, timingSafeEqual } from 'node:crypto'
import { publicUrlFor } from './storage.ts'

// Sign-up's profile photo is uploaded before the account exists, so no owner can be recorded for it then. The
// anonymous upload answers with this cookie instead: the upload's key, until when it may be claimed, and a
// signature with the server's secret. Sign-up (the same browser, within the hour) shows it, and so proves that
// the photo it names is the one this client uploaded; the new account is then recorded as its owner. A URL
// taken from someone else's profile or listing comes without it and is refused.

const COOKIE = 'keyhaven-photo-claim'
const CLAIM_SECONDS = 60 * 60
// Where the cookie is sent: sign-up only (Better Auth's endpoint).
const SIGN_UP_PATH = '/api/auth/sign-up/email'
// The keys storeImage makes: a content hash and the format.
const KEY = /^[0-9a-f]{32}\.webp$/

const signature = (secret: string, claim: string) =>
  createHmac('sha256', secret).update(`photo-claim:${claim}`).digest('base64url')

/** The Set-Cookie value that lets this client sign up with the upload at `url` for the next hour. */
export function photoClaimCookie(
  url: string,
  secret: string,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
): string {
  const key = url.slice(publicUrlFor('').length)
  if (!KEY.test(key)) throw new Error(`not an upload's URL: ${url}`)
  const claim = `${key}~${Math.floor(now / 1000) + CLAIM_SECONDS}`
  const attributes = [
    `${COOKIE}=${claim}~${signature(secret, claim)}`,
    `Path=${SIGN_UP_PATH}`,
    `Max-Age=${CLAIM_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ]
  return attributes.join('; ')
}

/** The URL of the upload this request's claim cookie names, when it is genuine and not yet expired. */
export function claimedPhoto(
  cookieHeader: string | null | undefined,
  secret: string,
  now = Date.now(),
): string | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  const [key, expires, signed] = value?.split('~') ?? []
  if (!key || !expires || !signed || !KEY.test(key)) return undefined
  const expected = Buffer.from(signature(secret, `${key}~${expires}`))
  const given = Buffer.from(signed)
  if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) return undefined
  if (Number(expires) * 1000 < now) return undefined
  return publicUrlFor(key)
}
