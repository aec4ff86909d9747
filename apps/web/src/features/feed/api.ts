import { feedKeySchema } from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const feedKeysQuery = () =>
  queryOptions({
    queryKey: ['feed-keys'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/feed-keys', { schema: z.array(feedKeySchema), signal })).data,
  })
