import { createRoute } from '@hono/zod-openapi'
import {
  deletedCountSchema,
  idSchema,
  insertedIdSchema,
  wishlistInputSchema,
  wishlistItemSchema,
  wishlistQuerySchema,
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
import type { createWishlistService } from './service.ts'

export function createWishlistRoutes(
  service: ReturnType<typeof createWishlistService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const usersOnly = [authenticate, requireRole('user')]

  const add = createRoute({
    method: 'post',
    path: '/wishlist',
    operationId: 'addToWishlist',
    tags: ['Wishlist'],
    summary: "Add a public, unsold listing to the caller's wishlist (role user only)",
    description: 'Only propertyId is read; the summary shown in the list always comes from the listing.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { body: { required: true, ...jsonContent(wishlistInputSchema, 'The listing to add') } },
    responses: {
      201: createdJson(insertedIdSchema, "The new entry's id"),
      400: errorResponse('Invalid property id'),
      ...authErrorResponses,
      404: errorResponse('No such public listing'),
      409: errorResponse('The listing is sold, or already in the wishlist'),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/wishlist',
    operationId: 'listWishlist',
    tags: ['Wishlist'],
    summary: "The caller's own wishlist, newest first; `email` must be the caller's (admins included)",
    description:
      "Each entry carries the listing's current summary. Entries whose listing is no longer public " +
      '(rejected, or its agent marked fraud) are left out, and out of the total.',
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: wishlistQuerySchema },
    responses: {
      200: pagedJson(wishlistItemSchema, 'One page of the wishlist'),
      400: errorResponse('Invalid e-mail, page or limit'),
      ...authErrorResponses,
    },
  })

  const remove = createRoute({
    method: 'delete',
    path: '/wishlist/{id}',
    operationId: 'removeFromWishlist',
    tags: ['Wishlist'],
    summary: "Remove an entry from the caller's own wishlist",
    description: "Someone else's entry answers 404, as a missing one does.",
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: z.object({ id: idSchema }) },
    responses: {
      200: jsonContent(deletedCountSchema, 'Removed'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse("No such entry in the caller's wishlist"),
    },
  })

  return createRouter()
    .openapi(add, async (c) => {
      const body = await service.add(c.get('caller').id, c.req.valid('json').propertyId)
      return created(c, body, `/api/wishlist/${body.insertedId}`)
    })
    .openapi(list, async (c) => sendPage(c, await service.list(c.get('caller'), c.req.valid('query'))))
    .openapi(remove, async (c) =>
      c.json(await service.remove(c.get('caller').id, c.req.valid('param').id), 200),
    )
}
