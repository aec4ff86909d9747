import { activeSessionSchema, passkeySchema } from '@keyhaven/contract'
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser'
import { z } from 'zod'

// The answers api.ts checks, in a chunk of their own: the profile's forms import api.ts, and zod would otherwise
// come with the page's first scripts (the lists are read by the profile's loader, on the server).

export const activeSessionsSchema = z.array(activeSessionSchema)
export const passkeysSchema = z.array(passkeySchema)
/** The passkey plugin's registration options (WebAuthn's JSON), handed to the browser as they are. */
export const registrationOptionsSchema = z.custom<PublicKeyCredentialCreationOptionsJSON>(
  (options) => typeof options === 'object' && options !== null && 'challenge' in options,
)
