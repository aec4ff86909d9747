import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { Pager } from '../../components/pager.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { usePageParam } from '../../lib/use-page-param.ts'
import { adminPropertiesQuery, advertise, DASHBOARD_PAGE_SIZE, withdrawAdvertisement } from './api.ts'

export function AdvertisePage() {
  const [page, setPage] = usePageParam()
  const queryClient = useQueryClient()
  const properties = useQuery(adminPropertiesQuery('verified', '', page))
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
    <DashboardPage id="advertise-title" title="Advertise Property">
      <QueryView
        query={properties}
        loading="Loading verified properties..."
        error="We could not load the verified properties."
        isEmpty={(data) => data.properties.length === 0}
        empty="No verified properties to advertise yet."
      >
        {(data) => (
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
            <Pager page={page} pageCount={Math.ceil(data.total / DASHBOARD_PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </QueryView>
    </DashboardPage>
  )
}
