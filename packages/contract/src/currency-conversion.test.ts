import { describe, expect, it } from 'vitest'
import { convertAmount, currencyDigits, type ExchangeRate } from './currency-conversion.ts'
import { displayCurrencyOf } from './display-currency.ts'
import { checkExchangeRateRow } from './exchange-rates.ts'

const rates: ExchangeRate[] = [
  { base: 'USD', quote: 'EUR', rate: '0.92' },
  { base: 'USD', quote: 'BDT', rate: '119.5' },
  { base: 'USD', quote: 'JPY', rate: '151.237' },
  { base: 'USD', quote: 'KWD', rate: '0.30712' },
]

describe('convertAmount', () => {
  it('multiplies exactly, where floating point would not', () => {
    // 100.1 * 1.1 is 110.11000000000001 in floating point.
    expect(convertAmount(100.1, 'USD', 'EUR', [{ base: 'USD', quote: 'EUR', rate: '1.1' }])?.text).toBe(
      '110.11',
    )
    expect(convertAmount(250_000, 'USD', 'EUR', rates)).toEqual({ text: '230000.00', amount: 230_000 })
  })

  it("rounds half away from zero to the target currency's ISO digits", () => {
    expect(currencyDigits('JPY')).toBe(0)
    expect(currencyDigits('KWD')).toBe(3)
    expect(convertAmount(10, 'USD', 'JPY', rates)?.text).toBe('1512')
    expect(convertAmount(1000, 'USD', 'KWD', rates)?.text).toBe('307.120')
    expect(convertAmount(0.5, 'USD', 'EUR', [{ base: 'USD', quote: 'EUR', rate: '0.01' }])?.text).toBe('0.01')
    expect(convertAmount(0.49, 'USD', 'EUR', [{ base: 'USD', quote: 'EUR', rate: '0.01' }])?.text).toBe(
      '0.00',
    )
  })

  it('uses the inverse of the opposite pair', () => {
    expect(convertAmount(920, 'EUR', 'USD', rates)?.text).toBe('1000.00')
  })

  it('derives a pair through the currency both are quoted against, in one step', () => {
    // 1 EUR = 119.5 / 0.92 BDT = 129.891304... BDT
    expect(convertAmount(1, 'EUR', 'BDT', rates)?.text).toBe('129.89')
    expect(convertAmount(1_000_000, 'EUR', 'BDT', rates)?.text).toBe('129891304.35')
  })

  it('prefers a pair given in the file over a derived or inverted one', () => {
    const both = [...rates, { base: 'EUR', quote: 'USD', rate: '1.1' }]
    expect(convertAmount(100, 'EUR', 'USD', both)?.text).toBe('110.00')
  })

  it('converts nothing without a rate joining the pair', () => {
    expect(convertAmount(100, 'USD', 'GBP', rates)).toBeNull()
    expect(convertAmount(100, 'GBP', 'CHF', [{ base: 'USD', quote: 'EUR', rate: '0.9' }])).toBeNull()
    expect(convertAmount(100, 'USD', 'EUR', [])).toBeNull()
  })

  it('keeps a same-currency amount as it is', () => {
    expect(convertAmount(12.5, 'USD', 'USD', [])?.text).toBe('12.50')
  })
})

describe('checkExchangeRateRow', () => {
  it('takes a good row and writes its rate without padding', () => {
    expect(checkExchangeRateRow(['USD', ' EUR ', '0.9200', '2026-11-28'])).toEqual({
      rate: { base: 'USD', quote: 'EUR', rate: '0.92', date: '2026-11-28' },
    })
  })

  it.each([
    [['usd', 'EUR', '0.92', '2026-11-28'], 'base "usd" is not an ISO 4217 currency code'],
    [['USD', 'XYZ', '0.92', '2026-11-28'], 'quote "XYZ" is not an ISO 4217 currency code'],
    [['USD', 'USD', '1', '2026-11-28'], 'base and quote are the same currency'],
    [['USD', 'EUR', '0', '2026-11-28'], 'rate "0" must be a decimal number greater than 0'],
    [['USD', 'EUR', '-1', '2026-11-28'], 'rate "-1" must be'],
    [['USD', 'EUR', '1e3', '2026-11-28'], 'rate "1e3" must be'],
    [['USD', 'EUR', '0.92', '28/11/2026'], 'date "28/11/2026" must be a day as YYYY-MM-DD'],
    [['USD', 'EUR', '0.92'], 'has 3 cells, expected 4'],
  ])('refuses %j', (cells, message) => {
    expect(checkExchangeRateRow(cells).error).toContain(message)
  })
})

describe('displayCurrencyOf', () => {
  it('takes only an offered currency', () => {
    expect(displayCurrencyOf('EUR')).toBe('EUR')
    expect(displayCurrencyOf('eur')).toBeNull()
    expect(displayCurrencyOf('XYZ')).toBeNull()
    expect(displayCurrencyOf('')).toBeNull()
    expect(displayCurrencyOf(undefined)).toBeNull()
  })
})
