import { createRoute } from '@hono/zod-openapi'
import {
  applicationDecisionSchema,
  applicationInputSchema,
  applicationsQuerySchema,
  idSchema,
  insertedIdSchema,
  rentalApplicationSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import type { createApplicationService } from './service.ts'

const propertyIdParam = z.object({ id: idSchema })
const applicationIdParam = z.object({ applicationId: idSchema })

export function createApplicationRoutes(
  service: ReturnType<typeof createApplicationService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const usersOnly = [authenticate, requireRole('user')]

  const create = createRoute({
    method: 'post',
    path: '/properties/{id}/applications',
    operationId: 'applyToRent',
    tags: ['Rental applications'],
    summary: 'Apply to rent a listing (role user only)',
    description:
      'The listing must be public, for rent and not let; the caller may hold one open (submitted or shortlisted) application per rental (a database constraint). The move-in date runs from today to MAX_MOVE_IN_DAYS ahead. The rental, the renter and the status (submitted) come from the server; the agent is notified.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: {
      params: propertyIdParam,
      body: { required: true, ...jsonContent(applicationInputSchema, 'The application') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The new application's id"),
      400: errorResponse('Invalid field, or a move-in date out of bounds'),
      ...authErrorResponses,
      404: errorResponse('No such public listing'),
      409: errorResponse(
        'The listing is for sale, is already let, or the caller already has an open application for it',
      ),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/applications',
    operationId: 'listApplications',
    tags: ['Rental applications'],
    summary:
      "The caller's own applications (`as=renter`, the default) or those for the caller's rentals (`as=agent`, agents only), newest first",
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: applicationsQuerySchema },
    responses: {
      200: pagedJson(rentalApplicationSchema, 'One page of applications'),
      400: errorResponse('Invalid side, page or limit'),
      ...authErrorResponses,
    },
  })

  const decide = createRoute({
    method: 'patch',
    path: '/applications/{applicationId}',
    operationId: 'actOnApplication',
    tags: ['Rental applications'],
    summary:
      "The rental's agent shortlists, accepts or declines an open application; the renter withdraws one",
    description:
      'Accepting lets the rental: in one transaction every other open application on it is declined (each renter notified), and the rental leaves Rent Properties and search and takes no more applications. At most one application per rental is ever accepted (a database constraint). `reason` goes with decline and withdraw only. Anyone but the renter and the agent gets 404.',
    security: bearerSecurity,
    middleware: signedIn,
    request: {
      params: applicationIdParam,
      body: {
        required: true,
        ...jsonContent(applicationDecisionSchema, 'The action and an optional reason'),
      },
    },
    responses: {
      200: jsonContent(rentalApplicationSchema, 'The application after the action'),
      400: errorResponse('Invalid id, action or reason'),
      ...authErrorResponses,
      404: errorResponse('No such application of the caller or for their rental'),
      409: errorResponse('The application is no longer open (or already shortlisted), or the rental is let'),
    },
  })

  return createRouter()
    .openapi(create, async (c) => {
      const body = await service.create(c.get('caller'), c.req.valid('param').id, c.req.valid('json'))
      return created(c, body, `/api/applications/${body.insertedId}`)
    })
    .openapi(list, async (c) => sendPage(c, await service.list(c.get('caller'), c.req.valid('query'))))
    .openapi(decide, async (c) =>
      c.json(
        await service.decide(c.get('caller'), c.req.valid('param').applicationId, c.req.valid('json')),
        200,
      ),
    )
}
