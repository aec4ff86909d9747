import type { SalesMonth } from '@keyhaven/contract'
import { salesMonthSchema } from '@keyhaven/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anyone, type Buying, setUpBuying } from '../test/buying.ts'
import { insertProperty } from '../test/factories.ts'
import { expectApiError, expectJson } from '../test/responses.ts'

// The sales chart of My Sold Properties: the calling agent's bought offers per UTC month, the last twelve.

let t: Buying
let seller: Awaited<ReturnType<Buying['freshAccount']>>
beforeAll(async () => {
  t = await setUpBuying()
  seller = await t.freshAccount({ role: 'agent', name: 'Monty Months' })
})
afterAll(() => t?.close())

/** `YYYY-MM` of the month `back` months before this one (UTC). */
function monthBefore(back: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
}

/** The 15th of that month at noon UTC, well inside it. */
const midMonth = (back: number) => new Date(`${monthBefore(back)}-15T12:00:00Z`)

async function sellerSale(status: 'bought' | 'accepted', offerAmount: number, soldMonthsAgo: number) {
  const listing = await insertProperty(t.ctx.db, { agentId: seller.id, priceLow: 0.01, priceHigh: 1_000_000 })
  return t.offer(listing, 'user', { status, offerAmount, updatedAt: midMonth(soldMonthsAgo) })
}

async function byMonth(headers: Record<string, string>): Promise<SalesMonth[]> {
  const months = await expectJson<SalesMonth[]>(await t.ctx.request('/api/sales/by-month', { headers }), 200)
  for (const month of months) salesMonthSchema.strict().parse(month)
  return months
}

describe('GET /api/sales/by-month', () => {
  it('names each of the last twelve months, oldest first, empty ones included', async () => {
    const newcomer = await t.freshAccount({ role: 'agent' })
    const months = await byMonth(newcomer.session.headers)
    expect(months.map((entry) => entry.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => monthBefore(11 - index)),
    )
    for (const entry of months) expect(entry).toMatchObject({ count: 0, amount: 0 })
  })

  it("counts and adds up the agent's bought offers by the month they were bought", async () => {
    await sellerSale('bought', 1000.1, 0)
    await sellerSale('bought', 2000.2, 0)
    await sellerSale('bought', 500, 3)
    await sellerSale('accepted', 9999, 0)
    await sellerSale('bought', 7777, 12) // twelve months before this one: just outside the chart
    const months = await byMonth(seller.session.headers)
    expect(months).toHaveLength(12)
    expect(months.at(-1)).toEqual({ month: monthBefore(0), count: 2, amount: 3000.3 })
    expect(months.find((entry) => entry.month === monthBefore(3))).toEqual({
      month: monthBefore(3),
      count: 1,
      amount: 500,
    })
    expect(months.reduce((sum, entry) => sum + entry.count, 0)).toBe(3)
  })

  it('is for agents only, each seeing their own', async () => {
    for (const who of ['user', 'admin', 'fraud'] as Anyone[]) {
      await expectApiError(await t.send('GET', '/api/sales/by-month', who), 403)
    }
    await expectApiError(await t.send('GET', '/api/sales/by-month', 'anonymous'), 401)
  })
})
