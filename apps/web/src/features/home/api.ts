import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'

export const HOME_ADVERTISEMENTS_LIMIT = 8

const schemas = () => import('./schemas.ts')

export const advertisedPropertiesQuery = queryOptions({
  queryKey: ['properties', 'advertised', HOME_ADVERTISEMENTS_LIMIT],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/properties/advertised', {
        schema: async () => (await schemas()).advertisedPropertiesSchema,
        query: { limit: HOME_ADVERTISEMENTS_LIMIT },
        signal,
      })
    ).data,
})

export const latestReviewsQuery = queryOptions({
  queryKey: ['reviews', 'latest'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/reviews/latest', {
        schema: async () => (await schemas()).latestReviewsSchema,
        signal,
      })
    ).data,
})

export const featuredAgentsQuery = queryOptions({
  queryKey: ['agents', 'featured'],
  queryFn: async ({ signal }) =>
    (
      await apiRequest('/agents/featured', {
        schema: async () => (await schemas()).featuredAgentsSchema,
        signal,
      })
    ).data,
})
