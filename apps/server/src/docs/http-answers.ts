import type { RouteConfig } from '@hono/zod-openapi'
import { errorResponse } from '../http/openapi.ts'

const retryAfterHeader = {
  'Retry-After': {
    schema: { type: 'integer' as const, minimum: 1 },
    description: 'Seconds until the limit lets the caller try again',
  },
}

/**
 * Declares in a route's OpenAPI description the answers the HTTP layer gives it whatever its handler does
 * (decision 0030): a route that takes a body answers 413 past the body limit (every route has one) and 415 to
 * a body of another media type (the router's gate); a 429 always carries Retry-After. A route's own
 * description of these answers is kept.
 */
export function declareHttpAnswers(route: RouteConfig): void {
  const responses = route.responses
  if (route.request?.body) {
    responses[413] ??= errorResponse('The request body is larger than the limit (1 MB unless the route says)')
    responses[415] ??= errorResponse('The body is not of a media type the operation takes')
  }
  const limited = responses[429]
  if (limited && !('$ref' in limited)) limited.headers = { ...retryAfterHeader, ...limited.headers }
}
