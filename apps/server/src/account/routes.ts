import { createRoute } from '@hono/zod-openapi'
import {
  accountExportSchema,
  deleteAccountSchema,
  deletedCountSchema,
  identityProofResultSchema,
  identityProofSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/caller.ts'
import { noStore } from '../http/caching.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { streamedBody } from '../http/streaming.ts'
import type { createAccountService } from './service.ts'

export function createAccountRoutes(
  service: ReturnType<typeof createAccountService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const exportData = createRoute({
    method: 'get',
    path: '/me/export',
    operationId: 'exportMyData',
    tags: ['Users'],
    summary:
      'Everything Keyhaven holds about the caller, as a JSON download written as it is read (streamed)',
    description:
      'Profile, sessions (without their tokens), passkeys (name, kind and date, without their keys), two-factor state (without the secret or backup codes), the calendar feed (its date, without its token), wishlist, wishlist sharing and the notes written there, offers (as buyer and as agent), payments, rental applications, viewings (as buyer and as agent) and viewing hours, reviews, inquiries and their messages, notifications and e-mail choices, saved searches, listings, uploaded pictures and the newsletter subscription.',
    security: bearerSecurity,
    middleware: [authenticate],
    responses: { 200: jsonContent(accountExportSchema, 'The export'), ...authErrorResponses },
  })

  const deleteOwn = createRoute({
    method: 'delete',
    path: '/me',
    operationId: 'deleteMyAccount',
    tags: ['Users'],
    summary: "Delete the caller's own account, confirmed with its password or a current two-factor code",
    description:
      "Refused (409, with the reason) while the caller has an accepted, unpaid offer, a listing under contract or a payment being recorded, and for the only admin. Offers, sales, payments and messages in others' conversations are kept without the name or e-mail; the audit trail keeps the account id only.",
    security: bearerSecurity,
    middleware: [authenticate],
    request: {
      body: {
        required: true,
        ...jsonContent(
          deleteAccountSchema,
          'The password, or (instead) a current code of the authenticator app',
        ),
      },
    },
    responses: {
      200: jsonContent(deletedCountSchema, 'Deleted'),
      400: errorResponse('Missing or wrong password or code'),
      ...authErrorResponses,
      409: errorResponse('An accepted unpaid offer, a listing under contract, open money, or the only admin'),
      429: errorResponse('Too many password or code attempts on this account'),
    },
  })

  const proveIdentity = createRoute({
    method: 'post',
    path: '/me/identity-proof',
    operationId: 'proveIdentity',
    tags: ['Users'],
    summary: "The caller's password or a current two-factor code, typed again before adding a passkey",
    description:
      "For the next few minutes the caller's session (this access-token's, and its cookie) may add a passkey with Better Auth's passkey endpoints; without it they answer 403 IDENTITY_PROOF_REQUIRED. A code counts once. Counted by the per-account sign-in throttle.",
    security: bearerSecurity,
    middleware: [authenticate],
    request: {
      body: {
        required: true,
        ...jsonContent(
          identityProofSchema,
          'The password, or (instead) a current code of the authenticator app',
        ),
      },
    },
    responses: {
      200: jsonContent(identityProofResultSchema, 'Proved'),
      400: errorResponse('Missing or wrong password or code, or a code used already'),
      ...authErrorResponses,
      429: errorResponse('Too many password or code attempts on this account'),
    },
  })

  return (
    createRouter()
      // The proof lets this session add a passkey for a while: its answer is kept by no cache.
      .openapi(proveIdentity, async (c) => {
        noStore(c)
        return c.json(await service.proveIdentity(c.get('caller'), c.req.valid('json')), 200)
      })
      .openapi(exportData, async (c) => {
        const body = streamedBody(await service.exportData(c.get('caller')))
        const response = c.body(body, 200, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="keyhaven-export.json"',
          'Cache-Control': 'no-store',
        })
        // The streamed body is the JSON the schema describes; the router's types know only c.json for JSON.
        return response as never
      })
      .openapi(deleteOwn, async (c) =>
        c.json(await service.deleteOwn(c.get('caller'), c.req.valid('json')), 200),
      )
  )
}
