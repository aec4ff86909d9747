import { describe, expect, it } from 'vitest'
import { isUniqueViolation } from './errors.ts'

describe('isUniqueViolation', () => {
  const violation = { code: '23505', constraint: 'offers_one_winner_per_property' }
  it('finds 23505 on the error or its causes, of the named constraint', () => {
    expect(isUniqueViolation(violation)).toBe(true)
    expect(
      isUniqueViolation(
        Object.assign(new Error('wrapped'), { cause: violation }),
        'offers_one_winner_per_property',
      ),
    ).toBe(true)
    expect(isUniqueViolation(violation, 'payments_offer_id_unique')).toBe(false)
    expect(isUniqueViolation({ code: '23503' })).toBe(false)
    expect(isUniqueViolation(new Error('no code'))).toBe(false)
  })
})
