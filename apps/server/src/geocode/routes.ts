import { createRoute } from '@hono/zod-openapi'
import { geocodeQuerySchema, geocodeResultSchema, MAX_GEOCODE_CANDIDATES } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import { GEOCODE_SEARCHES, type GeocodeService } from './service.ts'

export function createGeocodeRoutes(service: GeocodeService, authenticate: MiddlewareHandler<AppEnv>) {
  const search = createRoute({
    method: 'get',
    path: '/geocode',
    operationId: 'geocodeAddress',
    tags: ['Geocode'],
    summary: 'Places matching a typed address, with coordinates (the listing form\'s "Find on map")',
    description: `At most ${MAX_GEOCODE_CANDIDATES} candidates, the likeliest first; none when nothing matches. The offline gazetteer of world cities answers unless GEOCODER_URL names a Nominatim or Photon server. ${GEOCODE_SEARCHES.max} searches a minute per person.`,
    security: bearerSecurity,
    middleware: [authenticate],
    request: { query: geocodeQuerySchema },
    responses: {
      200: jsonContent(geocodeResultSchema, 'The candidates'),
      400: errorResponse('q missing, shorter than 2 or longer than 100 characters'),
      401: authErrorResponses[401],
      429: errorResponse(`More than ${GEOCODE_SEARCHES.max} searches in a minute`),
      502: errorResponse('The configured geocoder failed or could not be reached'),
    },
  })

  return createRouter().openapi(search, async (c) => {
    const candidates = await service.search(c.get('caller').id, c.req.valid('query').q)
    return c.json({ candidates }, 200)
  })
}
