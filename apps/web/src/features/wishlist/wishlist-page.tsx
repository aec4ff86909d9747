import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useSearchParams } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { StatusBadge } from '../properties/status-badge.tsx'
import { removeFromWishlist, WISHLIST_PAGE_SIZE, wishlistQuery } from './api.ts'

export function WishlistPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(wishlistQuery(email, page))
  const removal = useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: () => toast.success('Property removed from wishlist'),
    onError: (error) => toast.error(`Could not remove it: ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  })

  return (
    <section aria-labelledby="wishlist-title">
      <title>Wishlist · Keyhaven</title>
      <h1 id="wishlist-title" className="mb-6 text-2xl font-bold">
        My Wishlist
      </h1>
      {isPending ? (
        <LoadingState label="Loading your wishlist..." />
      ) : isError ? (
        <ErrorState message="We could not load your wishlist." onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>
          Your wishlist is empty.{' '}
          <Link to="/allProperties" className="link link-primary">
            Browse properties
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Wishlist" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((item) => (
              <li key={item._id} className="card bg-base-100 shadow-md">
                <figure className="relative aspect-[3/2]">
                  <img src={item.image} alt={item.title} loading="lazy" className="size-full object-cover" />
                  {item.isSold && <span className="badge badge-info absolute top-3 left-3">Sold</span>}
                </figure>
                <div className="card-body gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="card-title text-lg">{item.title}</h2>
                    <StatusBadge status={item.verificationStatus} />
                  </div>
                  <p className="text-base-content/80">{item.location}</p>
                  <p>
                    <span className="font-medium">Price Range:</span> {item.priceRange}
                  </p>
                  <div className="flex items-center gap-2 text-sm">
                    <Avatar src={item.agentImage} name={item.agentName ?? 'Unknown'} className="size-8" />
                    <span>{item.agentName ?? 'Unknown'}</span>
                  </div>
                  <div className="card-actions mt-2">
                    {!item.isSold && (
                      <Link
                        to={`/dashboard/make-offer/${item.propertyId}`}
                        state={{ item }}
                        className="btn btn-sm btn-primary"
                        aria-label={`Make an Offer on ${item.title}`}
                      >
                        Make an Offer
                      </Link>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={removal.isPending}
                      aria-label={`Remove ${item.title} from the wishlist`}
                      onClick={() => removal.mutate(item._id)}
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.ceil(data.total / WISHLIST_PAGE_SIZE)}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  )
}
