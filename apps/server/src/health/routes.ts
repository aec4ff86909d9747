import { createRoute } from '@hono/zod-openapi'
import { healthSchema, type Readiness, readinessSchema } from '@keyhaven/contract'
import type { DatabaseHandle } from '../db/client.ts'
import { createRouter, jsonContent } from '../http/openapi.ts'

const health = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  security: [],
  tags: ['Health'],
  summary: 'Liveness and database reachability',
  responses: {
    200: jsonContent(healthSchema, 'The server and its database are up'),
    503: jsonContent(healthSchema, 'The database cannot be reached'),
  },
})

const ready = createRoute({
  method: 'get',
  path: '/ready',
  operationId: 'getReadiness',
  security: [],
  tags: ['Health'],
  summary: 'Readiness: whether a load balancer should send this instance traffic',
  responses: {
    200: jsonContent(
      readinessSchema,
      'Database reachable, every migration applied, not shutting down (read replicas, when configured, are reported but do not decide it: the primary answers when none is in use)',
    ),
    503: jsonContent(readinessSchema, 'Not ready: the fields say why'),
  },
})

export function createHealthRoutes(
  database: Pick<DatabaseHandle, 'ping' | 'isMigrated' | 'replicas'>,
  isShuttingDown: () => boolean = () => false,
) {
  return createRouter()
    .openapi(health, async (c) => {
      if (await database.ping()) return c.json({ status: 'ok' as const, db: 'up' as const }, 200)
      return c.json({ status: 'degraded' as const, db: 'down' as const }, 503)
    })
    .openapi(ready, async (c) => {
      const up = await database.ping()
      const migrated = up && (await database.isMigrated())
      const shuttingDown = isShuttingDown()
      const body: Readiness = {
        status: up && migrated && !shuttingDown ? 'ready' : 'not_ready',
        db: up ? 'up' : 'down',
        migrations: up ? (migrated ? 'applied' : 'pending') : 'unknown',
        shuttingDown,
        ...(database.replicas && { readReplicas: database.replicas.status() }),
      }
      return c.json(body, body.status === 'ready' ? 200 : 503)
    })
}
