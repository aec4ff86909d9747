import {
  checkExchangeRateRow,
  EXCHANGE_RATE_CSV_COLUMNS,
  type ExchangeRate,
  MAX_EXCHANGE_RATE_ROWS,
} from '@keyhaven/contract'
import { CsvError, parse } from 'csv-parse/sync'
import { ApiError } from '../http/errors.ts'

export interface RateSet {
  date: string
  rates: ExchangeRate[]
}

const refuse = (problem: string) => new ApiError(400, `file: ${problem}`, undefined, 'file')

/**
 * An exchange-rate CSV (header `base,quote,rate,date`, then one rate a line) to one set of rates; any problem
 * is a 400 that names every bad row by its spreadsheet number (the header is row 1), so a file is taken whole
 * or not at all.
 */
export function parseExchangeRateCsv(text: string): RateSet {
  let records: string[][]
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true })
  } catch (error) {
    if (error instanceof CsvError) throw refuse(`is not valid CSV: ${error.message}`)
    throw error
  }
  const [header, ...rows] = records
  if (header?.join(',').toLowerCase() !== EXCHANGE_RATE_CSV_COLUMNS.join(',')) {
    throw refuse(`the first line must be the header ${EXCHANGE_RATE_CSV_COLUMNS.join(',')}`)
  }
  if (rows.length === 0) throw refuse('holds no rates')
  if (rows.length > MAX_EXCHANGE_RATE_ROWS) throw refuse(`holds more than ${MAX_EXCHANGE_RATE_ROWS} rates`)

  const problems: string[] = []
  const rates: ExchangeRate[] = []
  const seen = new Set<string>()
  let date: string | undefined
  rows.forEach((cells, index) => {
    const row = index + 2
    const { rate, error } = checkExchangeRateRow(cells)
    if (!rate) {
      problems.push(`row ${row}: ${error}`)
      return
    }
    date ??= rate.date
    const pair = `${rate.base}/${rate.quote}`
    if (rate.date !== date)
      problems.push(`row ${row}: date ${rate.date} differs from ${date}; one file holds one day's rates`)
    else if (seen.has(pair)) problems.push(`row ${row}: ${pair} is given twice`)
    seen.add(pair)
    rates.push({ base: rate.base, quote: rate.quote, rate: rate.rate })
  })
  if (problems.length > 0 || !date) throw refuse(`nothing was changed. ${problems.join('. ')}`)
  return { date, rates }
}
