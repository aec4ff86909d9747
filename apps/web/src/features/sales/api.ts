import { agentTotalSchema, salesMonthSchema, soldPropertySchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const SOLD_PAGE_SIZE = 20

export const soldPropertiesQuery = (agentEmail: string, page: number) =>
  queryOptions({
    queryKey: ['sales', 'sold', { agentEmail, page }],
    queryFn: ({ signal }) =>
      fetchPage('/sold-properties', {
        item: soldPropertySchema,
        query: { agentEmail, page, limit: SOLD_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const agentTotalQuery = (email: string) =>
  queryOptions({
    queryKey: ['sales', 'total', email],
    queryFn: async ({ signal }) =>
      (await apiRequest('/agent-total-sales', { schema: agentTotalSchema, query: { email }, signal })).data,
  })

/** The calling agent's sales per month, the last twelve, oldest first. */
export const salesByMonthQuery = () =>
  queryOptions({
    queryKey: ['sales', 'by-month'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/sales/by-month', { schema: z.array(salesMonthSchema), signal })).data,
  })
