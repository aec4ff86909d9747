import { createHash } from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import { contentTypeFor, isSafeKey, type ObjectStorage } from './storage.ts'

export interface S3Settings {
  /** Base URL of the S3-compatible service, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

export interface S3StorageOptions {
  /** The fetch that sends the signed requests (tests wrap it to inspect them). */
  fetch?: (request: Request) => Promise<Response>
  /** Gives up on one request after this long. */
  timeoutMs?: number
  /** Further tries after a network error, a 5xx or a 429; every operation here is idempotent. */
  retries?: number
}

export class S3StorageError extends Error {
  override name = 'S3StorageError'
  constructor(message: string, options?: ErrorOptions & { status?: number; code?: string | undefined }) {
    super(message, options)
    this.status = options?.status
    this.code = options?.code
  }
  /** The HTTP status and S3 error code, when the service answered. */
  readonly status: number | undefined
  readonly code: string | undefined
}

/**
 * An S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`) so that MinIO, Ceph, R2, B2 and
 * AWS itself all work, with every request signed by AWS Signature Version 4 (aws4fetch). The bucket stays
 * private: images are still served through `/uploads/:key`, so URLs are the same whichever driver stores them.
 */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  })
  const send = options.fetch ?? ((request: Request) => fetch(request))
  const timeoutMs = options.timeoutMs ?? 15_000
  const retries = options.retries ?? 2
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`

  async function request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    init: { body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let failure: unknown
      try {
        // Signed anew on every try: the signature carries the time.
        const signed = await client.sign(`${bucketUrl}/${key}`, {
          method,
          headers: init.headers,
          body: init.body === undefined ? undefined : new Uint8Array(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        })
        const response = await send(signed)
        if (response.status < 500 && response.status !== 429) return response
        failure = await describeFailure(method, key, response)
      } catch (error) {
        failure = error
      }
      if (attempt >= retries) {
        throw failure instanceof S3StorageError
          ? failure
          : new S3StorageError(`S3 ${method} ${key} failed: ${(failure as Error)?.message ?? failure}`, {
              cause: failure,
            })
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt))
    }
  }

  return {
    async put(key, body, contentType) {
      if (!isSafeKey(key)) throw new Error(`Refusing to store unsafe key ${key}`)
      const response = await request('PUT', key, {
        body,
        headers: {
          'Content-Type': contentType,
          // The payload's own hash, signed: the bucket refuses bytes that changed on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
        },
      })
      if (!response.ok) throw await describeFailure('PUT', key, response)
      await response.body?.cancel()
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      const response = await request('GET', key)
      if (response.status === 404) {
        // A missing bucket is a configuration error, not a missing image.
        const failure = await describeFailure('GET', key, response)
        if (failure.code === 'NoSuchBucket') throw failure
        return null
      }
      if (!response.ok) throw await describeFailure('GET', key, response)
      // The type follows from the key, as on disk: whatever the bucket says, only image types are served.
      return { body: Buffer.from(await response.arrayBuffer()), contentType: contentTypeFor(key) }
    },
    async delete(key) {
      if (!isSafeKey(key)) throw new Error(`Refusing to delete unsafe key ${key}`)
      const response = await request('DELETE', key)
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      // S3 answers 204 whether or not the key existed; some compatible servers answer 404 for a missing one.
      const failure = await describeFailure('DELETE', key, response)
      if (response.status !== 404 || failure.code === 'NoSuchBucket') throw failure
    },
  }
}

/** An error naming the operation, the status and S3's error code (never the credentials). */
async function describeFailure(method: string, key: string, response: Response): Promise<S3StorageError> {
  const text = await response.text().catch(() => '')
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1]
  return new S3StorageError(`S3 ${method} ${key} failed: ${response.status}${code ? ` ${code}` : ''}`, {
    status: response.status,
    code,
  })
}
