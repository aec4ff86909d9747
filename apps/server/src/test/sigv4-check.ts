import { createHash, createHmac } from 'node:crypto'

// Test helper (imported by tests only): checks an AWS Signature Version 4 header the way S3 does, written from
// the specification apart from the client that signs our requests. The local S3-compatible test server checks
// only the access key id, so this is what proves the signatures right. Checked against AWS's own example in
// sigv4-check.unit.test.ts.

export interface SignedRequest {
  method: string
  url: string
  headers: Headers
  body: Uint8Array
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** Returns what is wrong with the request's signature, or null when it is what the secret would sign. */
export function checkSigV4(
  request: SignedRequest,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  options: { now?: Date } = {},
): string | null {
  const authorization = request.headers.get('authorization') ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!match) return `not a SigV4 S3 Authorization header: ${authorization}`
  const [, accessKeyId, date, region, signedHeaderList = '', signature] = match
  if (accessKeyId !== credentials.accessKeyId) return `signed with access key ${accessKeyId}`
  if (region !== credentials.region) return `signed for region ${region}`

  const amzDate = request.headers.get('x-amz-date') ?? ''
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(date ?? '')) return `bad x-amz-date ${amzDate}`
  const signedAt = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  )
  if (options.now && Math.abs(options.now.getTime() - signedAt) > 15 * 60 * 1000) return 'signed too long ago'

  const payloadHash = request.headers.get('x-amz-content-sha256')
  if (!payloadHash) return 'no x-amz-content-sha256 header'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(request.body))
    return 'x-amz-content-sha256 is not the hash of the body'

  const url = new URL(request.url)
  const signedHeaders = signedHeaderList.split(';')
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return `${required} is not signed`
  }
  const headerValue = (name: string) =>
    (name === 'host' ? url.host : (request.headers.get(name) ?? '')).trim().replace(/\s+/g, ' ')
  const query = [...url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonicalRequest = [
    request.method.toUpperCase(),
    url.pathname, // S3 signs the path as sent (encoded once)
    query,
    ...signedHeaders.map((name) => `${name}:${headerValue(name)}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date ?? '')
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part)
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  return expected === signature ? null : 'the signature does not match'
}
