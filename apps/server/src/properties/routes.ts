import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/caller.ts'
import { createRouter } from '../http/openapi.ts'
import type { LifecycleService } from './lifecycle.ts'
import { createAdminPropertyRoutes } from './routes-admin.ts'
import { createAgentPropertyRoutes } from './routes-agent.ts'
import { createLifecycleRoutes } from './routes-lifecycle.ts'
import { createPropertyDetailRoutes, createPublicPropertyRoutes } from './routes-public.ts'
import type { PropertyService } from './service.ts'

/**
 * Every /properties route. Order matters: Hono runs matching routes in the order they were added, so the
 * fixed paths (/properties/advertised, /rent, /verified, /agent) come before GET /properties/{id}.
 */
export function createPropertyRoutes(
  service: PropertyService,
  lifecycle: LifecycleService,
  authenticate: MiddlewareHandler<AppEnv>,
  throttleSearch: MiddlewareHandler<AppEnv>,
) {
  return createRouter()
    .route('/', createPublicPropertyRoutes(service, authenticate, throttleSearch))
    .route('/', createAgentPropertyRoutes(service, authenticate))
    .route('/', createAdminPropertyRoutes(service, authenticate))
    .route('/', createLifecycleRoutes(lifecycle, authenticate))
    .route('/', createPropertyDetailRoutes(service, authenticate))
}
