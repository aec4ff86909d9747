import type { AgentTotal, SalesMonth, SoldProperty } from '@keyhaven/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { type Answer, serveApi } from '../../test/api-server.ts'
import { answerSignedIn, LENA, renderPage } from '../../test/render-page.tsx'
import { screenRoute } from '../../test/screen-route.tsx'
import { readSales } from './sales-read.server.ts'
import { SoldPropertiesPage } from './sold-properties-page.tsx'

// My Sold Properties against a real HTTP server standing in for the API: each sale in its listing's currency,
// the total one per currency (amounts in different currencies are never added), and the chart of the months,
// all read by the route's loader.

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

const NO_TOTAL: AgentTotal = { totalAmount: 0, currency: null, totals: [] }

function answer(total: AgentTotal, sales: SoldProperty[], months: Answer | (() => Answer) = { body: [] }) {
  answerSignedIn(api, LENA, 'agent')
  api.answer('GET', '/api/agent-total-sales', { body: total })
  api.answer('GET', '/api/sold-properties', {
    body: sales,
    headers: { 'X-Total-Count': String(sales.length) },
  })
  api.answer('GET', '/api/sales/by-month', months)
  renderPage(
    [screenRoute(dashboardPaths.mySoldProperties, SoldPropertiesPage, () => readSales(LENA.email, 1))],
    dashboardPaths.mySoldProperties,
  )
}

const month = (values: Partial<SalesMonth>): SalesMonth => ({
  month: '2026-10',
  count: 0,
  amount: 0,
  ...values,
})

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

  it("charts the agent's months from the page's own read, with the same figures as a table", async () => {
    answer(NO_TOTAL, [], {
      body: [month({ month: '2026-09' }), month({ month: '2026-10', count: 2, amount: 900 })],
    })
    const chart = await screen.findByRole('region', { name: 'Sales by month' })
    expect(await within(chart).findByRole('img', { name: 'Sales by month, last 12 months' })).toBeTruthy()
    const october = within(chart)
      .getByRole('rowheader', { name: 'October 2026' })
      .closest('tr') as HTMLElement
    expect(within(october).getByText('2')).toBeTruthy()
    expect(within(october).getByText('$900')).toBeTruthy()
  })

  it('says the months could not be read while the sales show, and Try again reads them again', async () => {
    let asked = 0
    answer(NO_TOTAL, [sale({})], () => {
      asked += 1
      return asked === 1
        ? { status: 500, body: { error: { code: 'internal_error', message: 'Down' } } }
        : { body: [] }
    })
    const chart = await screen.findByRole('region', { name: 'Sales by month' })
    expect(await screen.findByText('Tokyo Loft')).toBeTruthy()
    const failed = await within(chart).findByRole('alert')
    expect(failed.textContent).toContain('We could not load your sales by month.')
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect(await within(chart).findByText('No sales in the last 12 months.')).toBeTruthy()
    expect(asked).toBe(2)
  })
})
