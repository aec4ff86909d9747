import { createRoute } from '@hono/zod-openapi'
import {
  createFeedKeySchema,
  FEED_FILTERABLE_FIELDS,
  FEED_PAGE_DEFAULT,
  type FeedQuery,
  feedKeySchema,
  feedPageSchema,
  feedQuerySchema,
  issuedFeedKeySchema,
} from '@keyhaven/contract'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { noStore } from '../http/caching.ts'
import { created } from '../http/created.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { idParamSchema } from '../properties/routes-public.ts'
import { type FeedEnv, requireFeedKey } from './feed-key.ts'
import { FEED_METADATA } from './metadata.ts'
import type { FeedService } from './service.ts'

/** OpenAPI marker of the feed's own credential (registered in app.ts). */
export const feedKeySecurity = [{ feedKey: [] }]

/** What the feed reads of a request: its address, its options as checked by the contract, and every name sent. */
function feedRequest(c: Context<FeedEnv, string, { out: { query: FeedQuery } }>) {
  const url = new URL(c.req.url)
  return {
    path: url.pathname,
    params: url.searchParams,
    query: c.req.valid('query'),
    names: [...url.searchParams.keys()],
  }
}

export function createFeedRoutes(
  service: FeedService,
  options: { db: Database; authenticate: MiddlewareHandler<AppEnv>; rateLimit: number },
) {
  const adminOnly = [options.authenticate, requireRole('admin')]

  const feedKeyRequired = requireFeedKey(options.db, options.rateLimit)
  const feedResponses = {
    200: jsonContent(feedPageSchema, 'One page of listings and removals, in .value'),
    400: errorResponse(
      'A query option the feed does not take, one given twice, or an invalid $filter, $select, $orderby, $expand, $count, $top, $skip, $skiptoken or modifiedSince',
    ),
    401: errorResponse("No feed key, a revoked one, or a person's token"),
    429: errorResponse('Over the requests per minute of the key (FEED_RATE_LIMIT); see Retry-After'),
  }
  const feedDescription = `RESO Web API: every publicly readable listing (open, under offer, sold or let) as a RESO Property, and every listing that was public and no longer is as a removal (ListingKey, StandardStatus Withdrawn, Expired or Delete, ModificationTimestamp; nothing else, for $filter and $select too), oldest change first, then by ListingKey. OData's $filter (eq, ne, gt, ge, lt, le, in, and, or, not, parentheses on ${FEED_FILTERABLE_FIELDS.join(', ')}), $select, $orderby, $top, $skip, $count and $expand=Media; any other option is a 400. Pages of $top (default ${FEED_PAGE_DEFAULT}) entries: follow @odata.nextLink while there is one; in the stream's own order the last page's @odata.deltaLink is where the next sync starts. ListPrice is the high end of the price range, ListPriceLow its low end (null for a single price). A change shows once it is FEED_SETTLE_SECONDS old; a deleted listing's removal is answered for FEED_REMOVALS_DAYS. Takes a feed key, never a person's token.`

  const feedAt = (path: string, operationId: string, summary: string) =>
    createRoute({
      method: 'get',
      path,
      operationId,
      tags: ['Portal feed'],
      summary,
      description: feedDescription,
      security: feedKeySecurity,
      middleware: [feedKeyRequired],
      request: { query: feedQuerySchema },
      responses: feedResponses,
    })
  const feed = feedAt(
    '/feed/Property',
    'getFeedProperties',
    'The Property entity set: public listings and removals in RESO names, with OData query options (feed key)',
  )
  const legacyFeed = feedAt(
    '/feed/properties',
    'getFeedPropertiesAtFirstAddress',
    'The Property entity set at its first address; the same answers as /feed/Property (feed key)',
  )

  const metadata = createRoute({
    method: 'get',
    path: '/feed/$metadata',
    operationId: 'getFeedMetadata',
    tags: ['Portal feed'],
    summary: "The feed's OData $metadata: a CSDL document describing the Property entity set (feed key)",
    security: feedKeySecurity,
    middleware: [feedKeyRequired],
    responses: {
      200: { description: 'CSDL (XML)', content: { 'application/xml': { schema: z.string() } } },
      401: errorResponse("No feed key, a revoked one, or a person's token"),
      429: errorResponse('Over the requests per minute of the key (FEED_RATE_LIMIT); see Retry-After'),
    },
  })

  const listKeys = createRoute({
    method: 'get',
    path: '/admin/feed-keys',
    operationId: 'listFeedKeys',
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
    operationId: 'issueFeedKey',
    tags: ['Portal feed'],
    summary: 'Issue a feed key; the answer holds the key, shown this once (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { body: { required: true, ...jsonContent(createFeedKeySchema, 'Who the key is for') } },
    responses: {
      201: createdJson(issuedFeedKeySchema, 'Issued'),
      400: errorResponse('Invalid name'),
      ...authErrorResponses,
    },
  })

  const revokeKey = createRoute({
    method: 'delete',
    path: '/admin/feed-keys/{id}',
    operationId: 'revokeFeedKey',
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

  return (
    createRouter<FeedEnv>()
      .openapi(feed, async (c) => c.json(await service.page(c.get('feedKeyId'), feedRequest(c)), 200))
      .openapi(legacyFeed, async (c) => c.json(await service.page(c.get('feedKeyId'), feedRequest(c)), 200))
      .openapi(metadata, (c) =>
        c.body(FEED_METADATA, 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
      )
      .openapi(listKeys, async (c) => c.json(await service.listKeys(), 200))
      // The key is shown this once: no cache may keep it.
      .openapi(issueKey, async (c) => {
        const issued = await service.issueKey(c.get('caller'), c.req.valid('json').name)
        noStore(c)
        return created(c, issued, `/api/admin/feed-keys/${issued.id}`)
      })
      .openapi(revokeKey, async (c) =>
        c.json(await service.revokeKey(c.get('caller'), c.req.valid('param').id), 200),
      )
  )
}
