import type { ServerOptions } from 'node:http'

/**
 * The Node server's connection timeouts. An idle keep-alive connection stays open longer than a load balancer or
 * a client keeps one idle (HAProxy's 30 s in the cluster test, 60 s on common clouds): when the server closes it
 * first, a request already sent on it is lost (ECONNRESET, or a 502 from the balancer). Node's own 5 s most likely
 * made a browser test's request fail that way on a loaded machine. Headers may take a little longer, as Node
 * asks; a shutdown closes idle connections after a short grace (shutdown.ts).
 */
export const SERVER_OPTIONS: ServerOptions = {
  keepAliveTimeout: 65_000,
  headersTimeout: 66_000,
}
