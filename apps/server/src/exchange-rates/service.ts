import { type ExchangeRates, type ExchangeRatesUploadResult, normaliseDecimal } from '@keyhaven/contract'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { parseExchangeRateCsv } from './csv.ts'
import { readExchangeRates, replaceExchangeRates } from './queries.ts'

/** What an admin's upload is recorded as (the job records the address it fetched). */
export const UPLOAD_SOURCE = 'upload'

export function createExchangeRateService(db: Database) {
  async function current(): Promise<ExchangeRates> {
    const rows = await readExchangeRates(db)
    const first = rows[0]
    return {
      date: first?.date ?? null,
      source: first?.source ?? null,
      loadedAt: first?.loadedAt.toISOString() ?? null,
      rates: rows.map(({ base, quote, rate }) => ({ base, quote, rate: normaliseDecimal(rate) })),
    }
  }

  /** Takes a CSV whole (every row good) in place of the rates in use, or changes nothing (a 400). */
  async function replace(text: string, source: string, caller?: Caller): Promise<ExchangeRatesUploadResult> {
    const set = parseExchangeRateCsv(text)
    const replaced = await db.transaction(async (tx) => {
      const count = await replaceExchangeRates(tx, set, source, caller?.id ?? null)
      if (caller) {
        await recordAudit(tx, caller, 'exchange_rates.replaced', set.date, {
          changes: { rates: { from: count, to: set.rates.length } },
        })
      }
      return count
    })
    return { ...(await current()), replaced }
  }

  return { current, replace }
}
export type ExchangeRateService = ReturnType<typeof createExchangeRateService>

/**
 * Fetches EXCHANGE_RATES_URL (a CSV of the upload's format) and takes it in place of the rates in use; a failed
 * fetch or a bad file changes nothing and fails the run, so the last good rates stay.
 */
export function exchangeRateFetchJob(
  service: ExchangeRateService,
  url: string,
  intervalMs: number,
  fetchImpl: typeof fetch = fetch,
): PeriodicJob {
  return {
    name: 'exchange-rate-fetch',
    intervalMs,
    async run(stopping) {
      const response = await fetchImpl(url, {
        signal: AbortSignal.any([stopping, AbortSignal.timeout(30_000)]),
      })
      if (!response.ok) throw new Error(`exchange rates: ${url} answered ${response.status}`)
      const result = await service.replace(await response.text(), url)
      return { date: result.date, rates: result.rates.length }
    },
  }
}
