import { createRoute } from '@hono/zod-openapi'
import {
  type SignInOptions,
  signInOptionsSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@keyhaven/contract'
import type { Config } from '../config/config.ts'
import { noStore } from '../http/caching.ts'
import { ApiError } from '../http/errors.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'
import { signAccessToken } from './access-token.ts'
import type { Auth } from './auth.ts'

const issueToken = createRoute({
  method: 'post',
  path: '/jwt',
  tags: ['Auth'],
  summary: 'Exchange the signed-in session (cookie) for the access-token sent as Authorization: Bearer',
  request: { body: { required: true, ...jsonContent(tokenRequestSchema, "The session's own e-mail") } },
  responses: {
    200: jsonContent(tokenResponseSchema, 'The access-token'),
    400: errorResponse('Invalid e-mail'),
    401: errorResponse('No signed-in session'),
    403: errorResponse("The e-mail is not the session's"),
  },
})

const signInOptions = createRoute({
  method: 'get',
  path: '/sign-in-options',
  tags: ['Auth'],
  summary: 'Which social sign-in providers this server has configured, and where passkeys work',
  responses: { 200: jsonContent(signInOptionsSchema, 'Available providers') },
})

/**
 * The social sign-ins this server has configured and where its passkeys work (the API's answer, and the login
 * pages' from the start).
 */
export function signInOptionsOf(config: Pick<Config, 'google' | 'oidc' | 'passkeyOrigin'>): SignInOptions {
  return {
    google: Boolean(config.google),
    oidc: config.oidc ? { name: config.oidc.name } : null,
    passkeyOrigin: config.passkeyOrigin,
  }
}

export function createAuthRoutes(auth: Auth, config: Config, secret: string) {
  return createRouter()
    .openapi(issueToken, async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers })
      if (!session) throw new ApiError(401, 'Sign in first')
      const { email } = c.req.valid('json')
      if (session.user.email.toLowerCase() !== email) {
        throw new ApiError(403, 'This e-mail is not the one you signed in with')
      }
      const token = await signAccessToken(
        {
          sub: session.user.id,
          sid: session.session.id,
          exp: Math.floor(session.session.expiresAt.getTime() / 1000),
        },
        secret,
      )
      noStore(c)
      return c.json({ token }, 200)
    })
    .openapi(signInOptions, (c) => c.json(signInOptionsOf(config), 200))
}
