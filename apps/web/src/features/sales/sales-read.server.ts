import { readOf } from '../../app/server/screen-data.server.ts'
import { fetchAgentTotal, fetchSalesByMonth, fetchSoldProperties } from './api.ts'
import type { SoldScreen } from './sold-properties-page.tsx'

/**
 * What My Sold Properties shows, as its agent: the page of sales asked for, without which there is no page, their
 * total, which says it is unavailable when its read failed, and the chart's months, which fail on their own (the
 * chart's Try again runs the loader again).
 */
export async function readSales(email: string, page: number): Promise<SoldScreen> {
  const [sold, total, months] = await Promise.all([
    fetchSoldProperties(email, page),
    fetchAgentTotal(email).catch(() => null),
    readOf(fetchSalesByMonth()),
  ])
  return { sold, total, months }
}
