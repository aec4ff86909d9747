// A visitor's display currency: estimates of a listing's prices in another currency, from one set of exchange
// rates (exchange-rates.ts). Arithmetic is on exact decimals (BigInt fractions), never on floating point, and the
// result is rounded once, to the target currency's ISO digits. No zod here, and nothing a page needs without a
// display currency (display-currency.ts): the web app loads this module only for visitors who chose one.

/** One rate: 1 `base` = `rate` `quote`, the rate as exact decimal text. */
export interface ExchangeRate {
  base: string
  quote: string
  rate: string
}

/** Decimal text without leading or trailing zeros (the database answers numeric(24, 12) padded). */
export const normaliseDecimal = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.')
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '')
  const trimmedFraction = fraction.replace(/0+$/, '')
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole
}

/** An exact non-negative fraction. */
interface Fraction {
  n: bigint
  d: bigint
}

function fractionOf(decimal: string): Fraction {
  const [whole = '0', fraction = ''] = decimal.split('.')
  return { n: BigInt(whole + fraction), d: 10n ** BigInt(fraction.length) }
}

/** A JavaScript amount as the decimal it was written as (the shortest text that reads back as the number). */
function fractionOfAmount(amount: number): Fraction {
  const text = String(amount)
  return fractionOf(text.includes('e') ? amount.toFixed(20) : text)
}

const times = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d })
const inverse = (a: Fraction): Fraction => ({ n: a.d, d: a.n })
const ONE: Fraction = { n: 1n, d: 1n }

/** A currency's ISO 4217 minor-unit digits (USD 2, JPY 0, KWD 3), as Intl knows them. */
export const currencyDigits = (currency: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2

/**
 * 1 `from` in `to`, from the loaded rates: the rate of the pair, else the inverse of the opposite pair, else
 * through one currency both are quoted against (EUR→BDT from USD→EUR and USD→BDT). Never more than one step
 * between, so an estimate is never a chain of estimates. Null when the rates do not join the two.
 */
function rateBetween(rates: readonly ExchangeRate[], from: string, to: string): Fraction | null {
  if (from === to) return ONE
  const legs = new Map<string, Fraction>()
  for (const { base, quote, rate } of rates) legs.set(`${quote}>${base}`, inverse(fractionOf(rate)))
  // A pair given in the file wins over the inverse of its opposite.
  for (const { base, quote, rate } of rates) legs.set(`${base}>${quote}`, fractionOf(rate))
  const direct = legs.get(`${from}>${to}`)
  if (direct) return direct
  const between = new Set(rates.flatMap(({ base, quote }) => [base, quote]))
  for (const middle of between) {
    const first = legs.get(`${from}>${middle}`)
    const second = legs.get(`${middle}>${to}`)
    if (first && second) return times(first, second)
  }
  return null
}

/** Rounds a fraction half away from zero to `digits` decimals, as decimal text. */
function roundToDigits({ n, d }: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits)
  const scaled = (n * scale * 2n + d) / (d * 2n)
  if (digits === 0) return scaled.toString()
  const text = scaled.toString().padStart(digits + 1, '0')
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/**
 * An amount of `from` as an estimate in `to`, rounded to `to`'s ISO digits; the exact decimal text is what
 * tests compare, the number is what formatters take. Null when no rate joins the two currencies.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: readonly ExchangeRate[],
): { text: string; amount: number } | null {
  const rate = rateBetween(rates, from, to)
  if (!rate) return null
  const text = roundToDigits(times(fractionOfAmount(amount), rate), currencyDigits(to))
  return { text, amount: Number(text) }
}

/**
 * 1 `from` in `to` as an exact fraction of two integers' decimal text, for SQL that converts as convertAmount
 * does (multiply, divide, round to `to`'s digits). Null when no rate joins the two currencies.
 */
export function exactRate(
  rates: readonly ExchangeRate[],
  from: string,
  to: string,
): { numerator: string; denominator: string } | null {
  const rate = rateBetween(rates, from, to)
  return rate && { numerator: rate.n.toString(), denominator: rate.d.toString() }
}
