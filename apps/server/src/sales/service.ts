import type { PaginationQuery, SoldProperty } from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { findUserByEmail } from '../offers/queries.ts'
import { listSales, totalSales } from './queries.ts'

export function createSalesService(db: Database) {
  /** The agent the e-mail names: the caller's own, or anyone's for an admin; undefined when there is none. */
  async function agentIdFor(caller: Caller, email: string): Promise<string | undefined> {
    const wanted = email.trim().toLowerCase()
    if (wanted === caller.email) return caller.id
    if (caller.role !== 'admin') throw new ApiError(403, 'You can only see your own sales')
    return (await findUserByEmail(db, wanted))?.id
  }

  return {
    async soldProperties(
      caller: Caller,
      query: PaginationQuery & { agentEmail: string },
    ): Promise<{ items: SoldProperty[]; total: number }> {
      const agentId = await agentIdFor(caller, query.agentEmail)
      if (!agentId) return { items: [], total: 0 }
      const { rows, total } = await listSales(db, agentId, offsetPage(query))
      return { items: rows.map(({ id, ...row }) => ({ _id: id, ...row })), total }
    },

    async totalAmount(caller: Caller, email: string): Promise<{ totalAmount: number }> {
      const agentId = await agentIdFor(caller, email)
      return { totalAmount: agentId ? await totalSales(db, agentId) : 0 }
    },
  }
}
