import { createRoute } from '@hono/zod-openapi'
import {
  agentTotalQuerySchema,
  agentTotalSchema,
  salesMonthSchema,
  soldPropertiesQuerySchema,
  soldPropertySchema,
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
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import type { createSalesService } from './service.ts'

export function createSalesRoutes(
  service: ReturnType<typeof createSalesService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const agentsAndAdmins = [authenticate, requireRole('agent', 'admin')]

  const soldProperties = createRoute({
    method: 'get',
    path: '/sold-properties',
    operationId: 'listSoldProperties',
    tags: ['Sales'],
    summary: "An agent's sold properties (bought offers), latest first: the agent's own; admins anyone's",
    security: bearerSecurity,
    middleware: agentsAndAdmins,
    request: { query: soldPropertiesQuerySchema },
    responses: {
      200: pagedJson(soldPropertySchema, 'One page of sales'),
      400: errorResponse('Invalid e-mail, page or limit'),
      ...authErrorResponses,
    },
  })

  const totalSales = createRoute({
    method: 'get',
    path: '/agent-total-sales',
    operationId: 'getAgentTotalSales',
    tags: ['Sales'],
    summary: "The sum of an agent's bought offers: the agent's own; admins anyone's",
    security: bearerSecurity,
    middleware: agentsAndAdmins,
    request: { query: agentTotalQuerySchema },
    responses: {
      200: jsonContent(agentTotalSchema, 'The total, in the configured currency'),
      400: errorResponse('Invalid e-mail'),
      ...authErrorResponses,
    },
  })

  const byMonth = createRoute({
    method: 'get',
    path: '/sales/by-month',
    operationId: 'getSalesByMonth',
    tags: ['Sales'],
    summary: "The calling agent's sales (bought offers) per month: count and amount over the last 12 months",
    description:
      'Twelve entries, oldest first, the current month last; UTC months; a month without sales has count 0 and amount 0.',
    security: bearerSecurity,
    middleware: [authenticate, requireRole('agent')],
    responses: {
      200: jsonContent(z.array(salesMonthSchema), 'The last twelve months, oldest first'),
      ...authErrorResponses,
    },
  })

  return createRouter()
    .openapi(byMonth, async (c) => c.json(await service.byMonth(c.get('caller')), 200))
    .openapi(soldProperties, async (c) =>
      sendPage(c, await service.soldProperties(c.get('caller'), c.req.valid('query'))),
    )
    .openapi(totalSales, async (c) =>
      c.json(await service.totalAmount(c.get('caller'), c.req.valid('query').email), 200),
    )
}
