import { z } from 'zod'
import { type ExchangeRate, normaliseDecimal } from './currency-conversion.ts'
import { EXCHANGE_RATE_CSV_COLUMNS } from './exchange-rate-columns.ts'
import { isCurrencyCode } from './money.ts'

// The exchange rates of display-currency estimates (currency-conversion.ts): one set, all of one date, that an
// admin uploads or a job fetches as CSV.

export const MAX_EXCHANGE_RATE_ROWS = 1000
export const MAX_EXCHANGE_RATE_BYTES = 256 * 1024

/** A rate as exact decimal text: up to 12 digits before and 12 after the point, more than zero. */
const RATE_PATTERN = /^\d{1,12}(?:\.\d{1,12})?$/

export const exchangeRateSchema: z.ZodType<ExchangeRate> = z
  .object({
    base: z.string().meta({ example: 'USD' }),
    quote: z.string().meta({ example: 'EUR' }),
    /** Exact decimal text, so no digit is lost to floating point. */
    rate: z.string().meta({ example: '0.9213' }),
  })
  .meta({ id: 'ExchangeRate' })

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
