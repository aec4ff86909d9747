import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorBodySchema } from '@keyhaven/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.ts'
import { storeImage } from './images.ts'

let ctx: TestContext
let url: string

beforeAll(async () => {
  ctx = await createTestContext()
  const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  url = (await storeImage(ctx.storage, png)).url
})
afterAll(() => ctx?.close())

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP'

describe('GET /uploads/{key}', () => {
  it('serves a stored image as WebP, cacheable for good', async () => {
    expect(url).toMatch(/^\/uploads\/[a-z0-9]+\.webp$/)
    const response = await ctx.request(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(isWebp(bytes)).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(1280)
  })

  it('serves the smaller variant beside it', async () => {
    const response = await ctx.request(url.replace('.webp', '-640.webp'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect((await sharp(bytes).metadata()).width).toBe(640)
  })

  it.each([
    '/uploads/0123456789abcdef0123456789abcdef.webp',
    '/uploads/..%2Fetc',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/x.js',
    '/uploads/secret.txt',
    '/uploads/.hidden.webp',
    '/uploads/UPPER.webp',
  ])('answers 404 JSON for %s', async (path) => {
    const response = await ctx.request(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('not_found')
  })

  it('never serves a file in the uploads folder whose name is not a generated key', async () => {
    await writeFile(path.join(ctx.config.uploadsDir, 'secret.txt'), 'top secret')
    await writeFile(path.join(ctx.config.uploadsDir, 'x.js'), 'alert(1)')
    for (const name of ['secret.txt', 'x.js']) {
      const response = await ctx.request(`/uploads/${name}`)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/top secret|alert/)
    }
  })
})

describe('local storage', () => {
  it('deletes an object, and a missing one without complaint; never an unsafe key', async () => {
    const key = url.slice('/uploads/'.length).replace('.webp', '-640.webp')
    expect(await ctx.storage.get(key)).not.toBeNull()
    await ctx.storage.delete(key)
    expect(await ctx.storage.get(key)).toBeNull()
    await expect(ctx.storage.delete(key)).resolves.toBeUndefined()
    await writeFile(path.join(ctx.config.uploadsDir, 'keep.txt'), 'x')
    await expect(ctx.storage.delete('../keep.txt')).rejects.toThrow(/unsafe key/)
    await expect(ctx.storage.delete('keep.txt')).rejects.toThrow(/unsafe key/)
  })
})

describe('storeImage', () => {
  it('stores the same image twice at once (same key) without either failing', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#118844' } })
      .png()
      .toBuffer()
    const results = await Promise.all([1, 2, 3, 4].map(() => storeImage(ctx.storage, png)))
    expect(new Set(results.map((result) => result.url)).size).toBe(1)
    expect((await ctx.request(results[0]?.url ?? '')).status).toBe(200)
  })

  it('refuses bytes that are not an image', async () => {
    await expect(storeImage(ctx.storage, Buffer.from('<script>alert(1)</script>'))).rejects.toThrow()
  })

  it('strips metadata: the same pixels with different EXIF give the same key', async () => {
    const base = sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3300' } })
    const plain = await base.clone().jpeg().toBuffer()
    const tagged = await base
      .clone()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'someone' } })
      .toBuffer()
    const a = await storeImage(ctx.storage, plain)
    const b = await storeImage(ctx.storage, tagged)
    expect(b.url).toBe(a.url)
    const stored = Buffer.from(await (await ctx.request(b.url)).arrayBuffer())
    expect(stored.toString('latin1')).not.toContain('secret owner')
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
  })
})
