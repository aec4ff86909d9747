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
        currency: offers.currency,
      })
      .from(offers)
      .where(soldBy(agentId))
      .orderBy(desc(offers.updatedAt), desc(offers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(offers).where(soldBy(agentId)),
  )
}

/** The sums of an agent's bought offers, one per currency (by its code), added up exactly in SQL numeric. */
export async function totalSales(db: Database, agentId: string) {
  const rows = await db
    .select({ currency: offers.currency, total: sql<string>`sum(${offers.offerAmount})::text` })
    .from(offers)
    .where(soldBy(agentId))
    .groupBy(offers.currency)
    .orderBy(offers.currency)
  return rows.map((row) => ({ currency: row.currency, totalAmount: Number(row.total) }))
}

/**
 * The agent's sales of the last `months` calendar months (UTC), this one included, oldest first: every month
 * named, with no sales as 0. A sale is dated when its offer became bought (its last update, as listSales sorts).
 */
export async function salesByMonth(db: Database, agentId: string, months: number) {
  const thisMonth = sql`date_trunc('month', now() at time zone 'UTC')`
  const firstMonth = sql`${thisMonth} - make_interval(months => ${months - 1}::int)`
  const soldAt = sql`date_trunc('month', ${offers.updatedAt} at time zone 'UTC')`
  const sold = db
    .select({
      month: sql`${soldAt}`.as('sold_month'),
      count: sql<number>`count(*)::int`.as('sold_count'),
      amount: sql<string>`sum(${offers.offerAmount})`.as('sold_amount'),
    })
    .from(offers)
    .where(and(soldBy(agentId), sql`${offers.updatedAt} >= (${firstMonth}) at time zone 'UTC'`))
    .groupBy(soldAt)
    .as('sold')
  const calendar = sql`generate_series(${firstMonth}, ${thisMonth}, interval '1 month') as calendar(month)`
  const rows = await db
    .select({
      month: sql<string>`to_char(calendar.month, 'YYYY-MM')`,
      count: sql<number>`coalesce(${sold.count}, 0)`,
      amount: sql<string>`coalesce(${sold.amount}, 0)::text`,
    })
    .from(calendar)
    .leftJoin(sold, sql`${sold.month} = calendar.month`)
    .orderBy(sql`calendar.month`)
  return rows.map((row) => ({ month: row.month, count: row.count, amount: Number(row.amount) }))
}
