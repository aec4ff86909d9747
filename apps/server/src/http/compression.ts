import { Duplex } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** Below this many bytes compressing saves less than its own framing and time cost. */
export const COMPRESS_FROM_BYTES = 1024

type Encoding = 'br' | 'gzip'

/**
 * The encoding the client accepts with the highest weight (RFC 9110 12.5.3), brotli first on a tie; none for
 * a missing header or one that refuses both.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a))
  return weightOf(best) > 0 ? best : undefined
}

// Brotli's default (11) is for files compressed once; an answer is compressed each time it is sent, and 4
// gives most of the saving in a small part of the time.
const compressor = (encoding: Encoding) =>
  Duplex.toWeb(
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip(),
  ) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>

/**
 * Compresses the API's JSON answers with brotli or gzip when the request accepts one and the body is at least
 * COMPRESS_FROM_BYTES. Only JSON: calendars and CSV files go as they are, and so do pages (their assets are
 * compressed at build time). A download (Content-Disposition) may be streamed: it is compressed as it streams,
 * never read whole first; any other JSON answer is in memory already and is measured.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      !/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '') ||
      /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return
    res.headers.append('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    let body: ReadableStream<Uint8Array> | Uint8Array = res.body
    const length = res.headers.get('Content-Length')
    if (length !== null) {
      if (Number(length) < COMPRESS_FROM_BYTES) return
    } else if (!res.headers.has('Content-Disposition')) {
      body = new Uint8Array(await res.arrayBuffer())
      if (body.byteLength < COMPRESS_FROM_BYTES) {
        c.res = new Response(body, res)
        return
      }
    }
    const stream = body instanceof Uint8Array ? new Response(body).body : body
    if (!stream) return
    c.res = new Response(stream.pipeThrough(compressor(encoding)), res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
  }
}
