import { onTestFinished, vi } from 'vitest'
import { pageSignInOptions } from './render-page.tsx'

// A browser that can use passkeys, for the component tests: WebAuthn's globals, with the passkey dialog
// (navigator.credentials) answering as the person's device would, until the test ends.

/** The server offers passkeys at the page's own origin (its sign-in options, which its pages bring). */
export function passkeysWorkHere() {
  pageSignInOptions({ google: false, oidc: null, passkeyOrigin: window.location.origin })
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer

const credential = (response: object) => ({
  id: 'Y3JlZA',
  rawId: bytes('cred'),
  type: 'public-key',
  response,
  authenticatorAttachment: 'platform',
  getClientExtensionResults: () => ({}),
})

/** WebAuthn in the browser; its dialog answers with a new credential, or signs with one (mock them otherwise). */
export function fakeWebAuthn() {
  const create = vi.fn(
    async (_options: unknown): Promise<unknown> =>
      credential({
        clientDataJSON: bytes('{}'),
        attestationObject: bytes('attestation'),
        getTransports: () => ['internal'],
      }),
  )
  const get = vi.fn(
    async (_options: unknown): Promise<unknown> =>
      credential({
        clientDataJSON: bytes('{}'),
        authenticatorData: bytes('authenticator'),
        signature: bytes('signature'),
        userHandle: bytes('user'),
      }),
  )
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {})
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true })
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'credentials')
    vi.unstubAllGlobals()
  })
  return { create, get }
}
