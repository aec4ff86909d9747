import { createRoute } from '@hono/zod-openapi'
import {
  advertisedPropertySchema,
  checkAreaOrder,
  checkPriceOrder,
  idSchema,
  MATCHED_PLACE_HEADER,
  paginationQuerySchema,
  priceChangeSchema,
  propertyPinSchema,
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
  cappedTotalCountHeaders,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import { listingReadDb, readDb } from '../http/read-routing.ts'
import { cursorQueryField, NEXT_CURSOR_HEADER } from './cursor.ts'
import type { PropertyService } from './service.ts'

// Lists every visitor (or every signed-in caller) sees: only verified listings of agents not marked fraud.

const listAdvertised = createRoute({
  method: 'get',
  path: '/properties/advertised',
  operationId: 'listAdvertisedProperties',
  security: [],
  tags: ['Properties'],
  summary: 'Advertised verified properties for the home page, newest first',
  request: { query: paginationQuerySchema },
  responses: {
    200: pagedJson(advertisedPropertySchema, 'One page of advertised properties', cappedTotalCountHeaders),
    400: errorResponse('Invalid page or limit'),
  },
})

const listForRent = createRoute({
  method: 'get',
  path: '/properties/rent',
  operationId: 'listRentProperties',
  security: [],
  tags: ['Properties'],
  summary: 'Verified rent listings, optionally of one category, newest first',
  request: { query: rentListQuerySchema },
  responses: {
    200: pagedJson(propertySchema, 'One page of rent listings', cappedTotalCountHeaders),
    400: errorResponse('Invalid category, page or limit'),
  },
})

export const verifiedQuerySchema = propertySearchQuerySchema
  .extend({ cursor: cursorQueryField.optional() })
  .superRefine(checkPriceOrder)
  .superRefine(checkAreaOrder)

/** The map's pins: the same filters, order and page, without a cursor (a map shows one page of its area). */
const pinsQuerySchema = propertySearchQuerySchema.superRefine(checkPriceOrder).superRefine(checkAreaOrder)

const matchedPlaceHeader = {
  [MATCHED_PLACE_HEADER]: {
    schema: { type: 'string' as const },
    description:
      'When `search` found nothing as typed: the place answered instead ("Chicago, IL" for "Chicgo"; the place it names despite a typo or two, case and accents), percent-encoded. Absent otherwise.',
  },
}

export const idParamSchema = z.object({ id: idSchema })

export function createPublicPropertyRoutes(
  service: PropertyService,
  authenticate: MiddlewareHandler<AppEnv>,
  throttleSearch: MiddlewareHandler<AppEnv>,
) {
  const listVerified = createRoute({
    method: 'get',
    path: '/properties/verified',
    operationId: 'searchProperties',
    tags: ['Properties'],
    summary:
      'All Properties: verified listings, filtered (search, listing type, category, price, bedrooms, bathrooms, map area), sorted by low price (asc|desc) or newest first',
    description:
      'Every filter is optional and they combine: `search` is a case-insensitive substring of the location or the title (when that finds nothing, the city it names despite a typo or two, case and accents is searched instead, and X-Matched-Place names it); `listingType=sale` leaves out sold homes (which are listed, marked sold, when no type is asked), and a let rental is in no list; a listing matches `minPrice`/`maxPrice` when its price range overlaps them, the bounds being in `priceCurrency` (the deployment currency when left out) and converted to each listing currency at the loaded exchange rates (a listing in a currency no rate reaches meets no price filter); `bbox` is `west,south,east,north` in degrees and only listings with a map location fall inside it. `area` is a drawn shape (the encoded polyline format of its 3 to 50 corners, precision 5, latitude first, closed implicitly, not crossing itself): only listings whose map location lies inside it or on its outline match. Offset pages (`page`, `limit`) carry X-Total-Count, counted up to 10,000: when more listings match, X-Total-Count says 10000 and X-Total-Count-Capped says `true` (show "10,000+"). A total of 1,000 or more is cached for 60 seconds per set of filters (every page and sort of one search shares it, but for `sort=pricePerArea`, which counts only listings with an area), so it may lag changes of the last minute; smaller totals are counted on every page. Every page that has a successor also carries X-Next-Cursor; pass it back as `cursor` for a keyset page that costs the same at any depth (keyset pages do not count the total again). An offset page skips `(page - 1) × limit` listings of the order: the same page from every server, whatever was read before it.',
    security: bearerSecurity,
    middleware: [authenticate, throttleSearch],
    request: { query: verifiedQuerySchema },
    responses: {
      200: {
        ...jsonContent(z.array(propertySchema), 'One page of verified properties'),
        headers: {
          ...cappedTotalCountHeaders,
          [NEXT_CURSOR_HEADER]: {
            schema: { type: 'string' as const },
            description: 'Cursor of the next page; absent on the last page',
          },
          ...matchedPlaceHeader,
        },
      },
      400: errorResponse('Invalid filter, sort, page, limit or cursor (the message names the parameter)'),
      401: authErrorResponses[401],
      429: errorResponse('Too many searches in a minute by this person or from this address (Retry-After)'),
    },
  })

  const listPins = createRoute({
    method: 'get',
    path: '/properties/verified/pins',
    operationId: 'searchPropertyPins',
    tags: ['Properties'],
    summary:
      "All Properties on the map: the same results as GET /properties/verified, as pins (a pin's price and place, its popup's card)",
    description:
      'Takes the filters, `sort`, `page` and `limit` of GET /properties/verified and answers the same listings in the same order, each with only what a map shows: title, location, cover picture, price, listing type and map location (null for a listing without one). X-Total-Count is counted and capped as there.',
    security: bearerSecurity,
    middleware: [authenticate, throttleSearch],
    request: { query: pinsQuerySchema },
    responses: {
      200: pagedJson(propertyPinSchema, 'One page of verified properties as pins', {
        ...cappedTotalCountHeaders,
        ...matchedPlaceHeader,
      }),
      400: errorResponse('Invalid filter, sort, page or limit (the message names the parameter)'),
      401: authErrorResponses[401],
      429: errorResponse('Too many searches in a minute by this person or from this address (Retry-After)'),
    },
  })

  return createRouter()
    .openapi(listAdvertised, async (c) =>
      sendPage(c, await service.advertised(c.req.valid('query'), readDb(c))),
    )
    .openapi(listForRent, async (c) => sendPage(c, await service.forRent(c.req.valid('query'), readDb(c))))
    .openapi(listVerified, async (c) => {
      const { items, count, nextCursor, matchedPlace } = await service.verified(
        c.req.valid('query'),
        readDb(c),
      )
      if (nextCursor) c.header(NEXT_CURSOR_HEADER, nextCursor)
      if (matchedPlace) c.header(MATCHED_PLACE_HEADER, encodeURIComponent(matchedPlace))
      // A keyset page does not count the total again, so it answers without X-Total-Count.
      return count ? sendPage(c, { items, ...count }) : c.json(items, 200)
    })
    .openapi(listPins, async (c) => {
      const { matchedPlace, ...page } = await service.pins(c.req.valid('query'), readDb(c))
      if (matchedPlace) c.header(MATCHED_PLACE_HEADER, encodeURIComponent(matchedPlace))
      return sendPage(c, page)
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
    operationId: 'getProperty',
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

  const priceHistory = createRoute({
    method: 'get',
    path: '/properties/{id}/price-history',
    operationId: 'getPriceHistory',
    tags: ['Properties'],
    summary: "A property's price ranges, oldest first: the first when it was listed, then each change",
    description:
      'Visible to whoever may read the property itself (GET /properties/{id}): publicly listed, or your own (agent), or any (admin).',
    security: bearerSecurity,
    middleware: [authenticate],
    request: { params: idParamSchema },
    responses: {
      200: jsonContent(z.array(priceChangeSchema), 'The price history, oldest first'),
      400: errorResponse('Invalid id'),
      401: authErrorResponses[401],
      404: errorResponse('No such property, or not visible to you'),
    },
  })

  return createRouter()
    .openapi(getOne, async (c) =>
      c.json(await service.one(c.get('caller'), c.req.valid('param').id, listingReadDb(c)), 200),
    )
    .openapi(priceHistory, async (c) =>
      c.json(await service.priceHistory(c.get('caller'), c.req.valid('param').id, listingReadDb(c)), 200),
    )
}
