import { createRoute } from '@hono/zod-openapi'
import { FEATURED_AGENTS_COUNT, type FeaturedAgent, featuredAgentSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { createRouter, jsonContent } from '../http/openapi.ts'
import { readDb } from '../http/read-routing.ts'
import { selectTopSellingAgents } from './queries.ts'

/** Shown only while the marketplace has no agents at all, so a brand-new install's home page is not bare. */
export const SAMPLE_AGENTS: FeaturedAgent[] = [
  { _id: 'sample-1', name: 'Sofia Marin', email: 'sofia.marin@example.com', soldCount: 0, photoURL: null },
  {
    _id: 'sample-2',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    soldCount: 0,
    photoURL: null,
  },
  { _id: 'sample-3', name: 'Hana Sato', email: 'hana.sato@example.com', soldCount: 0, photoURL: null },
]

const featuredAgents = createRoute({
  method: 'get',
  path: '/agents/featured',
  tags: ['Agents'],
  summary: `The ${FEATURED_AGENTS_COUNT} agents with the most sales`,
  responses: { 200: jsonContent(z.array(featuredAgentSchema), 'Agents ranked by properties sold') },
})

export function createAgentRoutes() {
  return createRouter().openapi(featuredAgents, async (c) => {
    const rows = await selectTopSellingAgents(readDb(c), FEATURED_AGENTS_COUNT)
    if (rows.length === 0) return c.json(SAMPLE_AGENTS, 200)
    return c.json(
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        soldCount: row.soldCount,
        photoURL: row.image,
      })),
      200,
    )
  })
}
