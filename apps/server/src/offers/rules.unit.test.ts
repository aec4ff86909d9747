import {
  buyingDateProblem,
  MAX_BUYING_DATE_DAYS,
  minorUnitDigits,
  minorUnitsProblem,
  offerAmountProblem,
  offerInputSchema,
  toMinorUnits,
} from '@keyhaven/contract'
import { describe, expect, it } from 'vitest'
import { isExpired } from '../payments/test-gateway.ts'

describe('buyingDateProblem', () => {
  const at = (iso: string) => new Date(iso)

  it('takes today wherever the buyer is, and refuses the day before', () => {
    // 05:00 UTC on Jan 2 is still Jan 1 in UTC-12 (and already Jan 2 in UTC+14).
    const now = at('2030-01-02T05:00:00Z')
    expect(buyingDateProblem('2030-01-01', now)).toBeNull()
    expect(buyingDateProblem('2030-01-02', now)).toBeNull()
    expect(buyingDateProblem('2029-12-31', now)).toBe('Buying date cannot be in the past')
    // 13:00 UTC: Jan 1 is over everywhere.
    expect(buyingDateProblem('2030-01-01', at('2030-01-02T13:00:00Z'))).toBe(
      'Buying date cannot be in the past',
    )
  })

  it(`takes dates up to ${MAX_BUYING_DATE_DAYS} days ahead`, () => {
    const now = at('2030-01-01T12:00:00Z')
    const latest = new Date(now.getTime() + MAX_BUYING_DATE_DAYS * 86_400_000).toISOString().slice(0, 10)
    expect(buyingDateProblem(latest, now)).toBeNull()
    expect(buyingDateProblem('2040-01-01', now)).toBe(
      `Buying date must be within ${MAX_BUYING_DATE_DAYS} days from today`,
    )
  })
})

describe('offer amount', () => {
  it("uses the original product's message for amounts outside the range, bounds included", () => {
    expect(offerAmountProblem(5000, 5000, 7000, 'USD')).toBeNull()
    expect(offerAmountProblem(7000, 5000, 7000, 'USD')).toBeNull()
    expect(offerAmountProblem(4999.99, 5000, 7000, 'USD')).toBe('Offer must be between $5,000 and $7,000')
    expect(offerAmountProblem(7000.01, 5000, 7000, 'USD')).toBe('Offer must be between $5,000 and $7,000')
  })

  it.each<[unknown, string]>([
    [undefined, 'Offer amount is required'],
    [null, 'Offer amount is required'],
    [Number.NaN, 'Offer amount is required'],
    ['5000', 'Offer amount must be a number'],
    [-1, 'Offer amount must be greater than zero'],
    [1.00005, 'Offer amount must have at most four decimals'],
  ])('refuses %j: %s', (offerAmount, message) => {
    const result = offerInputSchema.safeParse({
      propertyId: '00000000-0000-4000-8000-000000000000',
      offerAmount,
      buyingDate: '2030-01-01',
    })
    expect(result.error?.issues[0]).toMatchObject({ path: ['offerAmount'], message })
  })
})

describe('money in minor units', () => {
  it('converts with the currency’s own decimals', () => {
    expect(minorUnitDigits('USD')).toBe(2)
    expect(minorUnitDigits('JPY')).toBe(0)
    expect(toMinorUnits(110_000.55, 'USD')).toBe(11_000_055)
    expect(toMinorUnits(1234.57, 'EUR')).toBe(123_457)
    expect(toMinorUnits(0.29, 'USD')).toBe(29)
    expect(toMinorUnits(5000, 'JPY')).toBe(5000)
    expect(minorUnitDigits('KWD')).toBe(3)
    expect(minorUnitDigits('BDT')).toBe(2)
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234)
  })

  it('follows ISO 4217 where Intl (CLDR) differs', () => {
    expect(minorUnitDigits('IQD')).toBe(3)
    expect(minorUnitDigits('IDR')).toBe(2)
  })

  it('names the field whose amount has more decimals than the currency', () => {
    expect(minorUnitsProblem('Price range', [5000, 7000], 'JPY')).toBeNull()
    expect(minorUnitsProblem('Price range', [5000.5, 7000], 'JPY')).toBe(
      'Price range must have no decimals in JPY',
    )
    expect(minorUnitsProblem('Price range', [1.234], 'KWD')).toBeNull()
    expect(minorUnitsProblem('Price range', [1.2345], 'KWD')).toBe(
      'Price range must have at most three decimals in KWD',
    )
    expect(minorUnitsProblem('Offer amount', [1.005], 'USD')).toBe(
      'Offer amount must have at most two decimals',
    )
  })
})

describe('test card expiry', () => {
  const now = new Date('2030-06-15T00:00:00Z')
  it('is valid through the end of its month', () => {
    expect(isExpired('06/30', now)).toBe(false)
    expect(isExpired('12/30', now)).toBe(false)
    expect(isExpired('05/30', now)).toBe(true)
    expect(isExpired('12/29', now)).toBe(true)
    expect(isExpired('01 / 31', now)).toBe(false)
  })
})
