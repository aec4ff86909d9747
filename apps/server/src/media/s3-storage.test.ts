import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { uploadOwners, uploads } from '../db/schema.ts'
import { DAY_MS } from '../test/factories.ts'
import { checkSigV4 } from '../test/sigv4-check.ts'
import { createTestApp, createTestContext, type TestApp, type TestContext } from '../test/test-app.ts'
import { cleanUpUnusedUploads } from './cleanup.ts'
import { openStorage } from './open-storage.ts'
import { createS3Storage, type S3Settings, S3StorageError } from './s3-storage.ts'
import type { ObjectStorage } from './storage.ts'

// A local S3-compatible server (s3rver, in this process, on a random port, over a temporary folder).
let server: S3rver
let serverDir: string
let settings: S3Settings
const BUCKET = 'keyhaven-test'

/** Every request the driver sent, as the bucket saw it, and what was wrong with its signature (if anything). */
let sent: { method: string; url: string; problem: string | null }[] = []

function inspectingFetch(request: Request): Promise<Response> {
  return request
    .clone()
    .arrayBuffer()
    .then((body) => {
      const problem = checkSigV4(
        { method: request.method, url: request.url, headers: request.headers, body: new Uint8Array(body) },
        settings,
        { now: new Date() },
      )
      sent.push({ method: request.method, url: request.url, problem })
      return fetch(request)
    })
}

beforeAll(async () => {
  serverDir = await mkdtemp(path.join(os.tmpdir(), 'keyhaven-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  // s3rver knows one account: access key S3RVER, secret S3RVER.
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  }
})
afterAll(async () => {
  await server?.close()
  if (serverDir) await rm(serverDir, { recursive: true, force: true })
})
beforeEach(() => {
  sent = []
})

const image = (background: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .png()
    .toBuffer()
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP'

describe('S3 storage driver', () => {
  let storage: ObjectStorage
  beforeAll(() => {
    storage = createS3Storage(settings, { fetch: inspectingFetch })
  })

  it('puts, gets and deletes an object, path-style, every request correctly signed', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 not really an image')
    await storage.put('abc123.webp', body, 'image/webp')
    expect(await storage.get('abc123.webp')).toEqual({ body, contentType: 'image/webp' })
    await storage.delete('abc123.webp')
    expect(await storage.get('abc123.webp')).toBeNull()

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `PUT ${settings.endpoint}/${BUCKET}/abc123.webp`,
      `GET ${settings.endpoint}/${BUCKET}/abc123.webp`,
      `DELETE ${settings.endpoint}/${BUCKET}/abc123.webp`,
      `GET ${settings.endpoint}/${BUCKET}/abc123.webp`,
    ])
    expect(sent.map((request) => request.problem)).toEqual([null, null, null, null])
  })

  it('answers null for a missing object and deletes a missing one without complaint', async () => {
    expect(await storage.get('0123456789abcdef.webp')).toBeNull()
    await expect(storage.delete('0123456789abcdef.webp')).resolves.toBeUndefined()
    await expect(storage.delete('0123456789abcdef.webp')).resolves.toBeUndefined()
  })

  it('overwrites an object under the same key (keys are content hashes, so the bytes are the same)', async () => {
    await storage.put('same.webp', Buffer.from('one'), 'image/webp')
    await storage.put('same.webp', Buffer.from('two'), 'image/webp')
    expect((await storage.get('same.webp'))?.body.toString()).toBe('two')
  })

  it('never sends a key the server did not make', async () => {
    for (const key of ['../escape.webp', 'a/b.webp', '.hidden.webp', 'x.js', 'UPPER.webp']) {
      expect(await storage.get(key)).toBeNull()
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe key/)
      await expect(storage.delete(key)).rejects.toThrow(/unsafe key/)
    }
    expect(sent).toEqual([])
  })

  it('fails with the status and S3 error code (and no secret) when the bucket refuses', async () => {
    const stranger = createS3Storage({ ...settings, accessKeyId: 'NOBODY', secretAccessKey: 'hush-hush' })
    const error = await stranger.put('abc.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(S3StorageError)
    expect((error as Error).message).toMatch(/PUT abc\.webp failed: 403 InvalidAccessKeyId/)
    expect((error as Error).message).not.toContain('hush-hush')

    const missingBucket = createS3Storage({ ...settings, bucket: 'no-such-bucket' })
    // A missing bucket is a configuration error, not a missing image.
    await expect(missingBucket.get('abc.webp')).rejects.toThrow(/GET abc\.webp failed: 404 NoSuchBucket/)
    await expect(missingBucket.delete('abc.webp')).rejects.toThrow(/404 NoSuchBucket/)
  })

  it('gives up after its retries when the service cannot be reached', async () => {
    const unreachable = createS3Storage(
      { ...settings, endpoint: 'http://127.0.0.1:9' },
      { retries: 1, timeoutMs: 2_000 },
    )
    await expect(unreachable.get('abc.webp')).rejects.toThrow(S3StorageError)
  })
})

describe('uploads through the app, stored in the bucket', () => {
  let ctx: TestContext
  let app: TestApp
  let storage: ObjectStorage

  beforeAll(async () => {
    const env = {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    }
    ctx = await createTestContext({ env })
    expect(ctx.config.s3).toEqual(settings)
    // What bootstrap builds for this configuration, and the app over it.
    storage = openStorage(ctx.config)
    app = createTestApp(ctx.database, storage, ctx.config, env)
  })
  afterAll(() => ctx?.close())

  async function upload(bytes: Buffer): Promise<string> {
    const form = new FormData()
    form.append('image', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }))
    const response = await app.request('/api/uploads', { method: 'POST', body: form })
    const text = await response.text()
    expect(response.status, text).toBe(201)
    return (JSON.parse(text) as { url: string }).url
  }

  it('POST /api/uploads stores both widths in the bucket; GET /uploads/<key> serves them', async () => {
    const url = await upload(await image('#225588'))
    expect(url).toMatch(/^\/uploads\/[a-z0-9]{32}\.webp$/)
    const key = url.slice('/uploads/'.length)

    const response = await app.request(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(isWebp(bytes)).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(1280)

    const small = await app.request(url.replace('.webp', '-640.webp'))
    expect(small.status).toBe(200)
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(640)

    // In the bucket (read with a client of its own), not on the local disk.
    const direct = createS3Storage(settings)
    expect((await direct.get(key))?.body.equals(bytes)).toBe(true)
    expect(await direct.get(key.replace('.webp', '-640.webp'))).not.toBeNull()
    const localUploads = await readdir(ctx.config.uploadsDir).catch(() => [])
    expect(localUploads).toEqual([])

    // Tracked for clean-up, as anonymous: no owner.
    const [row] = await ctx.db.select().from(uploads).where(eq(uploads.key, key))
    expect(row).toMatchObject({ key, url })
    expect(await ctx.db.select().from(uploadOwners).where(eq(uploadOwners.key, key))).toEqual([])
  })

  it('answers 404 JSON for a key the bucket does not have', async () => {
    const response = await app.request('/uploads/0123456789abcdef0123456789abcdef.webp')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('clean-up removes an unused upload from the bucket, both widths', async () => {
    const url = await upload(await image('#883311'))
    const key = url.slice('/uploads/'.length)
    await ctx.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(uploads.key, key))
    expect(await cleanUpUnusedUploads(ctx.db, storage)).toBe(1)
    expect(await storage.get(key)).toBeNull()
    expect(await storage.get(key.replace('.webp', '-640.webp'))).toBeNull()
    expect((await app.request(url)).status).toBe(404)
  })
})
