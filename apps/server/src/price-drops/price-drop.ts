import {
  formatPriceRange,
  PRICE_DROP_SHOWN_DAYS,
  type PriceDrop,
  type PriceDropAlert,
} from '@keyhaven/contract'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * By how much a price fell, in whole percent rounded down: a buyer who asked for 5 % is never told of a fall the
 * card would call 5 % that is not.
 */
export const dropPercent = (from: number, to: number) => Math.floor(((from - to) * 100) / from)

/** A buyer's threshold as their account keeps it (users.price_drop_min_percent): 0 is any fall, null none. */
export const minPercentOf = (alert: PriceDropAlert): number | null =>
  alert === 'off' ? null : alert === 'any' ? 0 : Number(alert)
export const priceDropAlertOf = (minPercent: number | null): PriceDropAlert =>
  minPercent === null ? 'off' : minPercent === 0 ? 'any' : (String(minPercent) as PriceDropAlert)

/** The columns that remember a listing's latest fall of price (db/schema.ts, properties). */
export interface PriceDropColumns {
  droppedFromLow: number | null
  droppedFromHigh: number | null
  priceDroppedAt: Date | null
}

/**
 * What a change of a listing's price range leaves in its price-drop columns: the range before, when the low price
 * fell while the public could see the listing; nothing otherwise, as a rise or a change before the listing was
 * public undoes or is no drop the public saw. The drop is measured on the low end of the range, the price a
 * search sorts and filters on.
 */
export function priceDropColumns(
  before: { priceLow: number | null; priceHigh: number | null },
  after: { priceLow: number },
  wasPublic: boolean,
): PriceDropColumns {
  if (
    wasPublic &&
    before.priceLow !== null &&
    before.priceHigh !== null &&
    after.priceLow < before.priceLow
  ) {
    return { droppedFromLow: before.priceLow, droppedFromHigh: before.priceHigh, priceDroppedAt: new Date() }
  }
  return { droppedFromLow: null, droppedFromHigh: null, priceDroppedAt: null }
}

/** The listing's fall of price as the cards show it, while PRICE_DROP_SHOWN_DAYS old at most; null otherwise. */
export function priceDropOf(
  row: PriceDropColumns & { priceLow: number | null; currency: string },
): PriceDrop | null {
  const { droppedFromLow, droppedFromHigh, priceDroppedAt, priceLow, currency } = row
  if (droppedFromLow === null || droppedFromHigh === null || priceDroppedAt === null || priceLow === null)
    return null
  if (Date.now() - priceDroppedAt.getTime() > PRICE_DROP_SHOWN_DAYS * DAY_MS) return null
  return {
    percent: dropPercent(droppedFromLow, priceLow),
    previousPriceRange: formatPriceRange(droppedFromLow, droppedFromHigh, currency),
    droppedAt: priceDroppedAt.toISOString(),
  }
}
