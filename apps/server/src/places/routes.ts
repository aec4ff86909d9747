import { createRoute } from '@hono/zod-openapi'
import { MAX_PLACE_SUGGESTIONS, placeSuggestionSchema, placeSuggestQuerySchema } from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
} from '../http/openapi.ts'
import type { PlaceService } from './service.ts'

export function createPlaceRoutes(service: PlaceService, authenticate: MiddlewareHandler<AppEnv>) {
  const suggest = createRoute({
    method: 'get',
    path: '/places/suggest',
    operationId: 'suggestPlaces',
    tags: ['Properties'],
    summary: "Places for a location being typed in All Properties' search (suggestions as one types)",
    description: `At most ${MAX_PLACE_SUGGESTIONS} cities of publicly listed homes: those whose name (or "name, region") begins with \`q\` or has a word that does, then those it begins but for a typo or two (one in 5 to 8 letters, two from 9; a swap of two neighbouring letters is one), ignoring case and accents; more homes first. The places are read again at most once a minute.`,
    security: bearerSecurity,
    middleware: [authenticate],
    request: { query: placeSuggestQuerySchema },
    responses: {
      200: jsonContent(z.array(placeSuggestionSchema), 'The suggestions, the likeliest first'),
      400: errorResponse('q missing, empty or longer than 100 characters'),
      401: authErrorResponses[401],
    },
  })

  return createRouter().openapi(suggest, async (c) =>
    c.json(await service.suggest(c.req.valid('query').q), 200),
  )
}
