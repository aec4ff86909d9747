import { createRoute } from '@hono/zod-openapi'
import {
  deletedCountSchema,
  idSchema,
  insertedIdSchema,
  LATEST_REVIEWS_COUNT,
  modifiedCountSchema,
  paginationQuerySchema,
  publicReviewSchema,
  reviewDeleteQuerySchema,
  reviewEditSchema,
  reviewInputSchema,
  reviewSchema,
  reviewsByEmailQuerySchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import { readDb } from '../http/read-routing.ts'
import type { createReviewService } from './service.ts'

const propertyIdParamSchema = z.object({ id: z.uuid({ error: 'id must be a property id' }) })
const firstAddressParamSchema = z.object({
  propertyId: z.uuid({ error: 'propertyId must be a property id' }),
})
const reviewIdParamSchema = z.object({ id: idSchema })

export function createReviewRoutes(
  service: ReturnType<typeof createReviewService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const usersOnly = [authenticate, requireRole('user')]
  const adminOnly = [authenticate, requireRole('admin')]

  const latest = createRoute({
    method: 'get',
    path: '/reviews/latest',
    operationId: 'listLatestReviews',
    security: [],
    tags: ['Reviews'],
    summary: `The ${LATEST_REVIEWS_COUNT} newest reviews of public listings, for the home page`,
    responses: { 200: jsonContent(z.array(publicReviewSchema), 'Newest reviews first') },
  })

  const all = createRoute({
    method: 'get',
    path: '/reviews/all',
    operationId: 'listAllReviews',
    tags: ['Reviews'],
    summary: 'Every review, newest first (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { query: paginationQuerySchema },
    responses: {
      200: pagedJson(reviewSchema, 'One page of reviews'),
      400: errorResponse('Invalid page or limit'),
      ...authErrorResponses,
    },
  })

  const byReviewer = createRoute({
    method: 'get',
    path: '/reviews',
    operationId: 'listMyReviews',
    tags: ['Reviews'],
    summary: "The caller's own reviews, newest first (admins may ask for anyone's)",
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: reviewsByEmailQuerySchema },
    responses: {
      200: pagedJson(reviewSchema, 'One page of reviews'),
      400: errorResponse('Invalid e-mail, page or limit'),
      ...authErrorResponses,
    },
  })

  const ofPropertyAt = <P extends z.ZodObject>(path: string, params: P, documented: boolean) =>
    createRoute({
      method: 'get',
      path,
      ...(documented ? { operationId: 'listPropertyReviews' } : { hide: true }),
      tags: ['Reviews'],
      summary: "A listing's reviews, newest first, without reviewer e-mails",
      description:
        'A listing the public cannot see (pending, rejected, or its agent marked fraud) answers 404, ' +
        'except to an admin and to its own agent.',
      security: bearerSecurity,
      middleware: signedIn,
      request: { params, query: paginationQuerySchema },
      responses: {
        200: pagedJson(publicReviewSchema, "One page of the listing's reviews"),
        400: errorResponse('Invalid property id, page or limit'),
        ...authErrorResponses,
        404: errorResponse('No such listing (or not a public one)'),
      },
    })
  const ofProperty = ofPropertyAt('/properties/{id}/reviews', propertyIdParamSchema, true)
  // The original client's address of the same list, still served. Undocumented: its template is the one of
  // /reviews/{id} (a review), which OpenAPI tools cannot tell apart. Registered after /reviews/latest and
  // /reviews/all, which it would otherwise read as a property id.
  const ofPropertyAtFirstAddress = ofPropertyAt('/reviews/{propertyId}', firstAddressParamSchema, false)

  const add = createRoute({
    method: 'post',
    path: '/reviews',
    operationId: 'addReview',
    tags: ['Reviews'],
    summary: 'Review a public listing (role user only)',
    description:
      'Only propertyId and description are read; the title, agent, reviewer and date come from the server.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { body: { required: true, ...jsonContent(reviewInputSchema, 'The review') } },
    responses: {
      201: createdJson(insertedIdSchema, "The new review's id"),
      400: errorResponse('Invalid property id or review text'),
      ...authErrorResponses,
      404: errorResponse('No such public listing'),
      409: errorResponse('The caller has already reviewed this listing (edit that review instead)'),
    },
  })

  const edit = createRoute({
    method: 'patch',
    path: '/reviews/{id}',
    operationId: 'editReview',
    tags: ['Reviews'],
    summary: 'Edit the text of a review (its author only)',
    security: bearerSecurity,
    middleware: signedIn,
    request: {
      params: reviewIdParamSchema,
      body: { required: true, ...jsonContent(reviewEditSchema, 'The new text') },
    },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Edited'),
      400: errorResponse('Invalid id or review text'),
      ...authErrorResponses,
      404: errorResponse('No such review'),
    },
  })

  const remove = createRoute({
    method: 'delete',
    path: '/reviews/{id}',
    operationId: 'deleteReview',
    tags: ['Reviews'],
    summary: 'Delete a review: its author deletes their own, an admin any',
    description: "The optional `email` query must be the caller's own (admins: any).",
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: reviewIdParamSchema, query: reviewDeleteQuerySchema },
    responses: {
      200: jsonContent(deletedCountSchema, 'Deleted'),
      400: errorResponse('Invalid id or e-mail'),
      ...authErrorResponses,
      404: errorResponse('No such review'),
    },
  })

  return createRouter()
    .openapi(latest, async (c) => c.json(await service.latest(LATEST_REVIEWS_COUNT, readDb(c)), 200))
    .openapi(all, async (c) => sendPage(c, await service.all(c.req.valid('query'))))
    .openapi(byReviewer, async (c) =>
      sendPage(c, await service.byReviewer(c.get('caller'), c.req.valid('query'))),
    )
    .openapi(ofProperty, async (c) =>
      sendPage(
        c,
        await service.ofProperty(c.get('caller'), c.req.valid('param').id, c.req.valid('query'), readDb(c)),
      ),
    )
    .openapi(ofPropertyAtFirstAddress, async (c) =>
      sendPage(
        c,
        await service.ofProperty(
          c.get('caller'),
          c.req.valid('param').propertyId,
          c.req.valid('query'),
          readDb(c),
        ),
      ),
    )
    .openapi(add, async (c) => {
      const body = await service.add(c.get('caller'), c.req.valid('json'))
      return created(c, body, `/api/reviews/${body.insertedId}`)
    })
    .openapi(edit, async (c) =>
      c.json(await service.edit(c.get('caller'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) =>
      c.json(await service.remove(c.get('caller'), c.req.valid('param').id, c.req.valid('query').email), 200),
    )
}
