import { type PropertyCategory, propertyCategorySchema, propertySchema } from '@keyhaven/contract'
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

/** The category filter and page of Rent Properties, read from its URL (bad values fall back to all, page 1). */
export function rentPageParams(params: URLSearchParams) {
  const parsedCategory = propertyCategorySchema.safeParse(params.get('category'))
  const category = parsedCategory.success ? parsedCategory.data : undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return { category, page }
}

export const rentPageQuery = (params: URLSearchParams) => {
  const { category, page } = rentPageParams(params)
  return rentPropertiesQuery(category, page)
}
