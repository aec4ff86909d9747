import { useEffect, useState } from 'react'

// What the login page and the profile share about passkeys in this browser.

export type PasskeyAvailability =
  | { status: 'checking' }
  | { status: 'ready' }
  /** Why not, for the page to say in its language: no WebAuthn, no sign-in options on the page, none on the server, another origin. */
  | { status: 'unavailable'; reason: 'browser' | 'unchecked' | 'server' }
  | { status: 'unavailable'; reason: 'origin'; origin: string }

/** Where the server's passkeys work (`passkeyOrigin` of its sign-in options), unknown without them. */
type PasskeyOrigin = { passkeyOrigin: string | null } | undefined

/**
 * Whether passkeys work on this page: the browser has WebAuthn, and the page is open at the one origin the
 * server's passkeys belong to (browsers refuse them at an IP address). Known only once the page runs its
 * scripts: until then (and on the server) it is still being checked.
 */
export function usePasskeyAvailability(server: PasskeyOrigin): PasskeyAvailability {
  const [browser, setBrowser] = useState<{ webAuthn: boolean; origin: string } | null>(null)
  useEffect(() => {
    setBrowser({
      webAuthn: typeof window.PublicKeyCredential === 'function',
      origin: window.location.origin,
    })
  }, [])
  if (!browser) return { status: 'checking' }
  if (!browser.webAuthn) return { status: 'unavailable', reason: 'browser' }
  if (!server) return { status: 'unavailable', reason: 'unchecked' }
  const { passkeyOrigin } = server
  if (!passkeyOrigin) return { status: 'unavailable', reason: 'server' }
  if (passkeyOrigin !== browser.origin)
    return { status: 'unavailable', reason: 'origin', origin: passkeyOrigin }
  return { status: 'ready' }
}

/**
 * The browser's refusal of a passkey dialog: the person closed it, let it time out, or the device holds no
 * passkey for this site (browsers do not tell these apart, so no site can learn which passkeys a device holds).
 */
export const isPasskeyDialogDismissed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
