import { apiFile, apiRequest } from '../../lib/api-client.ts'
import { anything, fetchSession } from '../auth/auth-api.ts'

const schemas = () => import('./account-schemas.ts')

/**
 * The caller's active sessions (Better Auth's own list), most recently used first, and which one is this (My
 * Profile's loader). Their tokens stay out of the page: signing one out posts its id to the profile's action,
 * which looks the token up.
 */
export async function fetchSessions() {
  const [{ data }, current] = await Promise.all([
    apiRequest('/auth/list-sessions', {
      schema: async () => (await schemas()).activeSessionsSchema,
    }),
    fetchSession(),
  ])
  const sessions = data
    .map(({ token: _token, ...session }) => session)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  return { sessions, currentId: current?.session.id ?? null }
}

export type ActiveSessions = Awaited<ReturnType<typeof fetchSessions>>

// Passkeys: Better Auth's passkey plugin; the browser's part loads only when used.

/** The caller's passkeys, newest first (My Profile's loader). */
export async function fetchPasskeys() {
  const { data } = await apiRequest('/auth/passkey/list-user-passkeys', {
    schema: async () => (await schemas()).passkeysSchema,
  })
  return [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/**
 * Makes a passkey on this device, once the profile's action took the password or a code typed again (the server
 * adds none on a session alone): the server's challenge, the browser's own passkey dialog, the answer checked.
 */
export async function registerPasskey(name: string) {
  const [{ startRegistration }, { data: optionsJSON }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('/auth/passkey/generate-register-options', {
      schema: async () => (await schemas()).registrationOptionsSchema,
    }),
  ])
  const response = await startRegistration({ optionsJSON })
  return apiRequest('/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, ...(name !== '' && { name }) },
    schema: anything,
  })
}

/** Everything Keyhaven holds about the caller, as a JSON file (their download's resource route passes it on). */
export const fetchOwnData = () => apiFile('/me/export')

/** The two-factor forms' names, for the profile's Turn off (its route hands them to two-factor-actions.server.ts). */
export { TWO_FACTOR_INTENTS } from './two-factor-intents.ts'
