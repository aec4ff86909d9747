import { describe, expect, it } from 'vitest'
import { parsePriceRange } from './price-range.ts'
import { listingFiltersSchema } from './properties.ts'

describe('the largest amount money holds', () => {
  it('takes a price range up to the last cent below 10^12 and refuses 10^12', () => {
    expect(parsePriceRange('$5000 - $999999999999.99')).toEqual({
      ok: true,
      low: 5000,
      high: 999999999999.99,
    })
    expect(parsePriceRange('$5000 - $1000000000000')).toEqual({
      ok: false,
      message: 'Prices must be below 1,000,000,000,000',
    })
  })

  it('takes a filter amount up to 999999999999 and names the filter above it', () => {
    expect(listingFiltersSchema.parse({ minPrice: '999999999999' }).minPrice).toBe(999999999999)
    const refused = listingFiltersSchema.safeParse({ maxPrice: '1000000000000' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('maxPrice must be at most 999999999999')
  })
})
