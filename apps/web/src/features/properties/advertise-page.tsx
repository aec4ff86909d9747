import type { Page, Property } from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { DASHBOARD_PAGE_SIZE } from './api.ts'
import { ListingStepForm, listingStepIntent } from './listing-step-form.tsx'

/**
 * The verified listings, each advertised on the home page or not: Advertise and Withdraw post to the route's
 * action (advertise-action.server.ts), and the route's loader then reads the list again.
 */
export function AdvertisePage({ read }: { read: ScreenRead<Page<Property>> }) {
  const t = useT('admin')
  const [page, setPage] = usePageParam()
  const properties = useScreenRead(read)
  // A step made without scripts: its button has changed with the list read again, so the page says it.
  const posted = usePostedOutcome()
  // Every row's step is one form state of the page's (rowForm): the button that posted leaves with the answer
  // (Advertise becomes Withdraw), and the page, which stays, tells the result once hydrated.
  const form = useActionForm({ intent: posted?.intent ?? listingStepIntent('advertise', '') })

  return (
    <DashboardPage id="advertise-title" title={t('advertise.title')}>
      <FormStatus outcome={posted} />
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
                        <ListingStepForm
                          page={form}
                          step="withdraw"
                          property={property}
                          className="btn-ghost"
                          label={t('advertise.withdrawLabel', { title: property.title })}
                        >
                          {t('advertise.withdraw')}
                        </ListingStepForm>
                      </div>
                    ) : (
                      <ListingStepForm
                        page={form}
                        step="advertise"
                        property={property}
                        className="btn-primary"
                        label={t('advertise.advertiseLabel', { title: property.title })}
                      >
                        {t('advertise.advertise')}
                      </ListingStepForm>
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
