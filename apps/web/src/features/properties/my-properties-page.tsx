import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { confirmDanger, showResult } from '../../lib/dialogs.ts'
import { saleStateOf } from '../../lib/sale-state.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { agentPropertiesQuery, DASHBOARD_PAGE_SIZE, listingInsightQuery, useDeleteProperty } from './api.ts'
import { ListingFigures } from './listing-figures.tsx'

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

  return (
    <DashboardPage
      id="my-properties-title"
      title="My Added Properties"
      actions={
        <Link to={dashboardPaths.addProperty} className="btn btn-primary btn-sm">
          Add Property
        </Link>
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
                title={property.title}
                location={property.location}
                badge={<StatusBadge status={property.verificationStatus} />}
                saleState={saleStateOf(property)}
                agent={{ name: property.agentName, image: property.agentImage }}
                actions={
                  <>
                    {property.verificationStatus !== 'rejected' && !property.isSold && (
                      <Link
                        to={dashboardPaths.updateProperty(property._id)}
                        className="btn btn-sm btn-outline"
                        aria-label={`Update ${property.title}`}
                      >
                        Update
                      </Link>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-error"
                      aria-label={`Delete ${property.title}`}
                      disabled={removal.isPending}
                      onClick={() => onDelete(property._id)}
                    >
                      Delete
                    </button>
                  </>
                }
              >
                <p>
                  <span className="font-medium">Price Range:</span> {property.priceRange}
                </p>
                {property.verificationStatus === 'rejected' && property.rejectionReason && (
                  <p className="rounded-box bg-error/10 p-2 text-sm">
                    <span className="font-medium">Reason for the rejection:</span> {property.rejectionReason}
                  </p>
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
