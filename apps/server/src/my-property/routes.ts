import { createRoute } from '@hono/zod-openapi'
import { idSchema, myPropertyStateSchema } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { createMyPropertyService } from './service.ts'

export function createMyPropertyRoutes(
  service: ReturnType<typeof createMyPropertyService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const state = createRoute({
    method: 'get',
    path: '/properties/{id}/mine',
    operationId: 'getMyActivityOnProperty',
    tags: ['Properties'],
    summary:
      'What the caller has already done about a listing: wishlist entry, review, pending offer, conversation (each or null)',
    description:
      "Every signed-in role; only the caller's own rows are read, so an unknown listing answers all nulls.",
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: z.object({ id: idSchema }) },
    responses: {
      200: jsonContent(myPropertyStateSchema, "The caller's own state"),
      400: errorResponse('Invalid id'),
      401: authErrorResponses[401],
    },
  })

  return createRouter().openapi(state, async (c) =>
    c.json(await service.state(c.get('caller'), c.req.valid('param').id), 200),
  )
}
