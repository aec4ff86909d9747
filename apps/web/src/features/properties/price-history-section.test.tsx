import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchPriceHistory } from './api.ts'
import PriceHistorySection from './price-history-section.tsx'

// The details page's price history against a real HTTP server standing in for the API.

const api = serveApi()
const PROPERTY = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

describe('PriceHistorySection', () => {
  it('draws a $10,000 cut on a $350,000 home over most of the chart, on an axis that does not start at $0', async () => {
    answerSignedIn(api)
    api.answer('GET', `/api/properties/${PROPERTY}/price-history`, {
      body: [
        {
          priceRange: '$350,000 - $380,000',
          priceLow: 350_000,
          priceHigh: 380_000,
          changedAt: '2026-10-01T00:00:00.000Z',
        },
        {
          priceRange: '$340,000 - $370,000',
          priceLow: 340_000,
          priceHigh: 370_000,
          changedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    })
    renderPage(
      [
        screenRoute(
          '/',
          ({ read }: { read: Parameters<typeof PriceHistorySection>[0]['read'] }) => (
            <PriceHistorySection read={read} currency="USD" />
          ),
          () => fetchPriceHistory(PROPERTY),
        ),
      ],
      '/',
    )
    const chart = await screen.findByRole('img', { name: 'Low price over time' })
    const labels = [...chart.querySelectorAll('text')].map((label) => label.textContent)
    expect(labels).not.toContain('$0')
    const [before, after] = [...chart.querySelectorAll('circle')].map((dot) => Number(dot.getAttribute('cy')))
    const height = Number(chart.getAttribute('viewBox')?.split(' ')[3])
    // The cut moves the line down by more than a quarter of the chart's height.
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThan(height / 4)
  })
})
