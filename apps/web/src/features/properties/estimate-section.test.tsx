import type { PropertyEstimate } from '@keyhaven/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchEstimate } from './api.ts'
import EstimateSection from './estimate-section.tsx'

// The details page's Keyhaven estimate against a real HTTP server standing in for the API.

const api = serveApi()
const PROPERTY = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

const comparable = (n: number, values: Partial<PropertyEstimate['comparables'][number]> = {}) => ({
  propertyId: `6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a${String(n).padStart(2, '0')}`,
  title: `Sold house ${n}`,
  location: `${n} Duval Street, Austin, TX`,
  price: 360_000,
  closedAt: '2026-10-12T12:00:00.000Z',
  distanceKm: 1.73,
  livingArea: 2350,
  bedrooms: 4,
  adjustments: [],
  adjustedPrice: 360_000,
  ...values,
})

// The sign-in's last request (the role) is answered before the test's server may close.
afterEach(async () => {
  await waitFor(() =>
    expect(api.requestsTo('GET', `/api/users/role/${encodeURIComponent(LENA.email)}`)).not.toHaveLength(0),
  )
})

function answer(body: PropertyEstimate) {
  answerSignedIn(api)
  api.answer('GET', `/api/properties/${PROPERTY}/estimate`, { body })
  renderPage(
    [
      screenRoute(
        '/',
        ({ read }: { read: Parameters<typeof EstimateSection>[0]['read'] }) => (
          <EstimateSection read={read} currency="USD" />
        ),
        () => fetchEstimate(PROPERTY),
      ),
    ],
    '/',
  )
}

describe('EstimateSection', () => {
  it('shows the estimate, its range, the median error and the comparables with their adjustments', async () => {
    answer({
      propertyId: PROPERTY,
      listingType: 'sale',
      estimate: { value: 374_000, low: 362_000, high: 400_000 },
      reason: null,
      accuracy: { medianErrorPercent: 6.1, homesMeasured: 48 },
      comparables: [
        comparable(1, {
          livingArea: 2100,
          bedrooms: 3,
          price: 332_000,
          adjustments: [
            { kind: 'livingArea', difference: 300, amount: 22_959 },
            { kind: 'bedrooms', difference: 1, amount: 6640 },
          ],
          adjustedPrice: 361_599,
        }),
        comparable(2, {
          price: 398_000,
          adjustments: [{ kind: 'livingArea', difference: -250, amount: -19_132 }],
          adjustedPrice: 378_868,
        }),
        comparable(3),
      ],
    })
    const section = await screen.findByRole('region', { name: 'Keyhaven estimate' })
    await within(section).findByText('$374,000')
    expect(within(section).getByText('Likely between $362,000 and $400,000.')).toBeTruthy()
    expect(within(section).getByText('Median error 6.1 % over 48 sold homes')).toBeTruthy()

    const table = within(section).getByRole('table', {
      name: 'Comparable homes sold nearby, with their adjustments',
    })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Home', 'Sold', 'Adjustments', 'Adjusted price'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const first = within(rows[0] as HTMLElement)
    expect(first.getByText('Sold house 1')).toBeTruthy()
    expect(first.getByText('$332,000')).toBeTruthy()
    expect(first.getByText('Oct 12, 2026')).toBeTruthy()
    expect(first.getByText('1 Duval Street, Austin, TX, 1.7 km away')).toBeTruthy()
    const adjustmentsOf = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .queryAllByRole('listitem')
        .map((item) => item.textContent)
    expect(adjustmentsOf(rows[0])).toEqual(['300 sq ft smaller: +$22,959', '1 bedroom fewer: +$6,640'])
    expect(first.getByText('$361,599')).toBeTruthy()
    expect(adjustmentsOf(rows[1])).toEqual(['250 sq ft larger: −$19,132'])
    expect(within(rows[2] as HTMLElement).getByText('None')).toBeTruthy()
  })

  it('says a rental’s estimate is a month’s rent, measured on let homes', async () => {
    answer({
      propertyId: PROPERTY,
      listingType: 'rent',
      estimate: { value: 2000, low: 1900, high: 2100 },
      reason: null,
      accuracy: { medianErrorPercent: 3.1, homesMeasured: 1 },
      comparables: [1, 2, 3].map((n) => comparable(n, { price: 2000, adjustedPrice: 2000 })),
    })
    const section = await screen.findByRole('region', { name: 'Keyhaven estimate' })
    await within(section).findByText('$2,000 a month')
    expect(within(section).getByText('Median error 3.1 % over 1 let home')).toBeTruthy()
    expect(within(section).getByRole('columnheader', { name: 'Let' })).toBeTruthy()
  })

  it('says why there is no estimate', async () => {
    const reason = "Not enough similar homes sold nearby in the last 12 months to estimate this home's value."
    answer({
      propertyId: PROPERTY,
      listingType: 'sale',
      estimate: null,
      reason,
      accuracy: { medianErrorPercent: 6.1, homesMeasured: 48 },
      comparables: [],
    })
    const section = await screen.findByRole('region', { name: 'Keyhaven estimate' })
    await within(section).findByText(reason)
    expect(within(section).queryByRole('table')).toBeNull()
  })
})
