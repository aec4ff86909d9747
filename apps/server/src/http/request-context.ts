import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/** What every log line written while serving a request carries. */
export interface RequestContext {
  requestId: string
}

export const requestContext = new AsyncLocalStorage<RequestContext>()

export const REQUEST_ID_HEADER = 'x-request-id'
// An id a client may pick: short, and nothing that could break a log line or a header.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Gives each request an id, answered as X-Request-Id and added to every log line written while serving it.
 * An incoming X-Request-Id is kept only behind a trusted proxy (the one that sets `trustedProxyHeader`, which
 * also sets or passes the id); otherwise a client could forge other requests' ids into the log.
 */
export function requestIds(trustedProxyHeader: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const incoming = trustedProxyHeader ? c.req.header(REQUEST_ID_HEADER) : undefined
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID()
    await requestContext.run({ requestId }, async () => {
      await next()
      c.header('X-Request-Id', requestId)
    })
  }
}
