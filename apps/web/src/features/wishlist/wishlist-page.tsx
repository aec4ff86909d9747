import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Form, Link, useNavigation } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useRemoveFromWishlist, WISHLIST_PAGE_SIZE, wishlistQuery } from './api.ts'
import { wishlistSharingQuery } from './sharing-api.ts'
import { SharingPanel } from './sharing-panel.tsx'
import { WishlistEntryCard } from './wishlist-entry-card.tsx'

export function WishlistPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const wishlist = useQuery(wishlistQuery(email, page))
  const isBuyer = state.status === 'signed-in' && state.role === 'user'
  // The wishlists shared with this buyer, each a place their own homes can be added to.
  const sharing = useQuery({ ...wishlistSharingQuery(), enabled: isBuyer })
  const joined = sharing.data?.incoming.filter((share) => share.status === 'accepted') ?? []
  const busy = useNavigation().state === 'submitting'
  const removal = useRemoveFromWishlist({
    onSuccess: () => toast.success('Property removed from wishlist'),
    onError: (error) => toast.error(`Could not remove it: ${error.message}`),
  })

  return (
    <DashboardPage id="wishlist-title" title="My Wishlist">
      {isBuyer && <SharingPanel />}
      <PagedView
        query={wishlist}
        page={page}
        pageSize={WISHLIST_PAGE_SIZE}
        onPage={setPage}
        loading="Loading your wishlist..."
        error="We could not load your wishlist."
        empty={
          <>
            Your wishlist is empty.{' '}
            <Link to={paths.allProperties} className="link link-primary">
              Browse properties
            </Link>
          </>
        }
      >
        {(data) => (
          <CardList label="Wishlist" items={data.items}>
            {(item) => (
              <WishlistEntryCard
                item={item}
                actions={
                  <>
                    {joined.map((share) => (
                      <Form method="post" key={share._id}>
                        <input type="hidden" name="intent" value="add-to-shared" />
                        <input type="hidden" name="shareId" value={share._id} />
                        <input type="hidden" name="ownerName" value={share.ownerName} />
                        <input type="hidden" name="propertyId" value={item.propertyId} />
                        <button
                          type="submit"
                          className="btn btn-sm btn-outline"
                          disabled={busy}
                          aria-label={`Add ${item.title} to ${share.ownerName}'s wishlist`}
                        >
                          Add to {share.ownerName}'s wishlist
                        </button>
                      </Form>
                    ))}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={removal.isPending}
                      aria-label={`Remove ${item.title} from the wishlist`}
                      onClick={() => removal.mutate(item._id)}
                    >
                      Remove
                    </button>
                  </>
                }
              ></WishlistEntryCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}
