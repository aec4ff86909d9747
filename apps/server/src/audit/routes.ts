import { createRoute } from '@hono/zod-openapi'
import { auditEntrySchema, auditLogQuerySchema } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import type { createAuditService } from './service.ts'

export function createAuditRoutes(
  service: ReturnType<typeof createAuditService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const list = createRoute({
    method: 'get',
    path: '/admin/audit-log',
    operationId: 'listAuditLog',
    tags: ['Admin'],
    summary: 'The audit trail, newest first; filter by action, acting admin (e-mail) or target id (admin)',
    description:
      'Every admin action and every change of who may do what, append-only. The actor is named as the account is now; a deleted account is shown by id alone.',
    security: bearerSecurity,
    middleware: [authenticate, requireRole('admin')],
    request: { query: auditLogQuerySchema },
    responses: {
      200: pagedJson(auditEntrySchema, 'One page of audit entries'),
      400: errorResponse('Invalid action, actor, target id, page or limit'),
      ...authErrorResponses,
    },
  })
  return createRouter().openapi(list, async (c) => sendPage(c, await service.list(c.req.valid('query'))))
}
