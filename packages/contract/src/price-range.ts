import { MONEY_CEILING } from './money.ts'

export type PriceRangeResult = { ok: true; low: number; high: number } | { ok: false; message: string }

const DASHES = /\s*[-–—]\s*/

/**
 * Reads '$5000 - $7000' (any currency signs, thousands separators and spacing) into numbers, keeping only
 * digits and the decimal point on each side of the dash, as the original product's offer check does (docs/decisions/0001).
 * Up to 4 decimals read here (the most any ISO currency has); the listing's currency allows fewer (minorUnitsProblem).
 */
export function parsePriceRange(text: string): PriceRangeResult {
  const sides = text.trim().split(DASHES)
  if (sides.length !== 2) return { ok: false, message: 'Price range must look like $5000 - $7000' }
  const [low, high] = sides.map((side) => {
    const digits = side.replace(/[^0-9.]/g, '')
    return /^\d+(\.\d{1,4})?$/.test(digits) ? Number(digits) : Number.NaN
  }) as [number, number]
  if (Number.isNaN(low) || Number.isNaN(high)) {
    return {
      ok: false,
      message: 'Price range must have a number on each side of the dash, e.g. $5000 - $7000',
    }
  }
  if (low <= 0) return { ok: false, message: 'Prices must be greater than zero' }
  if (low > high) return { ok: false, message: 'The low price must not be above the high price' }
  if (high >= MONEY_CEILING) {
    return { ok: false, message: `Prices must be below ${MONEY_CEILING.toLocaleString('en-US')}` }
  }
  return { ok: true, low, high }
}
