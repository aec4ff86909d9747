import { createRoute } from '@hono/zod-openapi'
import { MAX_ANONYMOUS_UPLOAD_BYTES, MAX_UPLOAD_BYTES, uploadResultSchema } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import { clientIp } from '../auth/client-ip.ts'
import type { Config } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import { created } from '../http/created.ts'
import { fieldError } from '../http/errors.ts'
import { createdJson, createRouter, errorResponse } from '../http/openapi.ts'
import { enforceRateLimit } from '../http/rate-limit.ts'
import { assertImage, NotAnImageError, storeImage } from './images.ts'
import { photoClaimCookie } from './photo-claim.ts'
import type { ObjectStorage } from './storage.ts'

const ANONYMOUS_UPLOADS = { windowSeconds: 60 * 60, max: 10 }

const upload = createRoute({
  method: 'post',
  path: '/uploads',
  operationId: 'uploadImage',
  security: [],
  tags: ['Uploads'],
  summary:
    'Upload an image (multipart field `image`, at most 5 MB; anonymous uploads, for a profile photo at sign-up, at most 1 MB and 10 an hour, answer a cookie that sign-up needs to take the photo). It is re-encoded to WebP.',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ image: z.any().meta({ type: 'string', format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: createdJson(uploadResultSchema, 'Where the stored image is served'),
    400: errorResponse('No image, not an image, or an image that cannot be read to its end'),
    401: errorResponse('An invalid or expired token was sent'),
    413: errorResponse('The image is too large'),
    429: errorResponse("Too many uploads: the caller's hourly quota, or the anonymous limit per address"),
  },
})

export function createUploadApiRoutes(deps: {
  db: Database
  storage: ObjectStorage
  config: Config
  /** Signs the photo claim of an anonymous upload (see photo-claim.ts). */
  secret: string
  authenticate: MiddlewareHandler<AppEnv>
}) {
  const { db, storage, config, secret, authenticate } = deps
  return createRouter().openapi(upload, async (c) => {
    // A token, when sent, must be valid; without one the upload is anonymous and held to tighter limits.
    const signedIn = Boolean(c.req.header('Authorization'))
    if (signedIn) await authenticate(c, async () => {})
    const form = await c.req.parseBody().catch(() => {
      throw fieldError('image', 'send the file as multipart/form-data')
    })
    const file = form.image
    if (!(file instanceof File)) throw fieldError('image', 'a file is required')
    const limit = signedIn ? MAX_UPLOAD_BYTES : MAX_ANONYMOUS_UPLOAD_BYTES
    if (file.size > limit) {
      throw fieldError(
        'image',
        `must be at most ${limit / 1024 / 1024} MB${signedIn ? '' : ' (sign in to upload larger images)'}`,
        413,
      )
    }
    if (signedIn) {
      const quota = { windowSeconds: 60 * 60, max: config.uploadQuotaPerHour }
      await enforceRateLimit(
        db,
        `upload-user:${c.get('caller').id}`,
        quota,
        `You have uploaded ${quota.max} images in the last hour, the most allowed. Please try again later.`,
      )
    } else {
      await enforceRateLimit(
        db,
        `upload:${clientIp(c, config.trustedProxyHeader)}`,
        ANONYMOUS_UPLOADS,
        'Too many uploads. Please try again later.',
      )
    }
    const bytes = Buffer.from(await file.arrayBuffer())
    const uploadedBy = signedIn ? c.get('caller').id : null
    try {
      await assertImage(bytes)
      const stored = await storeImage(storage, bytes, { track: { db, uploadedBy } })
      // An anonymous upload is sign-up's photo: the cookie lets this client, and no other, sign up with it.
      if (!signedIn) {
        const secure = config.baseUrl.startsWith('https:')
        c.header('Set-Cookie', photoClaimCookie(stored.url, secret, { secure }), { append: true })
      }
      return created(c, stored, stored.url)
    } catch (error) {
      // Also a file whose header reads but whose pixels do not (a truncated PNG): only decoding finds it.
      if (error instanceof NotAnImageError)
        throw fieldError('image', 'the file is not a supported image (JPEG, PNG, WebP, GIF or AVIF)')
      throw error
    }
  })
}
