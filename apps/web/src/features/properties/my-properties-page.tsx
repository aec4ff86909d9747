import { type Property, REJECTED_LISTING_NEXT_STEP } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { ListingStatusBadge } from '../../components/listing-status-badge.tsx'
import { MarketStatusBadge } from '../../components/market-status-badge.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { confirmChange, confirmDanger, showResult } from '../../lib/dialogs.ts'
import { saleStateOf } from '../../lib/sale-state.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useDownloadListingsCsv } from '../listing-import/api.ts'
import {
  agentPropertiesQuery,
  DASHBOARD_PAGE_SIZE,
  listingInsightQuery,
  useDeleteProperty,
  useLifecycleAction,
} from './api.ts'
import { ListingFigures } from './listing-figures.tsx'

// The day a listing expires, the same wherever the page is rendered (server or browser).
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** What the agent can do with a listing in each status, besides deleting it. */
const canSubmit = (p: Property) =>
  p.marketStatus === 'draft' || p.marketStatus === 'changes_requested' || p.marketStatus === 'withdrawn'
const canEdit = (p: Property) => p.marketStatus !== 'rejected' && !p.isSold
const canRenew = (p: Property) =>
  p.marketStatus === 'active' || p.marketStatus === 'under_offer' || p.marketStatus === 'expired'

export function MyPropertiesPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const properties = useQuery(agentPropertiesQuery(email, page))
  const insight = useQuery(listingInsightQuery(properties.data?.items.map((property) => property._id) ?? []))
  const removal = useDeleteProperty({
    onSuccess: () => showResult('success', 'Deleted!', 'Property has been removed.'),
    onError: (error) => toast.error(`Failed to delete the property: ${error.message}`),
  })
  const onDelete = async (id: string) => {
    if (await confirmDanger('Are you sure?', 'This will permanently delete the property!')) removal.mutate(id)
  }
  const lifecycle = useLifecycleAction({
    onSuccess: (_, { action }) =>
      toast.success(
        action === 'withdraw'
          ? 'The listing is withdrawn.'
          : action === 'renew'
            ? 'The listing is renewed.'
            : 'The listing is sent for review.',
      ),
    onError: (error) => void showResult('error', 'Oops...', error.message),
  })
  const download = useDownloadListingsCsv({
    onError: (error) => toast.error(`Your listings could not be exported. ${error.message}`),
  })
  const exporting = download.isPending
  const exportCsv = () => download.mutate()
  const onWithdraw = async (property: Property) => {
    const sure = await confirmChange(
      `Withdraw ${property.title || 'this listing'}?`,
      'It leaves every public list, search, map and advertisement until you submit it for review again.',
      'Yes, withdraw it',
    )
    if (sure) lifecycle.mutate({ id: property._id, action: 'withdraw' })
  }

  return (
    <DashboardPage
      id="my-properties-title"
      title="My Added Properties"
      actions={
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" disabled={exporting} onClick={exportCsv}>
            {exporting ? 'Exporting...' : 'Export CSV'}
          </button>
          <Link to={dashboardPaths.importListings} className="btn btn-outline btn-sm">
            Import listings
          </Link>
          <Link to={dashboardPaths.addProperty} className="btn btn-primary btn-sm">
            Add Property
          </Link>
        </div>
      }
    >
      <PagedView
        query={properties}
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        onPage={setPage}
        loading="Loading your properties..."
        error="We could not load your properties."
        empty="You have not added any properties yet."
      >
        {(data) => (
          <CardList label="My properties" items={data.items}>
            {(property) => (
              <ListingCard
                image={property.image}
                title={property.title || 'Untitled draft'}
                location={property.location}
                badge={<ListingStatusBadge property={property} />}
                saleState={saleStateOf(property)}
                agent={{ name: property.agentName, image: property.agentImage }}
                actions={
                  <>
                    {canSubmit(property) && (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        aria-label={`Submit ${property.title || 'draft'} for review`}
                        disabled={lifecycle.isPending}
                        onClick={() => lifecycle.mutate({ id: property._id, action: 'submit' })}
                      >
                        Submit for review
                      </button>
                    )}
                    {canRenew(property) && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        aria-label={`Renew ${property.title}`}
                        disabled={lifecycle.isPending}
                        onClick={() => lifecycle.mutate({ id: property._id, action: 'renew' })}
                      >
                        Renew
                      </button>
                    )}
                    {property.marketStatus === 'active' && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline"
                        aria-label={`Withdraw ${property.title}`}
                        disabled={lifecycle.isPending}
                        onClick={() => onWithdraw(property)}
                      >
                        Withdraw
                      </button>
                    )}
                    {canEdit(property) && (
                      <Link
                        to={dashboardPaths.updateProperty(property._id)}
                        className="btn btn-sm btn-outline"
                        aria-label={`Update ${property.title || 'draft'}`}
                      >
                        {property.marketStatus === 'draft' ? 'Edit' : 'Update'}
                      </Link>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-error"
                      aria-label={`Delete ${property.title || 'draft'}`}
                      disabled={removal.isPending}
                      onClick={() => onDelete(property._id)}
                    >
                      Delete
                    </button>
                  </>
                }
              >
                {/* Where a verified listing is in its life (before review, the badge says it). */}
                {property.verificationStatus === 'verified' && (
                  <p className="flex items-center gap-2">
                    <span className="font-medium">Listing:</span>
                    <MarketStatusBadge status={property.marketStatus} />
                  </p>
                )}
                <p>
                  <span className="font-medium">Price Range:</span> {property.priceRange || 'not set yet'}
                </p>
                {property.marketStatus === 'changes_requested' && property.changesRequestedReason && (
                  <p className="rounded-box bg-warning/15 p-2 text-sm">
                    <span className="font-medium">Changes requested:</span> {property.changesRequestedReason}
                  </p>
                )}
                {property.expiresAt && (
                  <p className="text-sm text-base-content/70">
                    Listed until {dayFormat.format(new Date(property.expiresAt))}
                  </p>
                )}
                {property.verificationStatus === 'rejected' && (
                  <div className="space-y-1 rounded-box bg-error/10 p-2 text-sm">
                    {property.rejectionReason && (
                      <p>
                        <span className="font-medium">Reason for the rejection:</span>{' '}
                        {property.rejectionReason}
                      </p>
                    )}
                    <p>
                      <span className="font-medium">What next:</span> {REJECTED_LISTING_NEXT_STEP}{' '}
                      <Link to={dashboardPaths.addProperty} className="link">
                        Add Property
                      </Link>
                    </p>
                  </div>
                )}
                <ListingFigures
                  figures={insight.data?.find((entry) => entry.propertyId === property._id)}
                  pending={insight.isPending}
                />
              </ListingCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}
