import { createRoute } from '@hono/zod-openapi'
import {
  INSIGHT_MAX_IDS,
  idSchema,
  listingInsightQuerySchema,
  listingInsightSchema,
  viewRecordedSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { InsightService } from './service.ts'

export function createInsightRoutes(service: InsightService, authenticate: MiddlewareHandler<AppEnv>) {
  const recordView = createRoute({
    method: 'post',
    path: '/properties/{id}/views',
    operationId: 'recordPropertyView',
    tags: ['Insight'],
    summary: "A view of a property's details page (sent by the page once it shows the property)",
    description:
      "Counted once per visitor per UTC day, for publicly listed properties only; the agent's visits to their own listing are not counted. Answers 404 where GET /properties/{id} would.",
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: z.object({ id: idSchema }) },
    responses: {
      200: jsonContent(
        viewRecordedSchema,
        'Whether this view was counted (false: already counted today, or not counted)',
      ),
      400: errorResponse('Invalid id'),
      401: authErrorResponses[401],
      404: errorResponse('No such property, or not visible to you'),
    },
  })

  const figures = createRoute({
    method: 'get',
    path: '/properties/agent/insight',
    operationId: 'getAgentInsight',
    tags: ['Insight'],
    summary: "Views, saves and offers of the calling agent's own listings",
    description: `\`ids\`: up to ${INSIGHT_MAX_IDS} property ids, comma-separated (a page of My Added Properties). Listings that are not the caller's own are left out of the answer.`,
    security: bearerSecurity,
    middleware: [authenticate, requireRole('agent')],
    request: { query: listingInsightQuerySchema },
    responses: {
      200: jsonContent(z.array(listingInsightSchema), "The figures of the caller's listings among the ids"),
      400: errorResponse('Invalid ids'),
      ...authErrorResponses,
    },
  })

  return createRouter()
    .openapi(recordView, async (c) =>
      c.json(await service.view(c.get('caller'), c.req.valid('param').id), 200),
    )
    .openapi(figures, async (c) =>
      c.json(await service.figures(c.get('caller'), c.req.valid('query').ids), 200),
    )
}
