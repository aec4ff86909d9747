import type { AgentTotal, Page, PaginationQuery, SalesMonth, SoldProperty } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { findUserByEmail } from '../users/queries.ts'
import { listSales, salesByMonth, totalSales } from './queries.ts'

/** How far back the sales chart of My Sold Properties looks, this month included. */
const CHART_MONTHS = 12

export function createSalesService(db: Database) {
  /** The agent the e-mail names: the caller's own, or anyone's for an admin; undefined when there is none. */
  async function agentIdFor(caller: Caller, email: string): Promise<string | undefined> {
    if (email === caller.email) return caller.id
    if (caller.role !== 'admin') throw new ApiError(403, 'You can only see your own sales')
    return (await findUserByEmail(db, email))?.id
  }

  return {
    async soldProperties(
      caller: Caller,
      query: PaginationQuery & { agentEmail: string },
    ): Promise<Page<SoldProperty>> {
      const agentId = await agentIdFor(caller, query.agentEmail)
      if (!agentId) return { items: [], total: 0 }
      const page = await listSales(db, agentId, offsetPage(query))
      return mapPage(page, ({ id, ...row }) => ({ _id: id, ...row }))
    },

    /** The caller's own sales per month over the last year, oldest first, months without sales included. */
    async byMonth(caller: Caller): Promise<SalesMonth[]> {
      return salesByMonth(db, caller.id, CHART_MONTHS)
    },

    /** One total per currency; the single one also as totalAmount, as the original screen reads it. */
    async totalAmount(caller: Caller, email: string): Promise<AgentTotal> {
      const agentId = await agentIdFor(caller, email)
      const totals = agentId ? await totalSales(db, agentId) : []
      const [only, ...others] = totals
      if (!only) return { totalAmount: 0, currency: null, totals }
      return others.length === 0
        ? { totalAmount: only.totalAmount, currency: only.currency, totals }
        : { totalAmount: null, currency: null, totals }
    },
  }
}
