import type { AgentTotal, SoldProperty } from '@keyhaven/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchAgentTotal, fetchSoldProperties } from './api.ts'
import { SoldPropertiesPage } from './sold-properties-page.tsx'

// My Sold Properties against a real HTTP server standing in for the API: each sale in its listing's currency,
// and the total one per currency (amounts in different currencies are never added).

const api = serveApi()

const sale = (values: Partial<SoldProperty>): SoldProperty => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Tokyo Loft',
  location: '1 Ginza, Tokyo',
  buyerName: 'Lena Park',
  buyerEmail: 'user@example.com',
  soldPrice: 5000,
  currency: 'JPY',
  ...values,
})

function answer(total: AgentTotal, sales: SoldProperty[]) {
  answerSignedIn(api, LENA, 'agent')
  api.answer('GET', '/api/agent-total-sales', { body: total })
  api.answer('GET', '/api/sold-properties', {
    body: sales,
    headers: { 'X-Total-Count': String(sales.length) },
  })
  api.answer('GET', '/api/sales/by-month', { body: [] })
  renderPage(
    [
      screenRoute(dashboardPaths.mySoldProperties, SoldPropertiesPage, async () => ({
        sold: await fetchSoldProperties(LENA.email, 1),
        total: await fetchAgentTotal(LENA.email),
      })),
    ],
    dashboardPaths.mySoldProperties,
  )
}

describe('My Sold Properties', () => {
  it('shows each sold price and one total per currency in that currency', async () => {
    answer(
      {
        totalAmount: null,
        currency: null,
        totals: [
          { currency: 'JPY', totalAmount: 5000 },
          { currency: 'KWD', totalAmount: 1.234 },
        ],
      },
      [
        sale({}),
        sale({
          _id: '00000000-0000-4000-8000-000000000002',
          title: 'Kuwait Villa',
          soldPrice: 1.234,
          currency: 'KWD',
        }),
      ],
    )
    const total = (await screen.findByText('Total Property Sold Amount')).parentElement as HTMLElement
    expect(await within(total).findByText('¥5,000')).toBeTruthy()
    expect(within(total).getByText('KWD 1.234')).toBeTruthy()
    const row = (await screen.findByText('Kuwait Villa')).closest('tr') as HTMLElement
    expect(within(row).getByText('KWD 1.234')).toBeTruthy()
    expect(
      within(screen.getByText('Tokyo Loft').closest('tr') as HTMLElement).getByText('¥5,000'),
    ).toBeTruthy()
  })

  it('shows a single-currency total as one amount', async () => {
    answer({ totalAmount: 250.5, currency: 'EUR', totals: [{ currency: 'EUR', totalAmount: 250.5 }] }, [])
    const total = (await screen.findByText('Total Property Sold Amount')).parentElement as HTMLElement
    expect(await within(total).findByText('€250.50')).toBeTruthy()
  })
})
