import { type Offer, type Page, RELEASE_REASON_MAX } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { useRevalidator } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { askForReason } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { OFFERS_PAGE_SIZE, useReleaseOffer } from './api.ts'

/**
 * The admin's view of every home under contract and not yet paid for, soonest deadline first: an offer may be
 * released (it expires at once and the home takes offers again) with a reason the buyer and agent are told.
 */
export function AwaitingPaymentPage({ read }: { read: ScreenRead<Page<Offer>> }) {
  const t = useT('admin')
  const [page, setPage] = usePageParam()
  const offers = useScreenRead(read)
  // Release still calls the API from the browser: once answered, the route's loader reads the list again.
  const { revalidate } = useRevalidator()
  const { dateTime } = useDateFormat()
  const release = useReleaseOffer({
    onSuccess: (_result, { offer }) => {
      void revalidate()
      toast.success(t('awaiting.released', { title: offer.title }))
    },
    onError: (error) => {
      void revalidate()
      toast.error(t('awaiting.releaseFailed', { reason: error.message }))
    },
  })
  const onRelease = async (offer: Offer) => {
    const reason = await askForReason(
      t('awaiting.confirmRelease', { buyer: offer.buyerName, title: offer.title }),
      {
        label: t('awaiting.releaseReason'),
        maxLength: RELEASE_REASON_MAX,
      },
    )
    if (reason) release.mutate({ offer, reason })
  }

  return (
    <DashboardPage id="awaiting-payment-title" title={t('awaiting.title')}>
      <PagedView
        query={offers}
        page={page}
        pageSize={OFFERS_PAGE_SIZE}
        onPage={setPage}
        loading={t('awaiting.loading')}
        error={t('awaiting.error')}
        empty={t('awaiting.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('awaiting.count', { count: data.total })}
            busy={offers.busy}
            rows={data.items}
            rowKey={(offer) => offer._id}
            columns={[
              { label: t('awaiting.column.title'), cell: (offer) => offer.title },
              {
                label: t('awaiting.column.buyer'),
                cell: (offer) => (
                  <div className="min-w-0">
                    <p>{offer.buyerName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">{offer.buyerEmail}</p>
                  </div>
                ),
              },
              {
                label: t('awaiting.column.agent'),
                cell: (offer) => offer.agentName ?? t('awaiting.unknownAgent'),
              },
              {
                label: t('awaiting.column.offer'),
                kind: 'nowrap',
                cell: (offer) => formatAmount(offer.offerAmount, offer.currency),
              },
              {
                label: t('awaiting.column.payBy'),
                kind: 'nowrap',
                cell: (offer) => (offer.paymentDueAt ? dateTime(offer.paymentDueAt) : '-'),
              },
              {
                label: t('awaiting.column.actions'),
                kind: 'actions',
                cell: (offer) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-outline"
                    disabled={release.isPending}
                    aria-label={t('awaiting.releaseLabel', { buyer: offer.buyerName, title: offer.title })}
                    onClick={() => onRelease(offer)}
                  >
                    {release.isPending && release.variables?.offer._id === offer._id
                      ? t('awaiting.releasing')
                      : t('awaiting.release')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
