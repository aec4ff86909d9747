import { z } from 'zod'
import { isCurrencyCode } from './money.ts'

// A visitor's display currency: estimates of a listing's prices in another currency, from one set of exchange
// rates an admin uploads (or a job fetches) as CSV. Arithmetic is on exact decimals (BigInt fractions), never on
// floating point, and the result is rounded once, to the target currency's ISO digits.

/** The CSV's columns, in order: one rate a line, `1 base = rate quote`, all of one date. */
export const EXCHANGE_RATE_CSV_COLUMNS = ['base', 'quote', 'rate', 'date'] as const
export const MAX_EXCHANGE_RATE_ROWS = 1000
export const MAX_EXCHANGE_RATE_BYTES = 256 * 1024

/** The cookie that remembers a visitor's display currency (absent: only each listing's own). */
export const DISPLAY_CURRENCY_COOKIE = 'display-currency'

/** A rate as exact decimal text: up to 12 digits before and 12 after the point, more than zero. */
const RATE_PATTERN = /^\d{1,12}(?:\.\d{1,12})?$/

export const exchangeRateSchema = z
  .object({
    base: z.string().meta({ example: 'USD' }),
    quote: z.string().meta({ example: 'EUR' }),
    /** Exact decimal text, so no digit is lost to floating point. */
    rate: z.string().meta({ example: '0.9213' }),
  })
  .meta({ id: 'ExchangeRate' })
export type ExchangeRate = z.infer<typeof exchangeRateSchema>

export const exchangeRatesSchema = z
  .object({
    /** The day the rates are of; null while none are loaded. */
    date: z.iso.date().nullable(),
    /** Who or what loaded them: 'upload' (an admin) or the address the job fetched. */
    source: z.string().nullable(),
    loadedAt: z.iso.datetime().nullable(),
    rates: z.array(exchangeRateSchema),
  })
  .meta({ id: 'ExchangeRates' })
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>

export const exchangeRatesUploadResultSchema = exchangeRatesSchema
  .extend({ replaced: z.number().int().meta({ description: 'How many rates the upload replaced' }) })
  .meta({ id: 'ExchangeRatesUploadResult' })
export type ExchangeRatesUploadResult = z.infer<typeof exchangeRatesUploadResultSchema>

/** The display currencies offered: the markets Keyhaven serves first and the currencies most people know. */
export const DISPLAY_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'BDT',
  'INR',
  'EGP',
  'SAR',
  'AED',
  'KWD',
  'JPY',
] as const

/** The display currency a visitor chose, when it is one offered (anything else is no choice). */
export const displayCurrencyOf = (value: string | null | undefined): string | null =>
  DISPLAY_CURRENCIES.find((code) => code === value) ?? null

/** One row's problems, by the row's number as a spreadsheet shows it (the header is row 1). */
export interface RateRowCheck {
  rate?: ExchangeRate & { date: string }
  error?: string
}

/** Checks one CSV row's cells (base, quote, rate, date); the file-wide rules (one date, no pair twice) are the caller's. */
export function checkExchangeRateRow(cells: readonly string[]): RateRowCheck {
  const [base = '', quote = '', rate = '', date = ''] = cells.map((cell) => cell.trim())
  const problems: string[] = []
  if (cells.length !== EXCHANGE_RATE_CSV_COLUMNS.length)
    problems.push(`has ${cells.length} cells, expected ${EXCHANGE_RATE_CSV_COLUMNS.length}`)
  if (!isCurrencyCode(base)) problems.push(`base "${base}" is not an ISO 4217 currency code`)
  if (!isCurrencyCode(quote)) problems.push(`quote "${quote}" is not an ISO 4217 currency code`)
  if (base === quote && base) problems.push('base and quote are the same currency')
  if (!RATE_PATTERN.test(rate) || /^[0.]+$/.test(rate))
    problems.push(`rate "${rate}" must be a decimal number greater than 0 (such as 0.9213)`)
  if (!z.iso.date().safeParse(date).success) problems.push(`date "${date}" must be a day as YYYY-MM-DD`)
  if (problems.length > 0) return { error: problems.join('; ') }
  return { rate: { base, quote, rate: normaliseDecimal(rate), date } }
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
