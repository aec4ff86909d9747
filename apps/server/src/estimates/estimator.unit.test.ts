import { describe, expect, it } from 'vitest'
import { backtest, type ClosedHome, ClosedHomes, type EstimatedHome, estimateHome } from './estimator.ts'

// The estimator on made homes whose answers can be worked out by hand.

const NOW = new Date('2026-11-29T00:00:00.000Z')
const DAY_MS = 86_400_000
const SPOT: [number, number] = [30.28, -97.74]

const home: EstimatedHome = {
  propertyId: 'subject',
  listingType: 'sale',
  category: 'House',
  currency: 'USD',
  latitude: SPOT[0],
  longitude: SPOT[1],
  livingArea: 2000,
  bedrooms: 3,
}

let sequence = 0
function sold(values: Partial<ClosedHome> = {}): ClosedHome {
  sequence += 1
  return {
    propertyId: `sold-${String(sequence).padStart(3, '0')}`,
    title: `Sold home ${sequence}`,
    location: `${sequence} Elm Street, Austin, TX`,
    listingType: 'sale',
    category: 'House',
    currency: 'USD',
    latitude: SPOT[0],
    longitude: SPOT[1],
    livingArea: 2000,
    bedrooms: 3,
    price: 400_000,
    closedAt: new Date(NOW.getTime() - 30 * DAY_MS),
    ...values,
  }
}

const three = (values: Partial<ClosedHome>) => [sold(values), sold(values), sold(values)]
const estimate = (homes: ClosedHome[], accuracy = null as Parameters<typeof estimateHome>[3]) =>
  estimateHome(home, new ClosedHomes(homes), NOW, accuracy)

describe('estimateHome', () => {
  it('gives the price of exact comparables, with no adjustment', () => {
    const outcome = estimate(three({}))
    expect(outcome).toMatchObject({ kind: 'estimate', value: 400_000, low: 400_000, high: 400_000 })
    if (outcome.kind !== 'estimate') return
    expect(outcome.comparables).toHaveLength(3)
    for (const comparable of outcome.comparables) {
      expect(comparable).toMatchObject({
        price: 400_000,
        adjustments: [],
        adjustedPrice: 400_000,
        distanceKm: 0,
      })
    }
  })

  it('adds half the price per square foot for each square foot the home has more', () => {
    // $200 a square foot; the home has 200 more: 200 x $200 x 0.5 = $20,000 more.
    const outcome = estimate(three({ livingArea: 1800, price: 360_000 }))
    expect(outcome).toMatchObject({ kind: 'estimate', value: 380_000 })
    if (outcome.kind !== 'estimate') return
    expect(outcome.comparables[0]?.adjustments).toEqual([
      { kind: 'livingArea', difference: 200, amount: 20_000 },
    ])
    expect(outcome.comparables[0]?.adjustedPrice).toBe(380_000)
  })

  it('takes off for a bigger comparable, and adds 2 % of its price for a bedroom it lacks', () => {
    expect(estimate(three({ livingArea: 2200, price: 440_000 }))).toMatchObject({ value: 420_000 })
    const fewerBedrooms = estimate(three({ bedrooms: 2 }))
    expect(fewerBedrooms).toMatchObject({ kind: 'estimate', value: 408_000 })
    if (fewerBedrooms.kind !== 'estimate') return
    expect(fewerBedrooms.comparables[0]?.adjustments).toEqual([
      { kind: 'bedrooms', difference: 1, amount: 8000 },
    ])
  })

  it('spans the adjusted prices, and at least the measured median error either side', () => {
    const spread = [sold({ price: 390_000 }), sold({ price: 400_000 }), sold({ price: 410_000 })]
    expect(estimate(spread)).toMatchObject({ value: 400_000, low: 390_000, high: 410_000 })
    expect(estimate(spread, { medianErrorPercent: 5, homesMeasured: 10 })).toMatchObject({
      low: 380_000,
      high: 420_000,
    })
  })

  it('counts nearer comparables more', () => {
    const near = sold({ price: 300_000 })
    // About 2.2 km north: weight 1 / 2.7 against 1 / 0.5 for those on the spot.
    const far = (price: number) => sold({ price, latitude: SPOT[0] + 0.02 })
    const outcome = estimate([near, far(500_000), far(500_000)])
    expect(outcome.kind).toBe('estimate')
    if (outcome.kind !== 'estimate') return
    expect(outcome.value).toBeLessThan(400_000)
    expect(outcome.comparables.map((comparable) => comparable.price)).toEqual([300_000, 500_000, 500_000])
  })

  it('uses the six most similar, the nearest and closest in size first', () => {
    const homes = [
      ...Array.from({ length: 6 }, () => sold({ latitude: SPOT[0] + 0.01 })),
      sold({ latitude: SPOT[0] + 0.03, title: 'Farther away' }),
    ]
    const outcome = estimate(homes)
    if (outcome.kind !== 'estimate') throw new Error('expected an estimate')
    expect(outcome.comparables).toHaveLength(6)
    expect(outcome.comparables.map((comparable) => comparable.title)).not.toContain('Farther away')
  })

  it('gives none with fewer than three comparables', () => {
    expect(estimate([sold(), sold()])).toEqual({ kind: 'too-few' })
  })

  it('leaves out homes of another kind or currency, far, old, of another size or bedrooms, and the home itself', () => {
    const unlike = [
      sold({ category: 'Villa' }),
      sold({ currency: 'EUR' }),
      sold({ listingType: 'rent', price: 2000 }),
      sold({ latitude: SPOT[0] + 0.06 }),
      sold({ closedAt: new Date(NOW.getTime() - 400 * DAY_MS) }),
      sold({ livingArea: 2700 }),
      sold({ bedrooms: 5 }),
      sold({ propertyId: 'subject' }),
    ]
    expect(estimate([sold(), sold(), ...unlike])).toEqual({ kind: 'too-few' })
  })

  it('needs the home to have a pin and a living area', () => {
    const homes = new ClosedHomes(three({}))
    expect(estimateHome({ ...home, latitude: null, longitude: null }, homes, NOW)).toEqual({
      kind: 'unlocated',
    })
    expect(estimateHome({ ...home, livingArea: null }, homes, NOW)).toEqual({ kind: 'unlocated' })
  })
})

describe('backtest', () => {
  it('measures the median error of estimating each sold home from the others', () => {
    // Each held out and estimated as the mean of the other three (all on one spot):
    // 100k -> 120k (20 %), 110k -> 117k (6.36 %), 120k -> 113k (5.83 %), 130k -> 110k (15.38 %);
    // the median is (6.36 + 15.38) / 2 = 10.87 %. The lone home far away has no comparables and is not measured.
    const homes = [100_000, 110_000, 120_000, 130_000].map((price) => sold({ price }))
    const lone = sold({ latitude: 40.7, longitude: -74 })
    const rental = sold({ listingType: 'rent', price: 2000 })
    expect(backtest(new ClosedHomes([...homes, lone, rental]), 'sale', NOW)).toEqual({
      medianErrorPercent: 10.9,
      homesMeasured: 4,
    })
  })

  it('has nothing to say when no home could be estimated', () => {
    expect(backtest(new ClosedHomes([sold(), sold()]), 'sale', NOW)).toBeNull()
    expect(backtest(new ClosedHomes(three({})), 'rent', NOW)).toBeNull()
  })
})
