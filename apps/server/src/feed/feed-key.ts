import type { MiddlewareHandler } from 'hono'
import { digestOfBearerSecret } from '../auth/bearer-secret.ts'
import type { AppEnv } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { enforceRateLimit } from '../http/rate-limit.ts'
import { findLiveFeedKey } from './queries.ts'
import { FEED_KEY_PREFIX } from './service.ts'

export type FeedEnv = AppEnv & { Variables: { feedKeyId: string } }

const WINDOW_SECONDS = 60

export const FEED_KEY_REQUIRED = 'The feed needs a feed key: Authorization: Bearer <feed key>'
export const NOT_A_FEED_KEY = "The feed takes a feed key, never a person's sign-in"
export const FEED_KEY_REVOKED = 'This feed key is unknown or has been revoked'
export const FEED_THROTTLED = 'Too many feed requests with this key in a minute. Please wait, then go on.'

/**
 * Admits a request with a live feed key (`Authorization: Bearer <feed key>`), within the key's own rate limit
 * of `perMinute` requests; a person's access-token or session cookie is no feed key. Sets `feedKeyId`.
 */
export function requireFeedKey(db: Database, perMinute: number): MiddlewareHandler<FeedEnv> {
  return async (c, next) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) throw new ApiError(401, FEED_KEY_REQUIRED)
    if (!token.startsWith(FEED_KEY_PREFIX)) throw new ApiError(401, NOT_A_FEED_KEY)
    const key = await findLiveFeedKey(db, digestOfBearerSecret(token))
    if (!key) throw new ApiError(401, FEED_KEY_REVOKED)
    await enforceRateLimit(
      db,
      `feed-key:${key.id}`,
      { windowSeconds: WINDOW_SECONDS, max: perMinute },
      FEED_THROTTLED,
    )
    c.set('feedKeyId', key.id)
    await next()
  }
}
