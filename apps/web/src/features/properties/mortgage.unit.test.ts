import { describe, expect, it } from 'vitest'
import english from '../../locales/en/listing.json'
import { monthlyPayment, mortgageProblems } from './mortgage.ts'

describe('monthlyPayment', () => {
  it('matches the textbook figure for 200,000 over 30 years at 6 %', () => {
    // 200,000 × 0.005 / (1 − 1.005^−360) = 1,199.10
    expect(monthlyPayment({ price: 250_000, deposit: 50_000, annualRatePercent: 6, years: 30 })).toBeCloseTo(
      1199.1,
      2,
    )
  })

  it('shares the amount borrowed evenly when there is no interest', () => {
    expect(monthlyPayment({ price: 120_000, deposit: 0, annualRatePercent: 0, years: 10 })).toBe(1000)
  })

  it('is nothing when the deposit covers the price', () => {
    expect(monthlyPayment({ price: 100_000, deposit: 100_000, annualRatePercent: 5, years: 25 })).toBe(0)
  })

  it('pays back more than was borrowed, and less each month over a longer term', () => {
    const short = monthlyPayment({ price: 300_000, deposit: 60_000, annualRatePercent: 4.5, years: 15 })
    const long = monthlyPayment({ price: 300_000, deposit: 60_000, annualRatePercent: 4.5, years: 30 })
    expect(short * 15 * 12).toBeGreaterThan(240_000)
    expect(long).toBeLessThan(short)
  })
})

describe('mortgageProblems', () => {
  const good = { price: 250_000, deposit: 50_000, annualRatePercent: 6, years: 30 }

  it('finds nothing wrong with sensible terms', () => {
    expect(mortgageProblems(good)).toEqual({})
  })

  // The calculator writes a problem as the catalogue's message of its code: here the English one.
  it.each([
    [{ price: 0, deposit: 0 }, 'price', 'Price must be more than 0'],
    [{ deposit: -1 }, 'deposit', 'Deposit must be 0 or more'],
    [{ deposit: 300_000 }, 'deposit', 'Deposit cannot be more than the price'],
    [{ annualRatePercent: 31 }, 'annualRatePercent', 'Interest rate must be from 0 to 30 %'],
    [{ annualRatePercent: Number.NaN }, 'annualRatePercent', 'Interest rate must be from 0 to 30 %'],
    [{ years: 0 }, 'years', 'Term must be a whole number of years from 1 to 40'],
    [{ years: 12.5 }, 'years', 'Term must be a whole number of years from 1 to 40'],
  ] as const)('refuses %j', (change, field, message) => {
    const problems = mortgageProblems({ ...good, ...change })
    expect(Object.keys(problems)).toEqual([field])
    expect(english[`mortgage.problem.${problems[field]}` as keyof typeof english]).toBe(message)
  })
})
