import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { expect } from 'vitest'
import { cookieFrom, postJson } from './auth-helpers.ts'
import type { TestApp } from './test-app.ts'

// Two-factor sign-in as a client does it: Better Auth's own endpoints, codes computed by a real TOTP
// implementation (Better Auth's) from the otpauth:// URI an authenticator app would scan.

const appOf = (totpURI: string) => {
  const secret = new URL(totpURI).searchParams.get('secret')
  if (!secret) throw new Error(`no secret in ${totpURI}`)
  return createOTP(base32.decode(secret), { digits: 6, period: 30 })
}

/** The current code of the authenticator app that scanned `totpURI`. */
export const totpCode = (totpURI: string): Promise<string> => appOf(totpURI).totp()

/**
 * The code the app will show next (the server accepts one step either side of now): for a second sign-in within
 * the same 30 seconds, as the current code counts once.
 */
export const nextTotpCode = (totpURI: string): Promise<string> =>
  appOf(totpURI).hotp(Math.floor(Date.now() / 30_000) + 1)

/** A code the app shows neither now nor in the steps either side (which the server also accepts). */
export async function wrongCode(totpURI: string): Promise<string> {
  const app = appOf(totpURI)
  const step = Math.floor(Date.now() / 30_000)
  const accepted = new Set(await Promise.all([-2, -1, 0, 1, 2].map((offset) => app.hotp(step + offset))))
  let wrong = 0
  while (accepted.has(String(wrong).padStart(6, '0'))) wrong += 1
  return String(wrong).padStart(6, '0')
}

export interface Enrolled {
  totpURI: string
  backupCodes: string[]
  /** The session cookie after enrolling: Better Auth replaces the session when two-factor is switched on. */
  cookie: string
}

/** Switches two-factor on for the signed-in person: enable with the password, then the app's first code. */
export async function enrolTwoFactor(app: TestApp, cookie: string, password: string): Promise<Enrolled> {
  const enabled = await postJson(app, '/api/auth/two-factor/enable', { password }, { Cookie: cookie })
  expect(enabled.status, await enabled.clone().text()).toBe(200)
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
  const verified = await postJson(
    app,
    '/api/auth/two-factor/verify-totp',
    { code: await totpCode(totpURI) },
    { Cookie: cookie },
  )
  expect(verified.status, await verified.clone().text()).toBe(200)
  return { totpURI, backupCodes, cookie: cookieFrom(verified) }
}
