import { createRoute } from '@hono/zod-openapi'
import {
  deletedCountSchema,
  idSchema,
  insertedIdSchema,
  paginationQuerySchema,
  sharedWishlistItemSchema,
  wishlistInputSchema,
  wishlistInvitationLinkSchema,
  wishlistNoteInputSchema,
  wishlistShareInputSchema,
  wishlistSharingSchema,
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
import type { createWishlistSharingService } from './sharing-service.ts'

const TAGS = ['Wishlist sharing']
const shareParams = z.object({ id: idSchema })
const itemParams = z.object({ id: idSchema, itemId: idSchema })
const noteParams = z.object({ id: idSchema, noteId: idSchema })
const NOT_SHARED = errorResponse(
  'No accepted sharing with this id of which the caller is the owner or the partner (a revoked one included)',
)

/** Searching with a partner: every route is for buyers (role user) only, on either side of the sharing. */
export function createWishlistSharingRoutes(
  service: ReturnType<typeof createWishlistSharingService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const usersOnly = [authenticate, requireRole('user')]

  const invite = createRoute({
    method: 'post',
    path: '/wishlist/shares',
    operationId: 'inviteWishlistPartner',
    tags: TAGS,
    summary: "Invite another buyer by e-mail to share the caller's wishlist (role user only)",
    description:
      'One partner per wishlist. An address with a verified buyer account gets a notification (and its e-mail); ' +
      'any other address gets an e-mail, and the invitation waits until an account with that address, verified, ' +
      'signs in.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { body: { required: true, ...jsonContent(wishlistShareInputSchema, 'Whom to invite') } },
    responses: {
      201: createdJson(insertedIdSchema, "The sharing's id"),
      400: errorResponse("Invalid address, the caller's own, or an account that is not a buyer's"),
      ...authErrorResponses,
      409: errorResponse('The caller already shares their wishlist or has invited someone'),
    },
  })

  const sharing = createRoute({
    method: 'get',
    path: '/wishlist/shares',
    operationId: 'getWishlistSharing',
    tags: TAGS,
    summary: "The caller's sharing: the invitation they sent, and the wishlists shared with them or offered",
    security: bearerSecurity,
    middleware: usersOnly,
    responses: {
      200: jsonContent(wishlistSharingSchema, 'Sent and received sharing'),
      ...authErrorResponses,
    },
  })

  const accept = createRoute({
    method: 'post',
    path: '/wishlist/shares/{id}/accept',
    operationId: 'acceptWishlistShare',
    tags: TAGS,
    summary: "Accept an invitation to the caller's verified address",
    security: bearerSecurity,
    middleware: usersOnly,
    request: { params: shareParams },
    responses: {
      200: jsonContent(wishlistSharingSchema, "The caller's sharing, with this one accepted"),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No pending invitation to the caller with this id'),
    },
  })

  const acceptLink = createRoute({
    method: 'post',
    path: '/wishlist/shares/accept-link',
    operationId: 'acceptWishlistInvitationLink',
    tags: TAGS,
    summary: "Accept the invitation whose e-mailed link the caller opened (the link's secret, good once)",
    description:
      'An invitation to an address without a verified account is e-mailed with a link; whoever opens it ' +
      "signed in to a buyer's account becomes the partner.",
    security: bearerSecurity,
    middleware: usersOnly,
    request: { body: { required: true, ...jsonContent(wishlistInvitationLinkSchema, "The link's secret") } },
    responses: {
      200: jsonContent(wishlistSharingSchema, "The caller's sharing, with this one accepted"),
      400: errorResponse('No secret, or not one of an invitation link'),
      ...authErrorResponses,
      404: errorResponse('No pending invitation with this secret (used, revoked or declined)'),
    },
  })

  const end = createRoute({
    method: 'delete',
    path: '/wishlist/shares/{id}',
    operationId: 'endWishlistShare',
    tags: TAGS,
    summary: 'End a sharing: its owner revokes it, its partner leaves, its invitee declines',
    description: "The notes of the sharing go with it; the homes stay in the owner's wishlist.",
    security: bearerSecurity,
    middleware: usersOnly,
    request: { params: shareParams },
    responses: {
      200: jsonContent(deletedCountSchema, 'Ended'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No sharing of the caller with this id'),
    },
  })

  const items = createRoute({
    method: 'get',
    path: '/wishlist/shares/{id}/items',
    operationId: 'listSharedWishlist',
    tags: TAGS,
    summary: 'One page of the shared wishlist, newest first, each home with the notes of the two partners',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { params: shareParams, query: paginationQuerySchema },
    responses: {
      200: pagedJson(sharedWishlistItemSchema, 'One page of the shared wishlist'),
      400: errorResponse('Invalid id, page or limit'),
      ...authErrorResponses,
      404: NOT_SHARED,
    },
  })

  const addItem = createRoute({
    method: 'post',
    path: '/wishlist/shares/{id}/items',
    operationId: 'addToSharedWishlist',
    tags: TAGS,
    summary: "Add a public, unsold listing to the shared wishlist (it is the owner's list)",
    security: bearerSecurity,
    middleware: usersOnly,
    request: {
      params: shareParams,
      body: { required: true, ...jsonContent(wishlistInputSchema, 'The listing to add') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The new entry's id"),
      400: errorResponse('Invalid id or property id'),
      ...authErrorResponses,
      404: errorResponse('No such sharing, or no such public listing'),
      409: errorResponse('The listing is sold, or already in the wishlist'),
    },
  })

  const removeItem = createRoute({
    method: 'delete',
    path: '/wishlist/shares/{id}/items/{itemId}',
    operationId: 'removeFromSharedWishlist',
    tags: TAGS,
    summary: 'Remove a home from the shared wishlist, with its notes',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { params: itemParams },
    responses: {
      200: jsonContent(deletedCountSchema, 'Removed'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such sharing, or no such entry in its wishlist'),
    },
  })

  const addNote = createRoute({
    method: 'post',
    path: '/wishlist/shares/{id}/items/{itemId}/notes',
    operationId: 'addSharedWishlistNote',
    tags: TAGS,
    summary: "Leave a short note on a home of the shared wishlist, in the caller's name",
    security: bearerSecurity,
    middleware: usersOnly,
    request: {
      params: itemParams,
      body: { required: true, ...jsonContent(wishlistNoteInputSchema, 'The note') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The note's id"),
      400: errorResponse('Invalid id, or a note empty or too long'),
      ...authErrorResponses,
      404: errorResponse('No such sharing, or no such entry in its wishlist'),
      409: errorResponse('The home holds as many notes as it may'),
    },
  })

  const removeNote = createRoute({
    method: 'delete',
    path: '/wishlist/shares/{id}/notes/{noteId}',
    operationId: 'removeSharedWishlistNote',
    tags: TAGS,
    summary: 'Delete a note the caller wrote',
    description: "The other partner's note answers 404, as a missing one does.",
    security: bearerSecurity,
    middleware: usersOnly,
    request: { params: noteParams },
    responses: {
      200: jsonContent(deletedCountSchema, 'Deleted'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such sharing, or no note of the caller with this id'),
    },
  })

  return createRouter()
    .openapi(invite, async (c) => {
      const body = await service.invite(c.get('caller'), c.req.valid('json').email)
      return created(c, body, `/api/wishlist/shares/${body.insertedId}`)
    })
    .openapi(sharing, async (c) => c.json(await service.sharing(c.get('caller')), 200))
    .openapi(accept, async (c) => c.json(await service.accept(c.get('caller'), c.req.valid('param').id), 200))
    .openapi(acceptLink, async (c) =>
      c.json(await service.acceptLink(c.get('caller'), c.req.valid('json').secret), 200),
    )
    .openapi(end, async (c) => c.json(await service.end(c.get('caller'), c.req.valid('param').id), 200))
    .openapi(items, async (c) =>
      sendPage(c, await service.items(c.get('caller'), c.req.valid('param').id, c.req.valid('query'))),
    )
    .openapi(addItem, async (c) => {
      const { id } = c.req.valid('param')
      const body = await service.addItem(c.get('caller'), id, c.req.valid('json').propertyId)
      return created(c, body, `/api/wishlist/shares/${id}/items`)
    })
    .openapi(removeItem, async (c) => {
      const { id, itemId } = c.req.valid('param')
      return c.json(await service.removeItem(c.get('caller'), id, itemId), 200)
    })
    .openapi(addNote, async (c) => {
      const { id, itemId } = c.req.valid('param')
      const body = await service.addNote(c.get('caller'), id, itemId, c.req.valid('json').text)
      return created(c, body, `/api/wishlist/shares/${id}/items`)
    })
    .openapi(removeNote, async (c) => {
      const { id, noteId } = c.req.valid('param')
      return c.json(await service.removeNote(c.get('caller'), id, noteId), 200)
    })
}
