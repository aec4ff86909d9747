import type { AgentTotal, Page, SalesMonth, SoldProperty } from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useMarkPageRead } from '../notifications/api.ts'
import { SOLD_PAGE_SIZE } from './api.ts'
import { SalesChart } from './sales-chart.tsx'

/**
 * What the route's loader reads: a page of the agent's sales, their total (null when that read failed) and the
 * chart's months, whose read fails on its own.
 */
export interface SoldScreen {
  sold: Page<SoldProperty>
  total: AgentTotal | null
  months: ScreenRead<SalesMonth[]>
}

export function SoldPropertiesPage({ read }: { read: ScreenRead<SoldScreen> }) {
  const t = useT('agent')
  const [page, setPage] = usePageParam()
  const shown = useScreenRead(read)
  const sold = { ...shown, data: shown.data?.sold }
  useMarkPageRead()
  const total = shown.data?.total

  return (
    <DashboardPage id="sold-title" title={t('sold.title')}>
      <div className="mb-6 rounded-box bg-success p-6 text-success-content shadow" aria-live="polite">
        <p className="text-sm font-medium">{t('sold.total')}</p>
        {!total ? (
          <p className="text-3xl font-bold">{t('sold.unavailable')}</p>
        ) : (
          // One total per currency: amounts in different currencies are never added up.
          <ul className="text-3xl font-bold">
            {total.totals.length === 0 ? (
              <li>{formatAmount(0, configuredCurrency())}</li>
            ) : (
              total.totals.map((each) => (
                <li key={each.currency}>{formatAmount(each.totalAmount, each.currency)}</li>
              ))
            )}
          </ul>
        )}
      </div>
      {shown.data && <SalesChart read={shown.data.months} />}
      <PagedView
        query={sold}
        page={page}
        pageSize={SOLD_PAGE_SIZE}
        onPage={setPage}
        loading={t('sold.loading')}
        error={t('sold.error')}
        empty={t('sold.empty')}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('sold.count', { count: data.total })}
              busy={sold.busy}
              rows={data.items}
              rowKey={(row) => row._id}
              columns={[
                {
                  label: '#',
                  cell: (_, index) => t('number', { count: (page - 1) * SOLD_PAGE_SIZE + index + 1 }),
                },
                { label: t('sold.column.title'), cell: (row) => row.title },
                { label: t('sold.column.location'), cell: (row) => row.location },
                { label: t('sold.column.buyerName'), cell: (row) => row.buyerName },
                { label: t('sold.column.buyerEmail'), kind: 'email', cell: (row) => row.buyerEmail },
                {
                  label: t('sold.column.price'),
                  kind: 'nowrap',
                  cell: (row) => formatAmount(row.soldPrice, row.currency),
                },
              ]}
            />
          </>
        )}
      </PagedView>
    </DashboardPage>
  )
}
