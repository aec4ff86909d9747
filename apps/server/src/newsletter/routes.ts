import { createRoute } from '@hono/zod-openapi'
import { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
import { clientIp } from '../auth/client-ip.ts'
import type { Database } from '../db/client.ts'
import { newsletterSubscriptions } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'
import { consumeRateLimit } from '../http/rate-limit.ts'

/** Sign-ups one client address may send per hour: enough for a household, too few to flood the list. */
export const NEWSLETTER_SIGNUPS = { windowSeconds: 60 * 60, max: 10 }

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is harmless)',
  request: { body: { required: true, ...jsonContent(newsletterSignupSchema, 'The address to subscribe') } },
  responses: {
    200: jsonContent(newsletterSignupResultSchema, 'Subscribed'),
    400: errorResponse('Missing or invalid e-mail address'),
    429: errorResponse('Too many sign-ups from this address (10 an hour)'),
  },
})

export function createNewsletterRoutes(db: Database, trustedProxyHeader: string | undefined) {
  return createRouter().openapi(subscribe, async (c) => {
    const { email } = c.req.valid('json')
    const key = `newsletter:${clientIp(c, trustedProxyHeader)}`
    if (!(await consumeRateLimit(db, key, NEWSLETTER_SIGNUPS))) {
      throw new ApiError(429, 'Too many sign-ups from your address. Please try again later.')
    }
    await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing()
    return c.json({ subscribed: true as const }, 200)
  })
}
