import { timingSafeEqual } from 'node:crypto'
import { createOTP } from '@better-auth/utils/otp'
import type { Role } from '@keyhaven/contract'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
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

// Better Auth's plugin defaults (its TOTP endpoints use the same), and its window: a code of the step before or
// after the current one is accepted too, for clocks a little apart.
const TOTP_DIGITS = 6
const TOTP_PERIOD_SECONDS = 30
const TOTP_WINDOW_STEPS = 1

const sameCode = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

/** The 30-second step whose code `code` is, within the window around now, or null. */
async function stepOfCode(totpSecret: string, code: string): Promise<number | null> {
  const otp = createOTP(totpSecret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS })
  const now = Math.floor(Date.now() / (TOTP_PERIOD_SECONDS * 1000))
  let found: number | null = null
  // Every step is computed, so the time taken does not tell which one matched.
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++)
    if (sameCode(code, await otp.hotp(step)) && found === null) found = step
  return found
}

/**
 * `used`: a code of the person's verified authenticator app, but of a step no later than one that already signed
 * in or proved it was them. A code is a one-time password: seen once (over a shoulder, by a phishing page that
 * passes it on), it must not let anyone in again within its window.
 */
export type CodeClaim = 'claimed' | 'used' | 'wrong'

/**
 * Spends `code` if it is a current code of the person's verified authenticator app (its secret is encrypted
 * with the server's secret, as Better Auth keeps it) not used before: its step is recorded in one conditional
 * update, so two requests with the same code cannot both have it.
 */
export async function claimTwoFactorCode(
  db: Database,
  secret: string,
  userId: string,
  code: string,
): Promise<CodeClaim> {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))
  if (!row) return 'wrong'
  const step = await stepOfCode(await symmetricDecrypt({ key: secret, data: row.secret }), code)
  if (step === null) return 'wrong'
  const claimed = await db
    .update(twoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: twoFactors.id })
  return claimed.length > 0 ? 'claimed' : 'used'
}
