import { createRoute } from '@hono/zod-openapi'
import {
  deletedCountSchema,
  idSchema,
  MAX_SAVED_SEARCHES,
  savedSearchInputSchema,
  savedSearchSchema,
  savedSearchUpdateSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { SavedSearchService } from './service.ts'

// Every signed-in caller may keep saved searches of All Properties, which every signed-in caller sees.
// Each is its owner's alone: another's id answers 404, as a missing one does.

const idParams = z.object({ id: idSchema })
const signedInOnly = { 401: authErrorResponses[401] }

export function createSavedSearchRoutes(
  service: SavedSearchService,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const save = createRoute({
    method: 'post',
    path: '/saved-searches',
    operationId: 'saveSearch',
    tags: ['Saved searches'],
    summary: 'Save the current All Properties search under a name (alerts on)',
    description: `The query is kept in one spelling (known parameters only, in a fixed order). At most ${MAX_SAVED_SEARCHES} per account, each query once (a second save of the same query answers 409 naming the first). With alerts on, a listing verified later that matches alerts the owner (a notification, and an e-mail with a link to the search), at most once an hour per search.`,
    security: bearerSecurity,
    middleware: [authenticate],
    request: { body: { required: true, ...jsonContent(savedSearchInputSchema, 'Name and query string') } },
    responses: {
      201: createdJson(savedSearchSchema, 'The saved search'),
      400: errorResponse('Invalid name or query (the message names the parameter)'),
      ...signedInOnly,
      409: errorResponse(`Already ${MAX_SAVED_SEARCHES} saved searches, or this query saved already`),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/saved-searches',
    operationId: 'listSavedSearches',
    tags: ['Saved searches'],
    summary: "The caller's own saved searches, oldest first",
    security: bearerSecurity,
    middleware: [authenticate],
    responses: {
      200: jsonContent(z.array(savedSearchSchema), 'Every saved search of the caller'),
      ...signedInOnly,
    },
  })

  const update = createRoute({
    method: 'patch',
    path: '/saved-searches/{id}',
    operationId: 'setSavedSearchAlerts',
    tags: ['Saved searches'],
    summary: "Switch the e-mail alerts of one of the caller's saved searches on or off",
    security: bearerSecurity,
    middleware: [authenticate],
    request: {
      params: idParams,
      body: { required: true, ...jsonContent(savedSearchUpdateSchema, 'Whether alerts are on') },
    },
    responses: {
      200: jsonContent(savedSearchSchema, 'The saved search as it is now'),
      400: errorResponse('Invalid id or alertsEnabled'),
      ...signedInOnly,
      404: errorResponse("No such saved search of the caller's"),
    },
  })

  const remove = createRoute({
    method: 'delete',
    path: '/saved-searches/{id}',
    operationId: 'deleteSavedSearch',
    tags: ['Saved searches'],
    summary: "Delete one of the caller's saved searches",
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: idParams },
    responses: {
      200: jsonContent(deletedCountSchema, 'Deleted'),
      400: errorResponse('Invalid id'),
      ...signedInOnly,
      404: errorResponse("No such saved search of the caller's"),
    },
  })

  return createRouter()
    .openapi(save, async (c) => {
      const search = await service.save(c.get('caller'), c.req.valid('json'))
      return created(c, search, `/api/saved-searches/${search._id}`)
    })
    .openapi(list, async (c) => c.json(await service.list(c.get('caller')), 200))
    .openapi(update, async (c) =>
      c.json(
        await service.setAlerts(c.get('caller'), c.req.valid('param').id, c.req.valid('json').alertsEnabled),
        200,
      ),
    )
    .openapi(remove, async (c) => c.json(await service.remove(c.get('caller'), c.req.valid('param').id), 200))
}
