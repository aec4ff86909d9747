import type { Context } from 'hono'

/** The one header Better Auth reads the client address from; set by us, never taken from the client. */
export const CLIENT_IP_HEADER = 'x-keyhaven-client-ip'

/**
 * The caller's address: behind a load balancer, the LAST entry of the trusted proxy's header (the address the
 * proxy itself saw; earlier entries are whatever the client sent), else the socket's peer address. Used for
 * rate limits, so a client cannot choose its own key.
 */
export function clientIp(c: Context, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const forwarded = c.req.header(trustedProxyHeader)?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? '127.0.0.1'
}

/** A copy of the request carrying the client address in CLIENT_IP_HEADER (any value sent by the client is dropped). */
export function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers)
  headers.set(CLIENT_IP_HEADER, ip)
  return new Request(request, { headers })
}
