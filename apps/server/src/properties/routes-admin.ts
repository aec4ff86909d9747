import { createRoute } from '@hono/zod-openapi'
import {
  adminPropertyQuerySchema,
  modifiedCountSchema,
  propertyListSchema,
  verifyPropertySchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  cappedTotalCountHeaders,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { sendDataPage } from '../http/paging.ts'
import { idParamSchema } from './routes-public.ts'
import type { PropertyService } from './service.ts'

// Manage Properties and Advertise: admins see every listing and decide its verification and advertising.

export function createAdminPropertyRoutes(service: PropertyService, authenticate: MiddlewareHandler<AppEnv>) {
  const adminOnly = [authenticate, requireRole('admin')]

  const listAll = createRoute({
    method: 'get',
    path: '/properties',
    operationId: 'listAllProperties',
    tags: ['Properties'],
    summary:
      'Every listing of any status and agent, newest first; filter by status, search title or location (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { query: adminPropertyQuerySchema },
    responses: {
      200: {
        ...jsonContent(propertyListSchema, 'One page of listings, in .data'),
        headers: cappedTotalCountHeaders,
      },
      400: errorResponse('Invalid status, search, page or limit'),
      ...authErrorResponses,
    },
  })

  const verify = createRoute({
    method: 'patch',
    path: '/properties/verify/{id}',
    operationId: 'verifyProperty',
    tags: ['Properties'],
    summary: 'Verify or reject a pending listing (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: {
      params: idParamSchema,
      body: { required: true, ...jsonContent(verifyPropertySchema, 'The decision') },
    },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Decided'),
      400: errorResponse('Invalid id or status'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
      409: errorResponse('The listing is no longer pending'),
    },
  })

  const advertise = createRoute({
    method: 'patch',
    path: '/properties/advertise/{id}',
    operationId: 'advertiseProperty',
    tags: ['Properties'],
    summary:
      'Advertise a verified listing of an agent not marked fraud on the home page (admin); modifiedCount is 0 when it already was',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { params: idParamSchema },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Advertised (1), or already advertised (0)'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
      409: errorResponse('Not verified, or its agent is marked fraud'),
    },
  })

  const withdraw = createRoute({
    method: 'delete',
    path: '/properties/advertise/{id}',
    operationId: 'withdrawAdvertisement',
    tags: ['Properties'],
    summary: 'Withdraw an advertisement (admin); modifiedCount is 0 when it was not advertised',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { params: idParamSchema },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Withdrawn (1), or was not advertised (0)'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
    },
  })

  return createRouter()
    .openapi(listAll, async (c) => sendDataPage(c, await service.all(c.req.valid('query'))))
    .openapi(verify, async (c) =>
      c.json(await service.decide(c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(advertise, async (c) =>
      c.json(await service.advertise(c.get('caller'), c.req.valid('param').id), 200),
    )
    .openapi(withdraw, async (c) =>
      c.json(await service.withdraw(c.get('caller'), c.req.valid('param').id), 200),
    )
}
