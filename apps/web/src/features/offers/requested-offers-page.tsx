import type { Offer } from '@keyhaven/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { showResult } from '../../lib/dialogs.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { acceptOffer, agentOffersQuery, OFFERS_PAGE_SIZE, rejectOffer } from './api.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function RequestedOffersPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(agentOffersQuery(email, page))
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
    <section aria-labelledby="requested-title">
      <title>Requested Properties · Keyhaven</title>
      <h1 id="requested-title" className="mb-6 text-2xl font-bold">
        Requested Properties
      </h1>
      {isPending ? (
        <LoadingState label="Loading offers..." />
      ) : isError ? (
        <ErrorState message="We could not load the offers." onRetry={() => refetch()} />
      ) : data.offers.length === 0 ? (
        <EmptyState>No offers on your properties yet.</EmptyState>
      ) : (
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
          <Pager
            page={page}
            pageCount={Math.ceil(data.total / OFFERS_PAGE_SIZE)}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  )
}
