import type { Offer } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange, confirmDanger, showResult } from '../../lib/dialogs.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useMarkPageRead } from '../notifications/api.ts'
import { agentOffersQuery, OFFERS_PAGE_SIZE, useAcceptOffer, useRejectOffer } from './api.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function RequestedOffersPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const offers = useQuery(agentOffersQuery(email, page))
  useMarkPageRead()
  const dates = useDateFormat()
  const accept = useAcceptOffer({
    onSuccess: () => showResult('success', 'Accepted', 'Offer has been accepted'),
    onError: (error) => showResult('error', 'Failed to accept offer', error.message),
  })
  const reject = useRejectOffer({
    // Done as asked, but no success to celebrate: no tick for a rejection.
    onSuccess: () => showResult('info', 'Rejected', 'Offer has been rejected'),
    onError: (error) => showResult('error', 'Failed to reject offer', error.message),
  })
  const busy = accept.isPending || reject.isPending
  const onAccept = async (offer: Offer) => {
    const confirmed = await confirmChange(
      'Accept this offer?',
      `${offer.buyerName} offered ${formatAmount(offer.offerAmount, offer.currency)} for ${offer.title}. Accepting it rejects every other pending offer on this property, and the buyer is asked to pay.`,
      'Yes, accept it',
    )
    if (confirmed) accept.mutate(offer)
  }
  const onReject = async (offer: Offer) => {
    const confirmed = await confirmDanger(
      'Reject this offer?',
      `${offer.buyerName} is told that their offer of ${formatAmount(offer.offerAmount, offer.currency)} for ${offer.title} was rejected.`,
      'Yes, reject it',
    )
    if (confirmed) reject.mutate(offer)
  }

  return (
    <DashboardPage id="requested-title" title="Offers Received">
      <PagedView
        query={offers}
        page={page}
        pageSize={OFFERS_PAGE_SIZE}
        onPage={setPage}
        loading="Loading offers..."
        error="We could not load the offers."
        empty="No offers on your properties yet."
      >
        {(data) => (
          <>
            <DataTable
              caption={`${countOf(data.total, 'offer')} on your properties`}
              busy={offers.isPlaceholderData}
              rows={data.items}
              rowKey={(offer) => offer._id}
              columns={[
                {
                  label: 'Image',
                  cell: (offer) => (
                    <img src={offer.image} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" />
                  ),
                },
                { label: 'Title', cell: (offer) => offer.title },
                { label: 'Location', cell: (offer) => offer.location },
                {
                  label: 'Buyer',
                  cell: (offer) => (
                    <div className="min-w-0">
                      <p>{offer.buyerName}</p>
                      <p className="text-xs text-base-content/80 md:whitespace-nowrap">{offer.buyerEmail}</p>
                    </div>
                  ),
                },
                {
                  label: 'Offer',
                  kind: 'nowrap',
                  cell: (offer) => formatAmount(offer.offerAmount, offer.currency),
                },
                { label: 'Buy date', kind: 'nowrap', cell: (offer) => dates.date(offer.buyingDate) },
                { label: 'Status', cell: (offer) => <OfferStatusBadge status={offer.status} /> },
                {
                  label: 'Actions',
                  kind: 'actions',
                  cell: (offer) =>
                    offer.status === 'pending' && (
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className="btn btn-sm btn-success"
                          disabled={busy}
                          aria-label={`Accept the offer of ${offer.buyerName} on ${offer.title}`}
                          onClick={() => onAccept(offer)}
                        >
                          Accept
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-error"
                          disabled={busy}
                          aria-label={`Reject the offer of ${offer.buyerName} on ${offer.title}`}
                          onClick={() => onReject(offer)}
                        >
                          Reject
                        </button>
                      </div>
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
