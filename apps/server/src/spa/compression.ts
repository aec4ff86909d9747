import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
      return [name, q === undefined ? 1 : Number(q)] as const
    }),
  )
  for (const encoding of ['br', 'gzip'] as const) if ((accepted.get(encoding) ?? 0) > 0) return encoding
  return null
}

/** Compresses a page made per request (brotli at a level fast enough to run on every request). */
export function compress(body: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? toBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : toGzip(body, { level: 6 })
}
