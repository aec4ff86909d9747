import { convertAmount, type ExchangeRate, normaliseDecimal } from '@keyhaven/contract'
import { and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { properties } from '../db/schema.ts'
import { readExchangeRates } from '../exchange-rates/queries.ts'

/**
 * A price filter's bounds in one listing currency. `currency` is left out when every listing is in the
 * filter's own currency: the condition is then the plain comparison that the price indexes serve, as before
 * listings had currencies of their own.
 */
export interface PriceBound {
  currency?: string
  min?: number | undefined
  max?: number | undefined
}

/** What a price filter asks: its bounds and the currency they are written in. */
export interface PriceFilter {
  minPrice?: number | undefined
  maxPrice?: number | undefined
  currency: string
}

/**
 * The filter's bounds per listing currency: in the filter's own as given, in any other converted at the loaded
 * rates (convertAmount: the pair, its inverse or one step between, rounded to that currency's digits). A
 * currency no rate reaches has no bounds, so its listings meet no price filter: an amount in it cannot be
 * compared. Undefined when the filter has no bound.
 */
export async function priceBoundsOf(
  filter: PriceFilter,
  read: {
    listingCurrencies: () => Promise<readonly string[]>
    rates: () => Promise<readonly ExchangeRate[]>
  },
): Promise<PriceBound[] | undefined> {
  const { minPrice, maxPrice, currency } = filter
  if (minPrice === undefined && maxPrice === undefined) return undefined
  const listingCurrencies = await read.listingCurrencies()
  if (listingCurrencies.every((listed) => listed === currency)) return [{ min: minPrice, max: maxPrice }]
  const loaded = await read.rates()
  const convert = (amount: number | undefined, to: string) =>
    amount === undefined ? undefined : convertAmount(amount, currency, to, loaded)?.amount
  return listingCurrencies.flatMap((to): PriceBound[] => {
    if (to === currency) return [{ currency: to, min: minPrice, max: maxPrice }]
    const min = convert(minPrice, to)
    const max = convert(maxPrice, to)
    if ((minPrice !== undefined && min === undefined) || (maxPrice !== undefined && max === undefined))
      return []
    return [{ currency: to, min, max }]
  })
}

/** Listings whose price range overlaps the bounds of their currency (an empty list: none). */
export function priceCondition(bounds: readonly PriceBound[]): SQL {
  const overlaps = ({ currency, min, max }: PriceBound) =>
    and(
      currency === undefined ? undefined : eq(properties.currency, currency),
      // A price range overlaps [min, max] when it ends at or above the one and starts at or below the other.
      min === undefined ? undefined : gte(properties.priceHigh, min),
      max === undefined ? undefined : lte(properties.priceLow, max),
    )
  return or(...bounds.map(overlaps)) ?? sql`false`
}

/**
 * The currencies listings are in, read from the currency's index a value at a time (a loose index scan: one
 * probe per currency, not a read of every listing).
 */
export async function readListingCurrencies(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive currencies(currency) as (
      select min(${properties.currency}) from ${properties}
      union all
      select (select min(${properties.currency}) from ${properties} where ${properties.currency} > currencies.currency)
      from currencies where currencies.currency is not null
    )
    select currency from currencies where currency is not null`)
  return (result as unknown as { rows: { currency: string }[] }).rows.map((row) => row.currency)
}

/** The loaded rates, as the conversion takes them. */
export async function readRatesForConversion(db: Database): Promise<ExchangeRate[]> {
  const rows = await readExchangeRates(db)
  return rows.map(({ base, quote, rate }) => ({ base, quote, rate: normaliseDecimal(rate) }))
}
