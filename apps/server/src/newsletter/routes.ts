import { createRoute } from '@hono/zod-openapi'
import { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
import { clientIp } from '../auth/client-ip.ts'
import { createRouter, errorResponse, jsonContent } from '../http/openapi.ts'
import type { NewsletterService } from './service.ts'

const subscribe = createRoute({
  method: 'post',
  path: '/newsletter',
  operationId: 'subscribeToNewsletter',
  security: [],
  tags: ['Newsletter'],
  summary: 'Subscribe an e-mail address to the newsletter (subscribing twice is harmless)',
  request: { body: { required: true, ...jsonContent(newsletterSignupSchema, 'The address to subscribe') } },
  responses: {
    200: jsonContent(newsletterSignupResultSchema, 'Subscribed'),
    400: errorResponse('Missing or invalid e-mail address'),
    429: errorResponse('Too many sign-ups from this address (10 an hour)'),
  },
})

export function createNewsletterRoutes(service: NewsletterService, trustedProxyHeader: string | undefined) {
  return createRouter().openapi(subscribe, async (c) => {
    await service.subscribe(c.req.valid('json').email, clientIp(c, trustedProxyHeader))
    return c.json({ subscribed: true as const }, 200)
  })
}
