import { roleSchema } from '@keyhaven/contract'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { z } from 'zod'

export {
  roleResponseSchema,
  signInOptionsSchema,
  tokenResponseSchema,
  uploadResultSchema,
  userRecordSchema,
} from '@keyhaven/contract'

// Better Auth's own answers, which the contract does not describe.
export const sessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.string().nullish(),
      role: roleSchema,
      twoFactorEnabled: z.boolean().nullish(),
      /** The language the person chose (PUT /users/me/language), if any. */
      language: z.string().nullish(),
    }),
    session: z.object({ id: z.string(), expiresAt: z.string() }),
  })
  .nullable()

export const anything = z.unknown()
/** The password step of a sign-in: Better Auth asks for the second factor instead of signing in. */
export const passwordSignInSchema = z.looseObject({ twoFactorRedirect: z.boolean().optional() })
export const redirectSchema = z.object({ url: z.string(), redirect: z.boolean().optional() })
/** The passkey plugin's sign-in options (WebAuthn's JSON), handed to the browser as they are. */
export const passkeyOptionsSchema = z.custom<PublicKeyCredentialRequestOptionsJSON>(
  (options) => typeof options === 'object' && options !== null && 'challenge' in options,
)
