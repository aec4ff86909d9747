import { type PlaceSuggestion, placeSuggestionSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

/**
 * Places of listed homes for a location being typed (suggestions as one types). The search box loads this
 * module with its first question, so the page's first scripts carry no zod.
 */
export const suggestPlaces = async (q: string, signal: AbortSignal): Promise<PlaceSuggestion[]> =>
  (
    await apiRequest('/places/suggest', {
      schema: z.array(placeSuggestionSchema),
      query: { q: q.slice(0, 100) },
      signal,
    })
  ).data
