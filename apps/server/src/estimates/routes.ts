import { createRoute } from '@hono/zod-openapi'
import { idSchema, propertyEstimateSchema } from '@keyhaven/contract'
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
import { listingReadDb } from '../http/read-routing.ts'
import type { EstimateService } from './service.ts'

export function createEstimateRoutes(service: EstimateService, authenticate: MiddlewareHandler<AppEnv>) {
  const getEstimate = createRoute({
    method: 'get',
    path: '/properties/{id}/estimate',
    operationId: 'getPropertyEstimate',
    tags: ['Properties'],
    summary:
      "What a home is worth: an estimate with a range from comparable homes sold (or let) nearby in the last 12 months, each with its adjustments, and the estimator's measured median error",
    description:
      "Visible to whoever may read the property itself (GET /properties/{id}). Comparables are publicly listed homes of the same listing type and category, sold (paid for) or let within 12 months, within 5 km of the home's pin, with a living area within 30 % and at most one bedroom more or fewer; the six most similar are used. Each comparable's price is adjusted for the difference in living area and bedrooms, and the estimate is their average weighted towards the nearer ones. With fewer than 3 comparables, or without a map location and living area, `estimate` is null and `reason` says why. `accuracy` is the median error of estimating each home sold (or let) in the window from the others; it is measured again when a listing's sale, letting or details change, and each UTC day.",
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: z.object({ id: idSchema }) },
    responses: {
      200: jsonContent(propertyEstimateSchema, "The home's estimate, or why there is none"),
      400: errorResponse('Invalid id'),
      401: authErrorResponses[401],
      404: errorResponse('No such property, or not visible to you'),
    },
  })

  return createRouter().openapi(getEstimate, async (c) =>
    c.json(await service.estimate(c.get('caller'), c.req.valid('param').id, listingReadDb(c)), 200),
  )
}
