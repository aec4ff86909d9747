import { type PropertyCategory, propertySchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const RENT_PAGE_SIZE = 12

export const rentPropertiesQuery = (category: PropertyCategory | undefined, page: number) =>
  queryOptions({
    queryKey: ['properties', 'rent', { category, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/properties/rent', {
        schema: z.array(propertySchema),
        query: { category, page, limit: RENT_PAGE_SIZE },
        signal,
      })
      return { properties: data, total: total ?? data.length }
    },
    placeholderData: keepPreviousData,
  })
