import { createOTP } from '@better-auth/utils/otp'
import type { Role } from '@keyhaven/contract'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { twoFactors } from '../db/schema.ts'
import { PASSKEY_SIGN_IN_PATHS } from './passkeys.ts'

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Your account must sign in with two-factor authentication: set up an authenticator app first.'

/**
 * Better Auth's endpoints a person who must still enrol may use: reading their session, signing out, the
 * two-factor endpoints that enrol them, and every way of signing in (a stale cookie never blocks a new sign-in).
 */
const OPEN_WHILE_ENROLLING = [
  '/get-session',
  '/sign-out',
  '/two-factor/',
  '/sign-in/',
  ...PASSKEY_SIGN_IN_PATHS,
  '/sign-up/',
  '/callback/',
  '/oauth2/',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
]

export const openWhileEnrolling = (authPath: string) =>
  OPEN_WHILE_ENROLLING.some((open) => authPath === open || authPath.startsWith(open))

/** REQUIRE_2FA_FOR: whether this person may do nothing but enrol until their authenticator app is verified. */
export function mustEnrolTwoFactor(
  requiredFor: readonly Role[],
  role: string,
  twoFactorEnabled: boolean,
): boolean {
  return !twoFactorEnabled && (requiredFor as readonly string[]).includes(role)
}

// Better Auth's plugin defaults (its TOTP endpoints use the same).
const TOTP_DIGITS = 6
const TOTP_PERIOD_SECONDS = 30

/**
 * Whether `code` is the current code of the person's verified authenticator app, read as Better Auth's own
 * verify-totp reads it (its secret is encrypted with the server's secret). For checks outside a sign-in, such
 * as deleting the account, where the caller holds an access-token rather than Better Auth's cookie.
 */
export async function isCurrentTwoFactorCode(
  db: Database,
  secret: string,
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))
  if (!row) return false
  const totpSecret = await symmetricDecrypt({ key: secret, data: row.secret })
  return createOTP(totpSecret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS }).verify(code)
}
