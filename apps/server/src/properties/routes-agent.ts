import { createRoute } from '@hono/zod-openapi'
import {
  checkCoordinatePair,
  checkImages,
  checkPlace,
  createPropertyBodySchema,
  deletedCountSchema,
  emailField,
  insertedIdSchema,
  LISTING_BODY_REQUIRES,
  newPropertySchema,
  paginationQuerySchema,
  propertyDraftSchema,
  propertyInputSchema,
  propertyListSchema,
  propertyUpdateResultSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import { ApiError } from '../http/errors.ts'
import {
  authErrorResponses,
  bearerSecurity,
  cappedTotalCountHeaders,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { sendDataPage } from '../http/paging.ts'
import { idParamSchema } from './routes-public.ts'
import { FRAUD_REFUSAL, type PropertyService } from './service.ts'

// An agent's own listings (admins may act on anyone's). Status, advertised flag and agent come from the
// server: the body schemas below simply do not have them, so such fields are dropped, never applied.

const input = propertyInputSchema.shape

/**
 * Update: the same fields, but description, listing type and category keep their current value when left
 * out (instead of falling back to the defaults of a new listing); bedrooms, bathrooms and area likewise.
 */
const fullUpdateSchema = propertyInputSchema
  .extend({
    description: input.description.unwrap(),
    listingType: input.listingType.unwrap().optional(),
    category: input.category.unwrap().optional(),
  })
  .superRefine(checkCoordinatePair)
  .superRefine(checkImages)
  .superRefine(checkPlace)

/**
 * PUT /properties/{id}: with `draft: true` a draft's changes are saved as they are, unfinished (types only, as a
 * new draft); otherwise every rule of fullUpdateSchema applies.
 */
export const updatePropertyBodySchema = propertyDraftSchema
  .safeExtend({
    // Left out, these keep their value: a new listing's defaults are no update's.
    location: input.location.unwrap(),
    description: input.description.unwrap(),
    listingType: input.listingType.unwrap().optional(),
    category: input.category.unwrap().optional(),
    draft: z.boolean({ error: 'draft must be true or false' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.draft) return
    const full = fullUpdateSchema.safeParse(body)
    if (!full.success) for (const issue of full.error.issues) ctx.addIssue({ ...issue, input: undefined })
  })
  .meta({ id: 'PropertyUpdate', ...LISTING_BODY_REQUIRES })

const agentListQuerySchema = paginationQuerySchema.extend({ email: emailField })

/** A fraud agent hears why, rather than a generic role refusal. */
const refuseFraud: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('caller').role === 'fraud') throw new ApiError(403, FRAUD_REFUSAL)
  await next()
}

export function createAgentPropertyRoutes(service: PropertyService, authenticate: MiddlewareHandler<AppEnv>) {
  const agentOnly = [authenticate, refuseFraud, requireRole('agent')]
  const agentOrAdmin = [authenticate, refuseFraud, requireRole('agent', 'admin')]

  const listOwn = createRoute({
    method: 'get',
    path: '/properties/agent',
    operationId: 'listAgentProperties',
    tags: ['Properties'],
    summary: "An agent's listings of every status, newest first (agents: their own e-mail; admins: anyone's)",
    security: bearerSecurity,
    middleware: agentOrAdmin,
    request: { query: agentListQuerySchema },
    responses: {
      200: {
        ...jsonContent(propertyListSchema, 'One page of listings, in .data'),
        headers: cappedTotalCountHeaders,
      },
      400: errorResponse('Invalid email, page or limit'),
      ...authErrorResponses,
    },
  })

  const add = createRoute({
    method: 'post',
    path: '/properties',
    operationId: 'addProperty',
    tags: ['Properties'],
    summary:
      'Add a listing as the calling agent; it starts pending and not advertised, or as a draft with draft: true',
    description:
      'Without `draft`, every rule of a new listing applies: title, location (or an address with a city), image and a price range are required. With `draft: true` the listing is saved unsubmitted: any field may be missing, each given one is checked for its type and size only (a price range must still read as one, pictures must be your uploads). Only its agent sees a draft (404 to everyone else, admins included); POST /properties/{id}/submit sends it to review.',
    security: bearerSecurity,
    middleware: agentOnly,
    request: { body: { required: true, ...jsonContent(createPropertyBodySchema, 'The listing') } },
    responses: {
      201: createdJson(insertedIdSchema, 'The new listing (or draft)'),
      400: errorResponse('Invalid field (the message names it), e.g. a price range that does not parse'),
      ...authErrorResponses,
    },
  })

  const update = createRoute({
    method: 'put',
    path: '/properties/{id}',
    operationId: 'updateProperty',
    tags: ['Properties'],
    summary:
      "Update a listing's fields (its agent, or an admin); agent and advertised flag are not the body's",
    description:
      "An agent's change to a verified listing other than its price sends it back to review: pending and no longer advertised (returnedToReview); a new price alone keeps it verified, in the price history and the audit trail. A listing under contract (an accepted or bought offer) refuses every change of its fields (409), for its agent and admins; an admin's change of someone else's listing is recorded in the audit trail and its agent told; a listing with offers cannot become a rental. With `draft: true` the agent's own draft is saved unfinished (types only, as POST /properties with draft: true); it stays a draft until submitted.",
    security: bearerSecurity,
    middleware: agentOrAdmin,
    request: {
      params: idParamSchema,
      body: { required: true, ...jsonContent(updatePropertyBodySchema, 'The listing') },
    },
    responses: {
      200: jsonContent(propertyUpdateResultSchema, 'Updated, with the status it now has'),
      400: errorResponse('Invalid id or field (the message names it)'),
      ...authErrorResponses,
      404: errorResponse('No such property'),
      409: errorResponse(
        'A rejected property, any change while under contract, a listing with offers made a rental, or `draft: true` for a listing that is no draft',
      ),
    },
  })

  const removeRoute = (path: string, operationId: string, summary: string) =>
    createRoute({
      method: 'delete',
      path,
      operationId,
      tags: ['Properties'],
      summary,
      security: bearerSecurity,
      middleware: agentOrAdmin,
      request: { params: idParamSchema },
      responses: {
        200: jsonContent(deletedCountSchema, 'Deleted'),
        400: errorResponse('Invalid id'),
        ...authErrorResponses,
        404: errorResponse('No such property'),
        409: errorResponse('This property is under contract (an offer on it is accepted or bought)'),
      },
    })

  const router = createRouter()
    .openapi(listOwn, async (c) =>
      sendDataPage(c, await service.ofAgent(c.get('caller'), c.req.valid('query'))),
    )
    .openapi(add, async (c) => {
      const body = c.req.valid('json')
      if (body.draft) {
        const [insertedId] = await service.addDrafts(c.get('caller'), [body])
        if (!insertedId) throw new Error('no draft inserted')
        return created(c, { insertedId }, `/api/properties/${insertedId}`)
      }
      // The body schema checked every rule of a new listing already; this gives it that schema's shape.
      const listing = await service.add(c.get('caller'), newPropertySchema.parse(body))
      return created(c, listing, `/api/properties/${listing.insertedId}`)
    })
    .openapi(update, async (c) => {
      const { id } = c.req.valid('param')
      const body = c.req.valid('json')
      if (body.draft) return c.json(await service.updateDraft(c.get('caller'), id, body), 200)
      // The body schema checked every rule of an update already; this gives it that schema's shape.
      return c.json(await service.update(c.get('caller'), id, fullUpdateSchema.parse(body)), 200)
    })

  const removals: [string, string, string][] = [
    [
      '/properties/verify/{id}',
      'deletePropertyByVerifyPath',
      'Delete a listing (its agent, or an admin); offers keep their snapshot, reviews and wishlist entries go',
    ],
    ['/properties/{id}', 'deleteProperty', 'Delete a listing: the same as DELETE /properties/verify/{id}'],
  ]
  for (const [path, operationId, summary] of removals) {
    router.openapi(removeRoute(path, operationId, summary), async (c) =>
      c.json(await service.remove(c.get('caller'), c.req.valid('param').id), 200),
    )
  }
  return router
}
