import type { ExchangeRates } from '@keyhaven/contract'
import { describe, expect, it } from 'vitest'
import { catalogueOf } from '../../lib/i18n/messages.server.ts'
import { translator } from '../../lib/i18n/translator.ts'
import type { AdvertisedCard } from './api.ts'
import { withEstimates } from './estimates.server.ts'

// The home page's advertised cards get their estimates on the server, as text.

const RATES: ExchangeRates = {
  date: '2026-11-28',
  source: 'upload',
  loadedAt: '2026-11-28T09:00:00.000Z',
  rates: [{ base: 'USD', quote: 'EUR', rate: '0.92' }],
}

const card = { _id: 'a', priceLow: 100_000, priceHigh: 120_000 } as AdvertisedCard
const t = translator('common', await catalogueOf('en', 'common'))

describe('withEstimates', () => {
  it('adds the estimate and the rates’ date in the display currency', () => {
    expect(withEstimates([card], { currency: 'EUR', rates: RATES }, 'USD', t)[0]?.estimate).toBe(
      '≈ €92,000 - €110,400 (Rates of 2026-11-28)',
    )
  })

  it('adds none without a choice, in the listing’s own currency, or without a rate', () => {
    expect(withEstimates([card], null, 'USD', t)[0]?.estimate).toBeUndefined()
    expect(withEstimates([card], { currency: 'USD', rates: RATES }, 'USD', t)[0]?.estimate).toBeUndefined()
    expect(withEstimates([card], { currency: 'BDT', rates: RATES }, 'USD', t)[0]?.estimate).toBeUndefined()
  })
})
