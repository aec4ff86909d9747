import { advertisedPropertySchema, featuredAgentSchema, publicReviewSchema } from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const HOME_ADVERTISEMENTS_LIMIT = 8

export const advertisedPropertiesQuery = queryOptions({
  queryKey: ['properties', 'advertised', HOME_ADVERTISEMENTS_LIMIT],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/properties/advertised', {
        schema: z.array(advertisedPropertySchema),
        query: { limit: HOME_ADVERTISEMENTS_LIMIT },
        signal,
      })
    ).data,
})

export const latestReviewsQuery = queryOptions({
  queryKey: ['reviews', 'latest'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/reviews/latest', { schema: z.array(publicReviewSchema), signal })).data,
})

export const featuredAgentsQuery = queryOptions({
  queryKey: ['agents', 'featured'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/agents/featured', { schema: z.array(featuredAgentSchema), signal })).data,
})
