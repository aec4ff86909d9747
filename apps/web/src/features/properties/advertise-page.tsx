import type { Page, Property } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { useRevalidator } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { DASHBOARD_PAGE_SIZE, useAdvertise, useWithdrawAdvertisement } from './api.ts'

export function AdvertisePage({ read }: { read: ScreenRead<Page<Property>> }) {
  const t = useT('admin')
  const [page, setPage] = usePageParam()
  const properties = useScreenRead(read)
  // These steps still call the API from the browser: once one is answered, the route's loader reads the list again.
  const { revalidate } = useRevalidator()
  const promote = useAdvertise({
    onSuccess: () => {
      void revalidate()
      toast.success(t('advertise.done'))
    },
    onError: (error) => {
      void revalidate()
      toast.error(t('advertise.failed', { reason: error.message }))
    },
  })
  const withdraw = useWithdrawAdvertisement({
    onSuccess: () => {
      void revalidate()
      toast.success(t('advertise.withdrawn'))
    },
    onError: (error) => {
      void revalidate()
      toast.error(t('advertise.withdrawFailed', { reason: error.message }))
    },
  })
  const busy = promote.isPending || withdraw.isPending

  return (
    <DashboardPage id="advertise-title" title={t('advertise.title')}>
      <PagedView
        query={properties}
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        onPage={setPage}
        loading={t('advertise.loading')}
        error={t('advertise.error')}
        empty={t('advertise.empty')}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('advertise.count', { count: data.total })}
              busy={properties.busy}
              rows={data.items}
              rowKey={(property) => property._id}
              columns={[
                {
                  label: t('advertise.column.image'),
                  cell: (property) => (
                    <img
                      src={property.image}
                      alt=""
                      className="h-12 w-16 rounded object-cover"
                      loading="lazy"
                    />
                  ),
                },
                { label: t('advertise.column.title'), cell: (property) => property.title },
                {
                  label: t('advertise.column.price'),
                  kind: 'nowrap',
                  cell: (property) => property.priceRange,
                },
                {
                  label: t('advertise.column.agent'),
                  cell: (property) => property.agentName ?? t('advertise.unknownAgent'),
                },
                {
                  label: t('advertise.column.advertise'),
                  kind: 'actions',
                  cell: (property) =>
                    // The server never advertises these; they are marked so the admin sees why (wrapping on a phone).
                    property.agentMarkedFraud ? (
                      <span className="badge badge-error badge-outline h-auto py-1 whitespace-normal">
                        {t('advertise.fraud')}
                      </span>
                    ) : property.isSold ? (
                      <span className="badge badge-outline h-auto py-1 whitespace-normal">
                        {t('advertise.sold')}
                      </span>
                    ) : property.isAdvertised ? (
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="badge badge-success">{t('advertise.advertised')}</span>
                        <button
                          type="button"
                          className="btn btn-sm btn-ghost"
                          disabled={busy}
                          aria-label={t('advertise.withdrawLabel', { title: property.title })}
                          onClick={() => withdraw.mutate(property._id)}
                        >
                          {t('advertise.withdraw')}
                        </button>
                      </div>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        aria-label={t('advertise.advertiseLabel', { title: property.title })}
                        onClick={() => promote.mutate(property._id)}
                      >
                        {t('advertise.advertise')}
                      </button>
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedView>
    </DashboardPage>
  )
}
