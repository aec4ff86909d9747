import type { MiddlewareHandler } from 'hono'
import { type ApiError, sendError } from './errors.ts'

/**
 * Refuses a request body over `maxBytes` with `refusal` (a 413), counting the bytes as they arrive: a Content-Length above
 * the limit is refused before anything is read, and a missing or lying one changes nothing, since reading
 * stops (and the stream is cancelled) at the first byte past the limit. At most `maxBytes` is ever held.
 */
export function limitBody(maxBytes: number, refusal: ApiError): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = Number(c.req.header('content-length'))
    if (declared > maxBytes) return sendError(c, refusal)
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return sendError(c, refusal)
      }
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) })
    await next()
  }
}
