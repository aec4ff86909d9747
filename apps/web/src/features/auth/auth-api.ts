import type { ErrorCode, RegisterForm, Role, SecondFactor } from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { ApiError, accessToken, apiRequest } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import type * as authSchemas from './auth-schemas.ts'

export type Session = NonNullable<z.infer<typeof authSchemas.sessionSchema>>

// Every page asks for the session: the schemas come in their own chunk (see ResponseSchema).
const schema =
  <K extends keyof typeof authSchemas>(name: K) =>
  async () =>
    (await import('./auth-schemas.ts'))[name]
const anything = schema('anything')

export async function fetchSession(): Promise<Session | null> {
  // A signed-out visitor's answer, null, needs no check: their pages load neither zod nor these schemas.
  return (await apiRequest('/auth/get-session', { schema: schema('sessionSchema'), acceptsNull: true })).data
}

/**
 * The password step: `twoFactor` when the account asks for a code next (the pending sign-in is a cookie of the
 * answer, whose headers a form's action passes on to the browser).
 */
export async function signInWithPassword(email: string, password: string) {
  const { data, headers } = await apiRequest('/auth/sign-in/email', {
    method: 'POST',
    body: { email, password },
    schema: schema('passwordSignInSchema'),
  })
  return { twoFactor: data.twoFactorRedirect === true, headers }
}

/** The second step of a sign-in: Better Auth's session cookie once the code checks. */
export function verifySecondFactor(kind: SecondFactor, code: string) {
  return apiRequest(`/auth/two-factor/verify-${kind}`, { method: 'POST', body: { code }, schema: anything })
}

export async function signUpWithPassword(form: RegisterForm & { image: string }): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: form, schema: anything })
}

export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {}, schema: anything })
}

/** Starts a social sign-in: the browser leaves for the provider and comes back to `callbackURL`. */
export async function startSocialSignIn(provider: string, callbackURL: string): Promise<void> {
  const { data } = await apiRequest('/auth/sign-in/social', {
    method: 'POST',
    body: { provider, callbackURL, errorCallbackURL: '/login?social=failed' },
    schema: schema('redirectSchema'),
  })
  window.location.assign(data.url)
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: paths.resetPassword },
    schema: anything,
  })
}

export async function resetPassword(
  token: string,
  { password, removePasskeys }: { password: string; removePasskeys: boolean },
): Promise<void> {
  await apiRequest('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword: password, removePasskeys },
    schema: anything,
  })
}

/** The original client's login step (docs/decisions/0004): trade the session for the access-token and keep it as `access-token`. */
export async function fetchAccessToken(email: string): Promise<void> {
  const { data } = await apiRequest('/jwt', {
    method: 'POST',
    body: { email },
    schema: schema('tokenResponseSchema'),
  })
  accessToken.set(data.token)
}

export async function saveOwnUser(user: { email: string; name?: string; photoURL?: string | null }) {
  return (await apiRequest('/users', { method: 'POST', body: user, schema: schema('userRecordSchema') })).data
}

export async function fetchRole(email: string) {
  return (
    await apiRequest(`/users/role/${encodeURIComponent(email)}`, { schema: schema('roleResponseSchema') })
  ).data.role
}

/** What the signed-in person may do: their role, and whether the server waits for them to set up two-factor first. */
export interface Standing {
  role: Role
  /** REQUIRE_2FA_FOR lists their role and they have no authenticator app yet: the API refuses everything else. */
  mustEnrolTwoFactor: boolean
}

// ERROR_CODES.twoFactorRequired, spelled out: every page asks for the session, and the contract's values would
// bring zod into the home page's scripts.
const TWO_FACTOR_REQUIRED: ErrorCode = 'two_factor_required'

/** The session's standing: the role as the API tells it, or, while it refuses them until they enrol, the session's. */
export async function fetchStanding(session: Session): Promise<Standing> {
  try {
    return { role: await fetchRole(session.user.email), mustEnrolTwoFactor: false }
  } catch (error) {
    if (error instanceof ApiError && error.code === TWO_FACTOR_REQUIRED)
      return { role: session.user.role, mustEnrolTwoFactor: true }
    throw error
  }
}

/** The caller's own user record (My Profile). */
export const ownRecordQuery = () =>
  queryOptions({
    queryKey: ['users', 'me'],
    queryFn: async () => (await apiRequest('/users/me', { schema: schema('userRecordSchema') })).data,
  })

/** Which social sign-ins this server offers; it does not change while the page is open. */
export const signInOptionsQuery = () =>
  queryOptions({
    queryKey: ['sign-in-options'],
    queryFn: async () =>
      (await apiRequest('/sign-in-options', { schema: schema('signInOptionsSchema') })).data,
    staleTime: Number.POSITIVE_INFINITY,
  })
