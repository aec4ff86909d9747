import { createRoute } from '@hono/zod-openapi'
import { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import { newsletterSubscriptions } from '../db/schema.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  tags: ['Newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is harmless)',
  request: { body: { required: true, ...jsonContent(newsletterSignupSchema, 'The address to subscribe') } },
  responses: {
    200: jsonContent(newsletterSignupResultSchema, 'Subscribed'),
    400: errorResponse('Missing or invalid e-mail address'),
  },
})

export function createNewsletterRoutes(db: Database) {
  return createRouter().openapi(subscribe, async (c) => {
    const { email } = c.req.valid('json')
    await db.insert(newsletterSubscriptions).values({ email: email.toLowerCase() }).onConflictDoNothing()
    return c.json({ subscribed: true as const }, 200)
  })
}
