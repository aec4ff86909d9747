import { asc } from 'drizzle-orm'
import type { Database, Transaction } from '../db/client.ts'
import { exchangeRates } from '../db/schema.ts'
import type { RateSet } from './csv.ts'

export const readExchangeRates = (db: Database) =>
  db.select().from(exchangeRates).orderBy(asc(exchangeRates.base), asc(exchangeRates.quote))

/** Replaces every rate with the set; answers how many there were before. */
export async function replaceExchangeRates(
  tx: Transaction,
  set: RateSet,
  source: string,
  loadedBy: string | null,
): Promise<number> {
  const removed = await tx.delete(exchangeRates).returning({ base: exchangeRates.base })
  await tx
    .insert(exchangeRates)
    .values(set.rates.map((rate) => ({ ...rate, date: set.date, source, loadedBy })))
  return removed.length
}
