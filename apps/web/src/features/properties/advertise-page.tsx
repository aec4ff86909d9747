import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { useSearchParams } from 'react-router'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { adminPropertiesQuery, advertise, DASHBOARD_PAGE_SIZE, withdrawAdvertisement } from './api.ts'

export function AdvertisePage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch } = useQuery(adminPropertiesQuery('verified', '', page))
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['properties'] })
  const promote = useMutation({
    mutationFn: advertise,
    onSuccess: () => toast.success('Property advertised successfully!'),
    onError: (error) => toast.error(`Failed to advertise: ${error.message}`),
    onSettled: refresh,
  })
  const withdraw = useMutation({
    mutationFn: withdrawAdvertisement,
    onSuccess: () => toast.success('Advertisement withdrawn.'),
    onError: (error) => toast.error(`Failed to withdraw the advertisement: ${error.message}`),
    onSettled: refresh,
  })
  const busy = promote.isPending || withdraw.isPending

  return (
    <section aria-labelledby="advertise-title">
      <title>Advertise Property · Keyhaven</title>
      <h1 id="advertise-title" className="mb-4 text-2xl font-bold">
        Advertise Property
      </h1>
      {isPending ? (
        <LoadingState label="Loading verified properties..." />
      ) : isError ? (
        <ErrorState message="We could not load the verified properties." onRetry={() => refetch()} />
      ) : data.properties.length === 0 ? (
        <EmptyState>No verified properties to advertise yet.</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box bg-base-100 shadow">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Title</th>
                  <th scope="col">Price</th>
                  <th scope="col">Agent</th>
                  <th scope="col">Advertise</th>
                </tr>
              </thead>
              <tbody>
                {data.properties.map((property) => (
                  <tr key={property._id}>
                    <td>
                      <img
                        src={property.image}
                        alt=""
                        className="h-12 w-16 rounded object-cover"
                        loading="lazy"
                      />
                    </td>
                    <td>{property.title}</td>
                    <td className="whitespace-nowrap">{property.priceRange}</td>
                    <td>{property.agentName ?? 'Unknown'}</td>
                    <td>
                      {property.isAdvertised ? (
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="badge badge-success">Advertised</span>
                          <button
                            type="button"
                            className="btn btn-xs btn-ghost"
                            disabled={busy}
                            aria-label={`Withdraw the advertisement of ${property.title}`}
                            onClick={() => withdraw.mutate(property._id)}
                          >
                            Withdraw
                          </button>
                        </div>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-xs btn-primary"
                          disabled={busy}
                          aria-label={`Advertise ${property.title}`}
                          onClick={() => promote.mutate(property._id)}
                        >
                          Advertise
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
