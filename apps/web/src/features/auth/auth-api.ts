import type { ErrorCode, Role } from '@keyhaven/contract'
import type { z } from 'zod'
import { ApiError, accessToken, apiRequest } from '../../lib/api-client.ts'
import type * as authSchemas from './auth-schemas.ts'

export type Session = NonNullable<z.infer<typeof authSchemas.sessionSchema>>

// What every page asks of Better Auth and the API: the session, its access-token and role, the sign-out (the
// other pages' calls are in sign-in-api.ts). The schemas come in their own chunk (see ResponseSchema).

/** An answer schema of auth-schemas.ts, imported with the first answer. */
export const authSchema =
  <K extends keyof typeof authSchemas>(name: K) =>
  async () =>
    (await import('./auth-schemas.ts'))[name]
const schema = authSchema
export const anything = schema('anything')

export async function fetchSession(): Promise<Session | null> {
  // A signed-out visitor's answer, null, needs no check: their pages load neither zod nor these schemas.
  return (await apiRequest('/auth/get-session', { schema: schema('sessionSchema'), acceptsNull: true })).data
}

export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {}, schema: anything })
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
