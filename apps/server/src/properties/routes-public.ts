import { createRoute } from '@hono/zod-openapi'
import {
  advertisedPropertySchema,
  idSchema,
  paginationQuerySchema,
  propertySchema,
  propertySearchQuerySchema,
  rentListQuerySchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
  totalCountHeader,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import { cursorQueryField, NEXT_CURSOR_HEADER } from './cursor.ts'
import type { PropertyService } from './service.ts'

// Lists every visitor (or every signed-in caller) sees: only verified listings of agents not marked fraud.

const listAdvertised = createRoute({
  method: 'get',
  path: '/properties/advertised',
  tags: ['Properties'],
  summary: 'Advertised verified properties for the home page, newest first',
  request: { query: paginationQuerySchema },
  responses: {
    200: pagedJson(advertisedPropertySchema, 'One page of advertised properties'),
    400: errorResponse('Invalid page or limit'),
  },
})

const listForRent = createRoute({
  method: 'get',
  path: '/properties/rent',
  tags: ['Properties'],
  summary: 'Verified rent listings, optionally of one category, newest first',
  request: { query: rentListQuerySchema },
  responses: {
    200: pagedJson(propertySchema, 'One page of rent listings'),
    400: errorResponse('Invalid category, page or limit'),
  },
})

export const verifiedQuerySchema = propertySearchQuerySchema.extend({ cursor: cursorQueryField.optional() })

export const idParamSchema = z.object({ id: idSchema })

export function createPublicPropertyRoutes(
  service: PropertyService,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const listVerified = createRoute({
    method: 'get',
    path: '/properties/verified',
    tags: ['Properties'],
    summary:
      'All Properties: verified listings, searched on location (case-insensitive substring), sorted by low price (asc|desc) or newest first',
    description:
      'Offset pages (`page`, `limit`) carry X-Total-Count. Every page that has a successor also carries X-Next-Cursor; pass it back as `cursor` for a keyset page that costs the same at any depth (keyset pages do not count the total again).',
    security: bearerSecurity,
    middleware: [authenticate],
    request: { query: verifiedQuerySchema },
    responses: {
      200: {
        ...jsonContent(z.array(propertySchema), 'One page of verified properties'),
        headers: {
          ...totalCountHeader,
          [NEXT_CURSOR_HEADER]: {
            schema: { type: 'string' as const },
            description: 'Cursor of the next page; absent on the last page',
          },
        },
      },
      400: errorResponse('Invalid search, sort, page, limit or cursor'),
      401: authErrorResponses[401],
    },
  })

  return createRouter()
    .openapi(listAdvertised, async (c) => sendPage(c, await service.advertised(c.req.valid('query'))))
    .openapi(listForRent, async (c) => sendPage(c, await service.forRent(c.req.valid('query'))))
    .openapi(listVerified, async (c) => {
      const { items, total, nextCursor } = await service.verified(c.req.valid('query'))
      if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor)
      // A keyset page does not count the total again, so it answers without X-Total-Count.
      return total === undefined ? c.json(items, 200) : sendPage(c, { items, total })
    })
}

/** `GET /properties/{id}`: mounted after every `/properties/<word>` list, so the words never reach it. */
export function createPropertyDetailRoutes(
  service: PropertyService,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const getOne = createRoute({
    method: 'get',
    path: '/properties/{id}',
    tags: ['Properties'],
    summary: 'One property: publicly listed, or your own (agent), or any (admin)',
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: idParamSchema },
    responses: {
      200: jsonContent(propertySchema, 'The property'),
      400: errorResponse('Invalid id'),
      401: authErrorResponses[401],
      404: errorResponse('No such property, or not visible to you'),
    },
  })

  return createRouter().openapi(getOne, async (c) =>
    c.json(await service.one(c.get('caller'), c.req.valid('param').id), 200),
  )
}
