import type { HttpBindings } from '@hono/node-server'
import { ERROR_CODES } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { ApiError, sendError } from './errors.ts'

// The probes keep answering during a drain: they are how a load balancer learns of it (/api/ready says 503).
const PROBES = new Set(['/api/health', '/api/ready'])

/**
 * While the instance drains (SIGTERM, see shutdown.ts), a request that arrives is refused before any work,
 * with 503, Retry-After and Connection: close: nothing was done, so the client (or the balancer) may send it
 * again, to another instance, even a POST. The requests already under way finish, and their answers close
 * their connections too, so keep-alive clients move on.
 */
export function refuseWhileDraining(isShuttingDown: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (isShuttingDown() && !PROBES.has(c.req.path)) {
      c.header('Connection', 'close')
      c.header('Retry-After', '1')
      return sendError(
        c,
        new ApiError(503, 'This server is shutting down. Please try again.', ERROR_CODES.shuttingDown),
      )
    }
    await next()
    if (isShuttingDown()) c.header('Connection', 'close')
  }
}

/**
 * An answer sent before its request's body has arrived in full (a 413 at the body limit, a 401 or 404 that
 * needs no body) closes the connection: kept open, the rest of that body would be taken for the client's next
 * request, or the server would drop the connection under it. `Connection: close` tells the client to send its
 * next request on a new connection; the server then closes this one in stages (http/connections.ts).
 */
export function closeAfterEarlyAnswer(): MiddlewareHandler<{ Bindings: Partial<HttpBindings> }> {
  return async (c, next) => {
    await next()
    // No Node request (app.request in tests): no connection to keep or close.
    if (c.env?.incoming?.complete === false) c.header('Connection', 'close')
  }
}
