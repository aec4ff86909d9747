import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useSearchParams } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { confirmDanger, showResult } from '../../lib/dialogs.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { agentPropertiesQuery, DASHBOARD_PAGE_SIZE, deleteProperty } from './api.ts'
import { StatusBadge } from './status-badge.tsx'

export function MyPropertiesPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(agentPropertiesQuery(email, page))
  const removal = useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => showResult('success', 'Deleted!', 'Property has been removed.'),
    onError: (error) => toast.error(`Failed to delete the property: ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  })

  const onDelete = async (id: string) => {
    if (await confirmDanger('Are you sure?', 'This will permanently delete the property!')) removal.mutate(id)
  }

  return (
    <section aria-labelledby="my-properties-title">
      <title>My Added Properties · Keyhaven</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 id="my-properties-title" className="text-2xl font-bold">
          My Added Properties
        </h1>
        <Link to="/dashboard/addProperty" className="btn btn-primary btn-sm">
          Add Property
        </Link>
      </div>
      {isPending ? (
        <LoadingState label="Loading your properties..." />
      ) : isError ? (
        <ErrorState message="We could not load your properties." onRetry={() => refetch()} />
      ) : data.properties.length === 0 ? (
        <EmptyState>You have not added any properties yet.</EmptyState>
      ) : (
        <>
          <ul aria-label="My properties" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
            {data.properties.map((property) => (
              <li key={property._id} className="card bg-base-100 shadow-md">
                <figure className="relative aspect-[3/2]">
                  <img
                    src={property.image}
                    alt={property.title}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                  {property.isSold && <span className="badge badge-info absolute top-3 left-3">Sold</span>}
                </figure>
                <div className="card-body gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="card-title text-lg">{property.title}</h2>
                    <StatusBadge status={property.verificationStatus} />
                  </div>
                  <p className="text-base-content/80">{property.location}</p>
                  <p>
                    <span className="font-medium">Price Range:</span> {property.priceRange}
                  </p>
                  <div className="flex items-center gap-2 text-sm">
                    <Avatar
                      src={property.agentImage}
                      name={property.agentName ?? 'Unknown'}
                      className="size-8"
                    />
                    <span>{property.agentName ?? 'Unknown'}</span>
                  </div>
                  <div className="card-actions mt-2">
                    {property.verificationStatus !== 'rejected' && (
                      <Link
                        to={`/dashboard/update-property/${property._id}`}
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
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.max(1, Math.ceil(data.total / DASHBOARD_PAGE_SIZE))}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  )
}
