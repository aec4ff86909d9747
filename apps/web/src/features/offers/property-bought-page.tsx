import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { buyerOffersQuery, OFFERS_PAGE_SIZE } from './api.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function PropertyBoughtPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { data, isPending, isError, refetch } = useQuery(buyerOffersQuery(email, page))

  return (
    <section aria-labelledby="bought-title">
      <title>Property Bought · Keyhaven</title>
      <h1 id="bought-title" className="mb-6 text-2xl font-bold">
        Property Bought
      </h1>
      {isPending ? (
        <LoadingState label="Loading your offers..." />
      ) : isError ? (
        <ErrorState message="We could not load your offers." onRetry={() => refetch()} />
      ) : data.offers.length === 0 ? (
        <EmptyState>You have no offers yet.</EmptyState>
      ) : (
        <>
          <ul aria-label="My offers" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {data.offers.map((offer) => (
              <li key={offer._id} className="card bg-base-100 shadow-md">
                <figure className="aspect-[3/2]">
                  <img
                    src={offer.image}
                    alt={offer.title}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </figure>
                <div className="card-body gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="card-title text-lg">{offer.title}</h2>
                    <OfferStatusBadge status={offer.status} />
                  </div>
                  <p className="text-base-content/80">{offer.location}</p>
                  <p className="text-sm">Agent: {offer.agentName ?? 'Unknown'}</p>
                  <p>
                    <span className="font-medium">Offered:</span> {formatAmount(offer.offerAmount)}
                  </p>
                  {offer.transactionId && (
                    <p className="break-all text-sm">
                      <span className="font-medium">Transaction id:</span> {offer.transactionId}
                    </p>
                  )}
                  {offer.status === 'accepted' && !offer.transactionId && (
                    <div className="card-actions mt-2">
                      <Link
                        to={`/dashboard/payment/${offer._id}`}
                        state={{ offer }}
                        className="btn btn-primary btn-sm"
                        aria-label={`Pay for ${offer.title}`}
                      >
                        Pay
                      </Link>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
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
