import { Hono } from 'hono'
import { ApiError, sendError } from '../http/errors.ts'
import type { ObjectStorage } from './storage.ts'

/** Serves stored images. Keys are content-unique, so they may be cached for good. */
export function createUploadRoutes(storage: ObjectStorage) {
  return new Hono().get('/:key', async (c) => {
    const object = await storage.get(c.req.param('key'))
    if (!object) return sendError(c, new ApiError(404, 'Image not found'))
    return c.body(new Uint8Array(object.body), 200, {
      'Content-Type': object.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    })
  })
}
