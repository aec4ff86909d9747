import type { IdentityProof } from '@keyhaven/contract'
import { expect } from 'vitest'
import { TEST_PASSWORD } from './accounts.ts'
import { cookieFrom, postJson } from './auth-helpers.ts'
import {
  type AuthenticationOptions,
  type Credential,
  createCredential,
  type RegistrationOptions,
  signChallenge,
} from './passkey-authenticator.ts'
import type { TestApp } from './test-app.ts'

// Passkeys as a browser uses them: Better Auth's passkey endpoints, answered by a software authenticator.

export interface PasskeyStep {
  /** The JSON body of the step's second request. */
  body: { response: Record<string, unknown>; name?: string }
  /** The cookies it goes with: the caller's own (if any) and the plugin's signed challenge. */
  cookie: string
}

const originOf = (app: TestApp) => {
  const origin = app.config.passkeyOrigin
  if (!origin) throw new Error('this configuration offers no passkeys')
  return origin
}

const joinCookies = (...cookies: string[]) => cookies.filter((cookie) => cookie !== '').join('; ')

/**
 * Types the password (or a code) again in the session of `cookie`, as the profile's "Add a passkey" asks first:
 * POST /api/me/identity-proof with the session's access-token. Its answer.
 */
export async function proveIdentity(
  app: TestApp,
  cookie: string,
  proof: IdentityProof = { password: TEST_PASSWORD },
): Promise<Response> {
  const session = await app.request('/api/auth/get-session', { headers: { Cookie: cookie } })
  const { user } = (await session.json()) as { user: { email: string } }
  const traded = await postJson(app, '/api/jwt', { email: user.email }, { Cookie: cookie })
  expect(traded.status, await traded.clone().text()).toBe(200)
  const { token } = (await traded.json()) as { token: string }
  return postJson(app, '/api/me/identity-proof', proof, { Authorization: `Bearer ${token}` })
}

/**
 * Asks for registration options with the session cookie and answers them with a new credential (not sent yet);
 * first proves the person's identity with `proof` (the test password by default; null: none).
 */
export async function registrationStep(
  app: TestApp,
  cookie: string,
  {
    name,
    userVerified,
    proof = { password: TEST_PASSWORD },
  }: { name?: string; userVerified?: boolean; proof?: IdentityProof | null } = {},
): Promise<PasskeyStep & { credential: Credential }> {
  if (proof) {
    const proved = await proveIdentity(app, cookie, proof)
    expect(proved.status, await proved.clone().text()).toBe(200)
  }
  const options = await app.request('/api/auth/passkey/generate-register-options', {
    headers: { Cookie: cookie },
  })
  expect(options.status, await options.clone().text()).toBe(200)
  const { credential, response } = createCredential((await options.json()) as RegistrationOptions, {
    origin: originOf(app),
    userVerified,
  })
  return {
    credential,
    body: { response, ...(name !== undefined && { name }) },
    cookie: joinCookies(cookie, cookieFrom(options)),
  }
}

/** Registers a new passkey for the signed-in person: its credential, and the plugin's answer. */
export async function addPasskey(
  app: TestApp,
  cookie: string,
  options: { name?: string; userVerified?: boolean; proof?: IdentityProof | null } = {},
) {
  const step = await registrationStep(app, cookie, options)
  const response = await postJson(app, '/api/auth/passkey/verify-registration', step.body, {
    Cookie: step.cookie,
  })
  return { credential: step.credential, response }
}

/** Asks for sign-in options (no one signed in) and signs their challenge with `credential` (not sent yet). */
export async function signInStep(
  app: TestApp,
  credential: Credential,
  { userVerified }: { userVerified?: boolean } = {},
): Promise<PasskeyStep> {
  const options = await app.request('/api/auth/passkey/generate-authenticate-options')
  expect(options.status, await options.clone().text()).toBe(200)
  const response = signChallenge(credential, (await options.json()) as AuthenticationOptions, {
    origin: originOf(app),
    userVerified,
  })
  return { body: { response }, cookie: cookieFrom(options) }
}

/** Signs in with a passkey, as the login page's "Sign in with a passkey" does. */
export async function signInWithPasskey(
  app: TestApp,
  credential: Credential,
  options: { userVerified?: boolean } = {},
) {
  const step = await signInStep(app, credential, options)
  return postJson(app, '/api/auth/passkey/verify-authentication', step.body, { Cookie: step.cookie })
}
