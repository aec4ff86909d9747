import { passkey } from '@better-auth/passkey'
import { IDENTITY_PROOF_MINUTES, passkeyNameField } from '@keyhaven/contract'
import { APIError } from 'better-auth/api'
import { and, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { passkeys, sessions } from '../db/schema.ts'

/** The browser's signed answer that finishes a sign-in with a passkey. */
export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication'
/** The two steps of a sign-in with a passkey: the challenge, then the answer. */
export const PASSKEY_SIGN_IN_PATHS = ['/passkey/generate-authenticate-options', PASSKEY_SIGN_IN_PATH]
export const PASSKEY_REGISTRATION_PATH = '/passkey/verify-registration'
/** The two steps of adding a passkey: each needs a recent identity proof of the session. */
export const PASSKEY_REGISTRATION_PATHS = new Set([
  '/passkey/generate-register-options',
  PASSKEY_REGISTRATION_PATH,
])
/** The endpoints that name one of the caller's passkeys by its id (in the body). */
export const OWN_PASSKEY_PATHS = new Set(['/passkey/delete-passkey', '/passkey/update-passkey'])

const USER_NOT_VERIFIED_MESSAGE =
  'Your passkey did not confirm it was you (with a fingerprint, your face or its PIN). Use a passkey that does.'

/**
 * Every passkey must verify its user (a fingerprint, a face, a PIN) as well as prove it holds the key: a sign-in
 * with it is two factors in one, so it is never asked for the authenticator app's code as well. Both the new
 * credential and every signed answer are refused without the authenticator's "user verified" flag.
 */
function refuseUnverified(userVerified: boolean | undefined, status: 'BAD_REQUEST' | 'UNAUTHORIZED') {
  if (!userVerified)
    throw new APIError(status, { message: USER_NOT_VERIFIED_MESSAGE, code: 'USER_NOT_VERIFIED' })
}

/**
 * Better Auth's passkey plugin for the one origin where passkeys work (config.passkeyOrigin): WebAuthn's
 * relying party is its host name. Passkeys are discoverable credentials, so a sign-in needs no e-mail first.
 */
export function passkeyPlugin(origin: string) {
  return passkey({
    rpID: new URL(origin).hostname,
    rpName: 'Keyhaven',
    origin,
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    registration: {
      afterVerification: async ({ verification }) =>
        refuseUnverified(verification.registrationInfo?.userVerified, 'BAD_REQUEST'),
    },
    authentication: {
      afterVerification: async ({ verification }) =>
        refuseUnverified(verification.authenticationInfo.userVerified, 'UNAUTHORIZED'),
    },
  })
}

// WebAuthn's JSON encoding of the browser's answers (base64url strings), as far as the plugin reads them
// before it checks them: a malformed answer is a 400 naming `response` rather than an error inside the plugin.
const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url' })
const credentialAnswer = <Shape extends z.ZodRawShape>(response: Shape) =>
  z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: z.looseObject(response),
  })
const registrationAnswer = credentialAnswer({
  clientDataJSON: base64url,
  attestationObject: base64url,
  transports: z.array(z.string().max(32)).max(10).optional(),
})
const authenticationAnswer = credentialAnswer({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
})

/** Checks `value` against `schema`, refusing it with a 400 naming `field` (auth.ts's `validated`). */
type Check = (schema: z.ZodType, field: string, value: unknown) => unknown

/** Holds each passkey endpoint's input to its rule before the plugin reads it. */
export function checkPasskeyInput(
  path: string,
  body: Record<string, unknown>,
  query: Record<string, unknown>,
  check: Check,
): void {
  switch (path) {
    case '/passkey/generate-register-options':
      // The plugin lets this name stand for the person in the authenticator's own list.
      if (query.name !== undefined) check(passkeyNameField, 'name', query.name)
      return
    case PASSKEY_REGISTRATION_PATH:
      check(registrationAnswer, 'response', body.response)
      if (body.name !== undefined) check(passkeyNameField, 'name', body.name)
      return
    case PASSKEY_SIGN_IN_PATH:
      check(authenticationAnswer, 'response', body.response)
      return
    case '/passkey/update-passkey':
      check(passkeyNameField.min(1, { error: 'Name is required' }), 'name', body.name)
  }
}

/**
 * Another person's passkey is answered as one that does not exist (404), as every record of someone else is:
 * the plugin itself would tell it apart (401).
 */
export async function refuseOthersPasskey(db: Database, userId: string | undefined, id: unknown) {
  if (!userId || typeof id !== 'string' || id === '') return
  const [own] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
  if (!own) throw new APIError('NOT_FOUND', { message: 'Passkey not found', code: 'PASSKEY_NOT_FOUND' })
}

/**
 * A passkey is a way in that outlives the password, so a session cookie alone must not add one: the person typed
 * the password or a current code again within minutes (POST /api/me/identity-proof), in this very session.
 * Without a session the plugin answers itself (401).
 */
export async function refuseWithoutIdentityProof(db: Database, sessionId: string | undefined) {
  if (!sessionId) return
  const since = new Date(Date.now() - IDENTITY_PROOF_MINUTES * 60_000)
  const [proved] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.identityProvedAt, since)))
  if (!proved)
    throw new APIError('FORBIDDEN', {
      message: 'Confirm it is you first: enter your password (or a code of your authenticator app) again.',
      code: 'IDENTITY_PROOF_REQUIRED',
    })
}

/** One proof adds one passkey: another needs the password or a code again. */
export async function spendIdentityProof(db: Database, sessionId: string) {
  await db.update(sessions).set({ identityProvedAt: null }).where(eq(sessions.id, sessionId))
}
