import { createRoute } from '@hono/zod-openapi'
import { FEATURED_AGENTS_COUNT, featuredAgentSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { createRouter, jsonContent } from '../http/openapi.ts'
import { readDb } from '../http/read-routing.ts'
import type { AgentService } from './service.ts'

const featuredAgents = createRoute({
  method: 'get',
  path: '/agents/featured',
  operationId: 'listFeaturedAgents',
  security: [],
  tags: ['Agents'],
  summary: `The ${FEATURED_AGENTS_COUNT} agents with the most sales`,
  responses: { 200: jsonContent(z.array(featuredAgentSchema), 'Agents ranked by properties sold') },
})

export function createAgentRoutes(service: AgentService) {
  return createRouter().openapi(featuredAgents, async (c) =>
    c.json(await service.featured(FEATURED_AGENTS_COUNT, readDb(c)), 200),
  )
}
