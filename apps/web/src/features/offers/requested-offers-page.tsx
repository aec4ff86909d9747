import type { Offer } from '@keyhaven/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { Pager } from '../../components/pager.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { showResult } from '../../lib/dialogs.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { acceptOffer, agentOffersQuery, OFFERS_PAGE_SIZE, rejectOffer } from './api.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function RequestedOffersPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const queryClient = useQueryClient()
  const offers = useQuery(agentOffersQuery(email, page))
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['offers'] })
  const accept = useMutation({
    mutationFn: (offer: Offer) => acceptOffer(offer._id, offer.propertyId),
    onSuccess: () => showResult('success', 'Accepted', 'Offer has been accepted'),
    onError: (error) => showResult('error', 'Failed to accept offer', error.message),
    onSettled: refresh,
  })
  const reject = useMutation({
    mutationFn: (offer: Offer) => rejectOffer(offer._id),
    onSuccess: () => showResult('success', 'Rejected', 'Offer has been rejected'),
    onError: (error) => showResult('error', 'Failed to reject offer', error.message),
    onSettled: refresh,
  })
  const busy = accept.isPending || reject.isPending

  return (
    <DashboardPage id="requested-title" title="Requested Properties">
      <QueryView
        query={offers}
        loading="Loading offers..."
        error="We could not load the offers."
        isEmpty={(data) => data.offers.length === 0}
        empty="No offers on your properties yet."
      >
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-box bg-base-100 shadow">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Image</th>
                    <th scope="col">Title</th>
                    <th scope="col">Location</th>
                    <th scope="col">Buyer</th>
                    <th scope="col">Offer</th>
                    <th scope="col">Buy date</th>
                    <th scope="col">Status</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {data.offers.map((offer) => (
                    <tr key={offer._id}>
                      <td>
                        <img
                          src={offer.image}
                          alt=""
                          className="h-12 w-16 rounded object-cover"
                          loading="lazy"
                        />
                      </td>
                      <td>{offer.title}</td>
                      <td>{offer.location}</td>
                      <td>
                        <p>{offer.buyerName}</p>
                        <p className="text-xs text-base-content/70">{offer.buyerEmail}</p>
                      </td>
                      <td className="whitespace-nowrap">{formatAmount(offer.offerAmount)}</td>
                      <td className="whitespace-nowrap">{offer.buyingDate}</td>
                      <td>
                        <OfferStatusBadge status={offer.status} />
                      </td>
                      <td>
                        {offer.status === 'pending' && (
                          <div className="flex gap-2">
                            <button
                              type="button"
                              className="btn btn-xs btn-success"
                              disabled={busy}
                              aria-label={`Accept the offer of ${offer.buyerName} on ${offer.title}`}
                              onClick={() => accept.mutate(offer)}
                            >
                              Accept
                            </button>
                            <button
                              type="button"
                              className="btn btn-xs btn-error"
                              disabled={busy}
                              aria-label={`Reject the offer of ${offer.buyerName} on ${offer.title}`}
                              onClick={() => reject.mutate(offer)}
                            >
                              Reject
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageCount={Math.ceil(data.total / OFFERS_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </QueryView>
    </DashboardPage>
  )
}
