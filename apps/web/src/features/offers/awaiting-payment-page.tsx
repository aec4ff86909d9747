import { type Offer, RELEASE_REASON_MAX } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { askForReason } from '../../lib/dialogs.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { awaitingPaymentQuery, OFFERS_PAGE_SIZE, useReleaseOffer } from './api.ts'

/**
 * The admin's view of every home under contract and not yet paid for, soonest deadline first: an offer may be
 * released (it expires at once and the home takes offers again) with a reason the buyer and agent are told.
 */
export function AwaitingPaymentPage() {
  const [page, setPage] = usePageParam()
  const offers = useQuery(awaitingPaymentQuery(page))
  const { dateTime } = useDateFormat()
  const release = useReleaseOffer({
    onSuccess: (_result, { offer }) => toast.success(`The offer on ${offer.title} has been released.`),
    onError: (error) => toast.error(`Failed to release the offer. ${error.message}`),
  })
  const onRelease = async (offer: Offer) => {
    const reason = await askForReason(`Release the offer of ${offer.buyerName} on ${offer.title}?`, {
      label: 'Reason (the buyer and the agent will see it); the home takes offers again',
      maxLength: RELEASE_REASON_MAX,
    })
    if (reason) release.mutate({ offer, reason })
  }

  return (
    <DashboardPage id="awaiting-payment-title" title="Awaiting Payment">
      <PagedView
        query={offers}
        page={page}
        pageSize={OFFERS_PAGE_SIZE}
        onPage={setPage}
        loading="Loading accepted offers..."
        error="We could not load the accepted offers."
        empty="No accepted offer is waiting for payment."
      >
        {(data) => (
          <DataTable
            caption={`${countOf(data.total, 'accepted offer')} waiting for payment`}
            busy={offers.isPlaceholderData}
            rows={data.items}
            rowKey={(offer) => offer._id}
            columns={[
              { label: 'Title', cell: (offer) => offer.title },
              {
                label: 'Buyer',
                cell: (offer) => (
                  <div className="min-w-0">
                    <p>{offer.buyerName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">{offer.buyerEmail}</p>
                  </div>
                ),
              },
              { label: 'Agent', cell: (offer) => offer.agentName ?? 'Unknown' },
              {
                label: 'Offer',
                kind: 'nowrap',
                cell: (offer) => formatAmount(offer.offerAmount, offer.currency),
              },
              {
                label: 'Pay by',
                kind: 'nowrap',
                cell: (offer) => (offer.paymentDueAt ? dateTime(offer.paymentDueAt) : '-'),
              },
              {
                label: 'Actions',
                kind: 'actions',
                cell: (offer) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-error btn-outline"
                    disabled={release.isPending}
                    aria-label={`Release the offer of ${offer.buyerName} on ${offer.title}`}
                    onClick={() => onRelease(offer)}
                  >
                    {release.isPending && release.variables?.offer._id === offer._id
                      ? 'Releasing...'
                      : 'Release'}
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
