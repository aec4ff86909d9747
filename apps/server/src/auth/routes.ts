import { createRoute } from '@hono/zod-openapi'
import {
  emailSignInSchema,
  emailSignUpSchema,
  type SignInOptions,
  secondFactorNeededSchema,
  signedInSchema,
  signInOptionsSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { Config } from '../config/config.ts'
import { noStore } from '../http/caching.ts'
import { ApiError } from '../http/errors.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'
import { signAccessToken } from './access-token.ts'
import type { Auth } from './auth.ts'

const issueToken = createRoute({
  method: 'post',
  path: '/jwt',
  operationId: 'issueAccessToken',
  tags: ['Auth'],
  summary: 'Exchange the signed-in session (cookie) for the access-token sent as Authorization: Bearer',
  security: [{ sessionCookie: [] }],
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
  operationId: 'getSignInOptions',
  tags: ['Auth'],
  summary: 'Which social sign-in providers this server has configured, and where passkeys work',
  security: [],
  responses: { 200: jsonContent(signInOptionsSchema, 'Available providers') },
})

// Better Auth serves these (see handler.ts); they are described here so that a client generated from the
// document can sign up, sign in and trade the session for an access-token.
const ORIGIN_NOTE =
  "Better Auth refuses a request without an Origin header when its client marks it as a fetch (Node's and browsers' fetch send Sec-Fetch-Mode): a client that is no browser sends `Origin` with this server's own address (its BASE_URL)."
const signUp = createRoute({
  method: 'post',
  path: '/auth/sign-up/email',
  operationId: 'signUpWithEmail',
  tags: ['Auth'],
  summary: 'Make an account (role user) and sign in: the answer sets the session cookie',
  description: ORIGIN_NOTE,
  security: [],
  request: { body: { required: true, ...jsonContent(emailSignUpSchema, 'The new account') } },
  responses: {
    200: jsonContent(signedInSchema, 'Signed in; Set-Cookie holds the session'),
    400: errorResponse('A field is missing or invalid (the message names it)'),
    403: errorResponse('No Origin header, or one of another site'),
    422: errorResponse('An account with this e-mail exists'),
    429: errorResponse('Too many sign-ups from this address; see Retry-After'),
  },
})

const signIn = createRoute({
  method: 'post',
  path: '/auth/sign-in/email',
  operationId: 'signInWithEmail',
  tags: ['Auth'],
  summary:
    'Sign in with e-mail and password: the answer sets the session cookie, or asks for the second factor',
  security: [],
  request: { body: { required: true, ...jsonContent(emailSignInSchema, 'The credentials') } },
  responses: {
    200: jsonContent(
      z.union([signedInSchema, secondFactorNeededSchema]),
      'Signed in (Set-Cookie holds the session), or the account has two-factor on and the code is next',
    ),
    400: errorResponse('The e-mail or password is missing or malformed'),
    401: errorResponse('Wrong e-mail or password'),
    403: errorResponse('No Origin header, or one of another site'),
    429: errorResponse('Too many attempts; see Retry-After'),
  },
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
  const router = createRouter()
  router.openAPIRegistry.registerPath(signUp)
  router.openAPIRegistry.registerPath(signIn)
  return router
    .openapi(issueToken, async (c) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers })
      if (!session) throw new ApiError(401, 'Sign in first')
      const { email } = c.req.valid('json')
      if (session.user.email.toLowerCase() !== email) {
        throw new ApiError(403, 'This e-mail is not the one you signed in with')
      }
      const token = signAccessToken(
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
