import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

// What a phone's authenticator app would compute from the setup key Keyhaven displays (base32, in groups of
// four), by Better Auth's own TOTP implementation.

const appFor = (setupKey: string) =>
  createOTP(base32.decode(setupKey.replace(/\s+/g, '')), { digits: 6, period: 30 })

/** The code the app shows now. */
export const totpCodeFor = (setupKey: string): Promise<string> => appFor(setupKey).totp()

/** A code the app shows neither now nor in the steps either side (which the server also accepts). */
export async function wrongCodeFor(setupKey: string): Promise<string> {
  const app = appFor(setupKey)
  const step = Math.floor(Date.now() / 30_000)
  const accepted = new Set(await Promise.all([-2, -1, 0, 1, 2].map((offset) => app.hotp(step + offset))))
  let wrong = 0
  while (accepted.has(String(wrong).padStart(6, '0'))) wrong += 1
  return String(wrong).padStart(6, '0')
}
