import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Logger } from './logger.ts'

/**
 * The route pattern that answered (`/api/users/role/:email`), never the path itself: paths carry e-mail
 * addresses and ids, which have no place in logs or metric labels.
 */
export function routePattern(c: Context): string {
  return routePath(c) || 'unmatched'
}

/** Called once per request with what it took; the request log and the metrics listen. */
export type RequestObserver = (request: {
  method: string
  route: string
  status: number
  seconds: number
}) => void

/** One line per request: method, route pattern, status, time (and, through the logger, the request's id). */
export function requestLog(logger: Logger, observe?: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const seconds = (performance.now() - started) / 1000
    const route = routePattern(c)
    logger.info('request', {
      method: c.req.method,
      route,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
    })
    observe?.({ method: c.req.method, route, status: c.res.status, seconds })
  }
}
