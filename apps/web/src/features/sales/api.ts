import { agentTotalSchema, salesMonthSchema, soldPropertySchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const SOLD_PAGE_SIZE = 20

/** One page of the agent's sales (My Sold Properties' loader reads it). */
export const fetchSoldProperties = (agentEmail: string, page: number) =>
  fetchPage('/sold-properties', {
    item: soldPropertySchema,
    query: { agentEmail, page, limit: SOLD_PAGE_SIZE },
  })

/** The agent's total sales, one per currency. */
export const fetchAgentTotal = async (email: string) =>
  (await apiRequest('/agent-total-sales', { schema: agentTotalSchema, query: { email } })).data

/** The calling agent's sales per month, the last twelve, oldest first (My Sold Properties' chart). */
export const fetchSalesByMonth = async () =>
  (await apiRequest('/sales/by-month', { schema: z.array(salesMonthSchema) })).data
