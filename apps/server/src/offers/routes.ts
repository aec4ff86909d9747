import { createRoute } from '@hono/zod-openapi'
import {
  acceptOfferResultSchema,
  acceptOfferSchema,
  agentOffersQuerySchema,
  buyerOffersQuerySchema,
  deletedCountSchema,
  idSchema,
  insertedIdSchema,
  modifiedCountSchema,
  offerInputSchema,
  offerSchema,
  paginationQuerySchema,
  releaseOfferSchema,
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
import type { createOfferService } from './service.ts'

const offerIdParam = z.object({ offerId: idSchema })

export function createOfferRoutes(
  service: ReturnType<typeof createOfferService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const usersOnly = [authenticate, requireRole('user')]
  const agentsOnly = [authenticate, requireRole('agent')]
  const agentsAndAdmins = [authenticate, requireRole('agent', 'admin')]
  const adminsOnly = [authenticate, requireRole('admin')]

  const create = createRoute({
    method: 'post',
    path: '/offers',
    operationId: 'makeOffer',
    tags: ['Offers'],
    summary: 'Make an offer on a listing (role user only)',
    description:
      'Only propertyId, offerAmount and buyingDate are read. The listing must be public, for sale (rentals take no offers), not sold and without an accepted offer, and the caller must not already have a pending offer on it; the amount must lie within its price range; the buying date must be from today to MAX_BUYING_DATE_DAYS ahead. Title, location, image and agent come from the listing, the buyer from the caller, and the status is pending.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: { body: { required: true, ...jsonContent(offerInputSchema, 'The offer') } },
    responses: {
      201: createdJson(insertedIdSchema, "The new offer's id"),
      400: errorResponse('Invalid field, amount outside the price range, or a buying date out of bounds'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
      409: errorResponse(
        'The listing is not public, is a rental (rentals take no offers), is sold, already has an accepted offer, or the caller already has a pending offer on it',
      ),
    },
  })

  const withdraw = createRoute({
    method: 'delete',
    path: '/offers/{offerId}',
    operationId: 'withdrawOffer',
    tags: ['Offers'],
    summary: "Withdraw the caller's own pending offer (the buyer only)",
    description:
      'The offer is deleted (no money was involved). Only its buyer may withdraw it, and only while it is pending; an accepted, bought or rejected offer stays as it is.',
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: offerIdParam },
    responses: {
      200: jsonContent(deletedCountSchema, 'Withdrawn'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
      409: errorResponse('The offer is no longer pending'),
    },
  })

  const listForBuyer = createRoute({
    method: 'get',
    path: '/offers',
    operationId: 'listMyOffers',
    tags: ['Offers'],
    summary: "The caller's own offers, newest first; `buyerEmail` must be the caller's",
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: buyerOffersQuerySchema },
    responses: {
      200: pagedJson(offerSchema, 'One page of offers'),
      400: errorResponse('Invalid e-mail, page or limit'),
      ...authErrorResponses,
    },
  })

  const listForAgent = createRoute({
    method: 'get',
    path: '/offers/agent',
    operationId: 'listAgentOffers',
    tags: ['Offers'],
    summary: "Offers on an agent's properties, newest first (the agent's own; admins anyone's)",
    security: bearerSecurity,
    middleware: agentsAndAdmins,
    request: { query: agentOffersQuerySchema },
    responses: {
      200: pagedJson(offerSchema, 'One page of offers'),
      400: errorResponse('Invalid e-mail, page or limit'),
      ...authErrorResponses,
    },
  })

  const accept = createRoute({
    method: 'patch',
    path: '/offers/accept/{offerId}',
    operationId: 'acceptOffer',
    tags: ['Offers'],
    summary:
      "Accept a pending offer on the caller's own property; every other pending offer on it is rejected",
    description:
      "One transaction: at most one offer per property is ever accepted or bought (a database constraint), so of two concurrent accepts on one property only one succeeds. A fraud agent cannot accept. The buyer has OFFER_PAYMENT_DAYS to pay (the offer's paymentDueAt); unpaid past it, the offer expires and the property takes offers again.",
    security: bearerSecurity,
    middleware: agentsOnly,
    request: {
      params: offerIdParam,
      body: {
        required: false,
        ...jsonContent(acceptOfferSchema, "The offer's property id (optional check)"),
      },
    },
    responses: {
      200: jsonContent(acceptOfferResultSchema, 'Accepted, with the number of other offers rejected'),
      400: errorResponse("Invalid id, or a propertyId that is not the offer's"),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
      409: errorResponse('The offer is not pending, or the property already has an accepted offer'),
    },
  })

  const reject = createRoute({
    method: 'patch',
    path: '/offers/reject/{offerId}',
    operationId: 'rejectOffer',
    tags: ['Offers'],
    summary: "Reject a pending offer on the caller's own property",
    security: bearerSecurity,
    middleware: agentsOnly,
    request: { params: offerIdParam },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Rejected'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
      409: errorResponse('The offer is not pending'),
    },
  })

  const listAwaitingPayment = createRoute({
    method: 'get',
    path: '/offers/awaiting-payment',
    operationId: 'listOffersAwaitingPayment',
    tags: ['Offers'],
    summary: 'Accepted offers not yet paid, soonest payment deadline first (admin only)',
    security: bearerSecurity,
    middleware: adminsOnly,
    request: { query: paginationQuerySchema },
    responses: {
      200: pagedJson(offerSchema, 'One page of offers'),
      400: errorResponse('Invalid page or limit'),
      ...authErrorResponses,
    },
  })

  const release = createRoute({
    method: 'patch',
    path: '/offers/release/{offerId}',
    operationId: 'releaseOffer',
    tags: ['Offers'],
    summary: 'Release an accepted, unpaid offer: it expires and the home takes offers again (admin only)',
    description:
      'The offer becomes expired, as when its payment deadline (OFFER_PAYMENT_DAYS) passes; the buyer and the agent are notified with the reason. A bought offer is never released, and a payment racing the release either wins (the release answers 409) or is refused.',
    security: bearerSecurity,
    middleware: adminsOnly,
    request: {
      params: offerIdParam,
      body: {
        required: true,
        ...jsonContent(releaseOfferSchema, 'Why the offer is released (1-500 characters)'),
      },
    },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Released (expired)'),
      400: errorResponse('Invalid id, or a missing, empty or too long reason'),
      ...authErrorResponses,
      404: errorResponse('No such offer'),
      409: errorResponse('The offer is not accepted (pending, rejected, expired) or is paid'),
    },
  })

  return createRouter()
    .openapi(create, async (c) => {
      const body = await service.create(c.get('caller'), c.req.valid('json'))
      return created(c, body, `/api/offers/${body.insertedId}`)
    })
    .openapi(withdraw, async (c) =>
      c.json(await service.withdraw(c.get('caller'), c.req.valid('param').offerId), 200),
    )
    .openapi(listForBuyer, async (c) =>
      sendPage(c, await service.listForBuyer(c.get('caller'), c.req.valid('query'))),
    )
    .openapi(listForAgent, async (c) =>
      sendPage(c, await service.listForAgent(c.get('caller'), c.req.valid('query'))),
    )
    .openapi(accept, async (c) => {
      const { propertyId } = c.req.valid('json') ?? {}
      return c.json(await service.accept(c.get('caller'), c.req.valid('param').offerId, propertyId), 200)
    })
    .openapi(reject, async (c) =>
      c.json(await service.reject(c.get('caller'), c.req.valid('param').offerId), 200),
    )
    .openapi(listAwaitingPayment, async (c) =>
      sendPage(c, await service.listAwaitingPayment(c.req.valid('query'))),
    )
    .openapi(release, async (c) =>
      c.json(
        await service.release(c.get('caller'), c.req.valid('param').offerId, c.req.valid('json').reason),
        200,
      ),
    )
}
