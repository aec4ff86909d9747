import { createRoute } from '@hono/zod-openapi'
import {
  advertisedPropertySchema,
  paginationQuerySchema,
  propertySchema,
  rentListQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@keyhaven/contract'
import { z } from 'zod'
import { createRouter, errorResponse, jsonContent, totalCountHeader } from '../http/openapi.ts'
import type { createPropertyService } from './service.ts'

const listAdvertised = createRoute({
  method: 'get',
  path: '/properties/advertised',
  tags: ['Properties'],
  summary: 'Advertised verified properties for the home page, newest first',
  request: { query: paginationQuerySchema },
  responses: {
    200: {
      ...jsonContent(z.array(advertisedPropertySchema), 'One page of advertised properties'),
      headers: totalCountHeader,
    },
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
    200: { ...jsonContent(z.array(propertySchema), 'One page of rent listings'), headers: totalCountHeader },
    400: errorResponse('Invalid category, page or limit'),
  },
})

export function createPropertyRoutes(service: ReturnType<typeof createPropertyService>) {
  return createRouter()
    .openapi(listAdvertised, async (c) => {
      const { items, total } = await service.advertised(c.req.valid('query'))
      c.header(TOTAL_COUNT_HEADER, String(total))
      return c.json(items, 200)
    })
    .openapi(listForRent, async (c) => {
      const { items, total } = await service.forRent(c.req.valid('query'))
      c.header(TOTAL_COUNT_HEADER, String(total))
      return c.json(items, 200)
    })
}
