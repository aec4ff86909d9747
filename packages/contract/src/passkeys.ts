import { z } from 'zod'
import { identityProofSchema } from './account.ts'
import { text } from './common.ts'

/** The name a person gives one of their passkeys, so they can tell them apart ("Work laptop"). */
export const passkeyNameField = text({ error: 'Name must be text' })
  .trim()
  .max(60, { error: 'Name is too long (60 characters at most)' })

/**
 * One of the caller's passkeys as Better Auth's `GET /api/auth/passkey/list-user-passkeys` answers it: the
 * fields the profile shows (the answer also carries the credential's id and public key).
 */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  createdAt: z.string(),
  /** `singleDevice`, or `multiDevice` for a passkey synced between devices (a password manager, a keychain). */
  deviceType: z.string(),
  backedUp: z.boolean(),
})
export type Passkey = z.infer<typeof passkeySchema>

/** The profile's "Add a passkey": an optional name, and the password (or a current code) typed again. */
export const addPasskeyFormSchema = z.object({ name: passkeyNameField }).and(identityProofSchema)
export type AddPasskeyForm = z.infer<typeof addPasskeyFormSchema>
