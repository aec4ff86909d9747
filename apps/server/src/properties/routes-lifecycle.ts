import { createRoute } from '@hono/zod-openapi'
import { lifecycleResultSchema, requestChangesSchema } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { ApiError } from '../http/errors.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { LifecycleService } from './lifecycle.ts'
import { idParamSchema } from './routes-public.ts'
import { FRAUD_REFUSAL } from './service.ts'

// A listing's way through review and the market (docs/decisions/0018-listing-lifecycle.md): its agent submits,
// withdraws and renews it; an admin sends it back for changes.

/** A fraud agent hears why, rather than a generic role refusal. */
const refuseFraud: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('caller').role === 'fraud') throw new ApiError(403, FRAUD_REFUSAL)
  await next()
}

export function createLifecycleRoutes(service: LifecycleService, authenticate: MiddlewareHandler<AppEnv>) {
  const agentOnly = [authenticate, refuseFraud, requireRole('agent')]

  /** An agent's action on their own listing, by id, answering the status it leads to. */
  const agentAction = (
    path: string,
    operationId: string,
    summary: string,
    description: string,
    conflict: string,
  ) =>
    createRoute({
      method: 'post',
      path,
      operationId,
      tags: ['Properties'],
      summary,
      description,
      security: bearerSecurity,
      middleware: agentOnly,
      request: { params: idParamSchema },
      responses: {
        200: jsonContent(lifecycleResultSchema, 'Done: the status the listing now has'),
        400: errorResponse(
          'Invalid id, or (submit) a field of the listing breaks a rule (the message names it)',
        ),
        ...authErrorResponses,
        404: errorResponse('No such property (or a draft of someone else)'),
        409: errorResponse(conflict),
      },
    })

  const submit = agentAction(
    '/properties/{id}/submit',
    'submitProperty',
    'Send a draft, or a withdrawn, expired or changes-requested listing, to review (its agent)',
    "Every rule of a new listing (POST /properties without draft) is checked first: a 400 names the first field to mend. The listing is then pending, in the admins' review queue.",
    'The listing is not a draft, withdrawn, expired or changes-requested',
  )
  const withdraw = agentAction(
    '/properties/{id}/withdraw',
    'withdrawProperty',
    'Take an active listing off the market (its agent)',
    'The listing leaves every public list and search, the map, the advertisement and saved-search alerts; POST /properties/{id}/submit sends it to review again.',
    'The listing is not active: under offer (an accepted offer), sold, let, or not listed',
  )
  const renew = agentAction(
    '/properties/{id}/renew',
    'renewProperty',
    'Renew a listing (its agent): an active one is listed for another LISTING_DAYS; an expired one goes back to review',
    'A listing expires LISTING_DAYS (default 180) after it was verified or last renewed; its agent is e-mailed a week before.',
    'The listing is neither active nor expired',
  )

  const requestChanges = createRoute({
    method: 'patch',
    path: '/properties/{id}/request-changes',
    operationId: 'requestPropertyChanges',
    tags: ['Properties'],
    summary: 'Send a listing in review back to its agent with what to change (admin)',
    description:
      'The agent is notified (in the app and by e-mail) with the reason, edits the listing and submits it again. The audit trail records it. Reject (PATCH /properties/verify/{id}) stays for what should never be listed.',
    security: bearerSecurity,
    middleware: [authenticate, requireRole('admin')],
    request: {
      params: idParamSchema,
      body: { required: true, ...jsonContent(requestChangesSchema, 'What to change') },
    },
    responses: {
      200: jsonContent(lifecycleResultSchema, 'Sent back: changes requested'),
      400: errorResponse('Invalid id, or no reason'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
      409: errorResponse('The listing is not waiting for review'),
    },
  })

  return createRouter()
    .openapi(submit, async (c) => c.json(await service.submit(c.get('caller'), c.req.valid('param').id), 200))
    .openapi(withdraw, async (c) =>
      c.json(await service.withdraw(c.get('caller'), c.req.valid('param').id), 200),
    )
    .openapi(renew, async (c) => c.json(await service.renew(c.get('caller'), c.req.valid('param').id), 200))
    .openapi(requestChanges, async (c) =>
      c.json(
        await service.requestChanges(c.get('caller'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
}
