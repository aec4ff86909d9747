import { createRoute } from '@hono/zod-openapi'
import { deletedCountSchema, idSchema, insertedIdSchema, openHouseInputSchema } from '@keyhaven/contract'
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
} from '../http/openapi.ts'
import type { createOpenHouseService } from './service.ts'

export function createOpenHouseRoutes(
  service: ReturnType<typeof createOpenHouseService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const agentsOnly = [authenticate, requireRole('agent')]

  const schedule = createRoute({
    method: 'post',
    path: '/properties/{id}/open-houses',
    operationId: 'scheduleOpenHouse',
    tags: ['Viewings'],
    summary: "Schedule an open house on one of the caller's listings (agents only)",
    description:
      "A window (30 minutes to 12 hours, starting in the future and at most 90 days ahead) in which anyone may come without booking. The listing must be verified and still on the market; a window may not overlap another of the listing, and a listing holds at most 10 still to come. It shows on the listing's cards and details (`openHouses`), and All Properties finds it with `openHouseWithinDays`. Another agent's listing answers 404.",
    security: bearerSecurity,
    middleware: agentsOnly,
    request: {
      params: z.object({ id: idSchema }),
      body: { required: true, ...jsonContent(openHouseInputSchema, 'Start and end (ISO 8601 instants)') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The open house's id"),
      400: errorResponse('Invalid id, start or end, a start in the past or too far ahead, or a bad length'),
      ...authErrorResponses,
      404: errorResponse("No such listing of the caller's"),
      409: errorResponse(
        'The listing is not on the market, has 10 open houses to come, or the window overlaps one',
      ),
    },
  })

  const cancel = createRoute({
    method: 'delete',
    path: '/properties/{id}/open-houses/{openHouseId}',
    operationId: 'cancelOpenHouse',
    tags: ['Viewings'],
    summary: "Cancel an open house of one of the caller's listings (agents only)",
    security: bearerSecurity,
    middleware: agentsOnly,
    request: { params: z.object({ id: idSchema, openHouseId: idSchema }) },
    responses: {
      200: jsonContent(deletedCountSchema, 'Cancelled'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse("No such open house on a listing of the caller's"),
    },
  })

  return createRouter()
    .openapi(schedule, async (c) => {
      const { id } = c.req.valid('param')
      const body = await service.schedule(c.get('caller'), id, c.req.valid('json'))
      return created(c, body, `/api/properties/${id}/open-houses/${body.insertedId}`)
    })
    .openapi(cancel, async (c) => {
      const { id, openHouseId } = c.req.valid('param')
      await service.cancel(c.get('caller'), id, openHouseId)
      return c.json({ deletedCount: 1 }, 200)
    })
}
