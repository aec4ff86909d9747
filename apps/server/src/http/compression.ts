import { createHash } from 'node:crypto'
import { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
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
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }

/** A streamed download, compressed as it streams. */
const compressor = (encoding: Encoding) =>
  Duplex.toWeb(
    encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(),
  ) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Bodies up to this size have their compressed bytes kept, by content: the same answer sent again. */
const REMEMBER_UP_TO_BYTES = 64 * 1024
const REMEMBERED_BODIES = 256

/**
 * Compresses a body in memory whole, on libuv's thread pool (not on the event loop, and without the web
 * streams' per-chunk cost). An answer sent again (a kept search, a list no one has changed) is compressed once:
 * its compressed bytes are kept under a hash of its content, the least recently sent going first.
 */
function createBodyCompressor() {
  const remembered = new Map<string, Promise<Buffer>>()
  const compress = (encoding: Encoding, body: Uint8Array) =>
    encoding === 'br' ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body)
  return (encoding: Encoding, body: Uint8Array): Promise<Buffer> => {
    if (body.byteLength > REMEMBER_UP_TO_BYTES) return compress(encoding, body)
    const key = `${encoding} ${createHash('sha1').update(body).digest('base64url')}`
    const kept = remembered.get(key)
    if (kept) {
      remembered.delete(key)
      remembered.set(key, kept)
      return kept
    }
    const compressed = compress(encoding, body)
    remembered.set(key, compressed)
    compressed.catch(() => remembered.delete(key))
    if (remembered.size > REMEMBERED_BODIES) remembered.delete(remembered.keys().next().value as string)
    return compressed
  }
}

/**
 * Compresses the API's JSON answers with brotli or gzip when the request accepts one and the body is at least
 * COMPRESS_FROM_BYTES. Only JSON: calendars and CSV files go as they are, and so do pages (their assets are
 * compressed at build time). A download (Content-Disposition) may be streamed: it is compressed as it streams,
 * never read whole first; any other JSON answer is in memory already and is measured.
 */
export function compressJson(): MiddlewareHandler {
  const compressBody = createBodyCompressor()
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
    const length = res.headers.get('Content-Length')
    if (length !== null && Number(length) < COMPRESS_FROM_BYTES) return
    if (res.headers.has('Content-Disposition')) {
      c.res = new Response(res.body.pipeThrough(compressor(encoding)), res)
      c.res.headers.delete('Content-Length')
      c.res.headers.set('Content-Encoding', encoding)
      return
    }
    const body = new Uint8Array(await res.arrayBuffer())
    if (body.byteLength < COMPRESS_FROM_BYTES) {
      c.res = new Response(body, res)
      return
    }
    const compressed = await compressBody(encoding, body)
    c.res = new Response(compressed, res)
    c.res.headers.set('Content-Length', String(compressed.byteLength))
    c.res.headers.set('Content-Encoding', encoding)
  }
}
