import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { offers } from '../db/schema.ts'

// A sale is a bought offer: the offer keeps the title, location, buyer and agent it was made with, so sales
// stay in the agent's history after the listing or the buyer's account is deleted.
const soldBy = (agentId: string) => and(eq(offers.agentId, agentId), eq(offers.status, 'bought'))

/** One page of an agent's sales, latest first, with the total across pages. */
export function listSales(db: Database, agentId: string, page: PageWindow) {
  return readPage(
    db
      .select({
        id: offers.id,
        title: offers.title,
        location: offers.location,
        buyerName: offers.buyerName,
        buyerEmail: offers.buyerEmail,
        soldPrice: offers.offerAmount,
      })
      .from(offers)
      .where(soldBy(agentId))
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(offers).where(soldBy(agentId)),
  )
}

/** The sum of an agent's bought offers, added up exactly in SQL numeric. */
export async function totalSales(db: Database, agentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${offers.offerAmount}), 0)::text` })
    .from(offers)
    .where(soldBy(agentId))
  return Number(row?.total ?? 0)
}
