import type { SecondFactor } from '@keyhaven/contract'
import { useRouteLoaderData } from 'react-router'
import { apiRequest } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import type { loader as rootLoader } from '../../root.tsx'
import { anything, authSchema as schema } from './auth-api.ts'

// The auth calls of the sign-in, account and profile pages (and their actions), apart from auth-api.ts's, which
// every page loads first.

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

export async function saveOwnUser(user: { email: string; name?: string; photoURL?: string | null }) {
  return (await apiRequest('/users', { method: 'POST', body: user, schema: schema('userRecordSchema') })).data
}

/** The caller's own user record (My Profile's loader). */
export const fetchOwnRecord = async () =>
  (await apiRequest('/users/me', { schema: schema('userRecordSchema') })).data

/**
 * The server's sign-in options (its social sign-ins, where its passkeys work), which its page brings with the
 * root's settings; none on a page without them (the error page).
 */
export const useSignInOptions = () => useRouteLoaderData<typeof rootLoader>('root')?.settings.signIn
