import { createRoute } from '@hono/zod-openapi'
import { healthSchema } from '@keyhaven/contract'
import { createRouter, jsonContent } from '../http/openapi.ts'

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Health'],
  summary: 'Liveness and database reachability',
  responses: {
    200: jsonContent(healthSchema, 'The server and its database are up'),
    503: jsonContent(healthSchema, 'The database cannot be reached'),
  },
})

export function createHealthRoutes(pingDatabase: () => Promise<boolean>) {
  return createRouter().openapi(health, async (c) => {
    if (await pingDatabase()) return c.json({ status: 'ok' as const, db: 'up' as const }, 200)
    return c.json({ status: 'degraded' as const, db: 'down' as const }, 503)
  })
}
