import { createRoute } from '@hono/zod-openapi'
import {
  createFeedKeySchema,
  FEED_PAGE_DEFAULT,
  feedKeySchema,
  feedPageSchema,
  feedQuerySchema,
  issuedFeedKeySchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { idParamSchema } from '../properties/routes-public.ts'
import { type FeedEnv, requireFeedKey } from './feed-key.ts'
import type { FeedService } from './service.ts'

/** OpenAPI marker of the feed's own credential (registered in app.ts). */
export const feedKeySecurity = [{ feedKey: [] }]

export function createFeedRoutes(
  service: FeedService,
  options: { db: Database; authenticate: MiddlewareHandler<AppEnv>; rateLimit: number },
) {
  const adminOnly = [options.authenticate, requireRole('admin')]

  const feed = createRoute({
    method: 'get',
    path: '/feed/properties',
    tags: ['Portal feed'],
    summary:
      'Public listings and removals in RESO Data Dictionary names, OData-shaped, in modification order (feed key)',
    description: `Every publicly readable listing (open, under offer, sold or let) as a RESO Property, and every listing that was public and no longer is as a removal (ListingKey, StandardStatus Withdrawn, Expired or Delete, ModificationTimestamp; nothing else), oldest change first, then by ListingKey. Pages of $top (default ${FEED_PAGE_DEFAULT}) entries: follow @odata.nextLink while there is one; the last page's @odata.deltaLink is where the next sync starts. ListPrice is the low end of the price range, Keyhaven_ListPriceHigh its high end. A change shows once it is FEED_SETTLE_SECONDS old; a deleted listing's removal is answered for FEED_REMOVALS_DAYS. Takes a feed key, never a person's token.`,
    security: feedKeySecurity,
    middleware: [requireFeedKey(options.db, options.rateLimit)],
    request: { query: feedQuerySchema },
    responses: {
      200: jsonContent(feedPageSchema, 'One page of listings and removals, in .value'),
      400: errorResponse('Invalid modifiedSince, $top or $skiptoken'),
      401: errorResponse("No feed key, a revoked one, or a person's token"),
      429: errorResponse('Over the requests per minute of the key (FEED_RATE_LIMIT); see Retry-After'),
    },
  })

  const listKeys = createRoute({
    method: 'get',
    path: '/admin/feed-keys',
    tags: ['Portal feed'],
    summary: 'Every feed key, newest first, revoked ones too; never the key itself (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    responses: {
      200: jsonContent(z.array(feedKeySchema), 'The keys'),
      ...authErrorResponses,
    },
  })

  const issueKey = createRoute({
    method: 'post',
    path: '/admin/feed-keys',
    tags: ['Portal feed'],
    summary: 'Issue a feed key; the answer holds the key, shown this once (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { body: { required: true, ...jsonContent(createFeedKeySchema, 'Who the key is for') } },
    responses: {
      201: jsonContent(issuedFeedKeySchema, 'Issued'),
      400: errorResponse('Invalid name'),
      ...authErrorResponses,
    },
  })

  const revokeKey = createRoute({
    method: 'delete',
    path: '/admin/feed-keys/{id}',
    tags: ['Portal feed'],
    summary: 'Revoke a feed key: the feed refuses it from then on (admin); a revoked key stays revoked',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { params: idParamSchema },
    responses: {
      200: jsonContent(feedKeySchema, 'The key, revoked'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such feed key'),
    },
  })

  return createRouter<FeedEnv>()
    .openapi(feed, async (c) => c.json(await service.page(c.get('feedKeyId'), c.req.valid('query')), 200))
    .openapi(listKeys, async (c) => c.json(await service.listKeys(), 200))
    .openapi(issueKey, async (c) =>
      c.json(await service.issueKey(c.get('caller'), c.req.valid('json').name), 201),
    )
    .openapi(revokeKey, async (c) =>
      c.json(await service.revokeKey(c.get('caller'), c.req.valid('param').id), 200),
    )
}
