import { Hono } from 'hono'
import type { ObjectStorage } from './storage.ts'

/** Serves stored images. Keys are content-unique, so they may be cached for good. */
export function createUploadRoutes(storage: ObjectStorage) {
  return new Hono().get('/:key', async (c) => {
    const object = await storage.get(c.req.param('key'))
    if (!object) return c.json({ error: { code: 'not_found', message: 'Image not found' } }, 404)
    return c.body(new Uint8Array(object.body), 200, {
      'Content-Type': object.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
