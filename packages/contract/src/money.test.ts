import { describe, expect, it } from 'vitest'
import { DEFAULT_CURRENCY, formatMoney, formatPriceRange, isCurrencyCode } from './money.ts'

describe('formatMoney', () => {
  it('formats whole amounts with the currency symbol and thousands separators, no decimals', () => {
    expect(formatMoney(350000, 'USD')).toBe('$350,000')
    expect(formatMoney(1200000, 'USD')).toBe('$1,200,000')
    expect(formatMoney(0, 'USD')).toBe('$0')
  })

  it('keeps cents when the amount has them', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,234.56')
  })

  it('uses the configured currency', () => {
    expect(formatMoney(350000, 'EUR')).toBe('€350,000')
    expect(formatMoney(350000, 'GBP')).toBe('£350,000')
  })

  it('defaults to USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD')
  })
})

describe('formatPriceRange', () => {
  it('joins low and high with a spaced dash', () => {
    expect(formatPriceRange(350000, 380000, 'USD')).toBe('$350,000 - $380,000')
    expect(formatPriceRange(4500, 5200, 'EUR')).toBe('€4,500 - €5,200')
  })
})

describe('isCurrencyCode', () => {
  it('accepts ISO 4217 codes', () => {
    expect(isCurrencyCode('USD')).toBe(true)
    expect(isCurrencyCode('EUR')).toBe(true)
    expect(isCurrencyCode('JPY')).toBe(true)
  })

  it('refuses unknown, lower-case or malformed codes', () => {
    expect(isCurrencyCode('XYZ')).toBe(false)
    expect(isCurrencyCode('usd')).toBe(false)
    expect(isCurrencyCode('US')).toBe(false)
    expect(isCurrencyCode('USDX')).toBe(false)
    expect(isCurrencyCode('')).toBe(false)
  })
})
