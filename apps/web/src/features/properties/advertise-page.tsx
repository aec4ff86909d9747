import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { adminPropertiesQuery, DASHBOARD_PAGE_SIZE, useAdvertise, useWithdrawAdvertisement } from './api.ts'

export function AdvertisePage() {
  const [page, setPage] = usePageParam()
  const properties = useQuery(adminPropertiesQuery('verified', '', page))
  const promote = useAdvertise({
    onSuccess: () => toast.success('Property advertised successfully!'),
    onError: (error) => toast.error(`Failed to advertise: ${error.message}`),
  })
  const withdraw = useWithdrawAdvertisement({
    onSuccess: () => toast.success('Advertisement withdrawn.'),
    onError: (error) => toast.error(`Failed to withdraw the advertisement: ${error.message}`),
  })
  const busy = promote.isPending || withdraw.isPending

  return (
    <DashboardPage id="advertise-title" title="Advertise Property">
      <PagedView
        query={properties}
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        onPage={setPage}
        loading="Loading verified properties..."
        error="We could not load the verified properties."
        empty="No verified properties to advertise yet."
      >
        {(data) => (
          <>
            <DataTable
              caption={countOf(data.total, 'verified property', 'verified properties')}
              busy={properties.isPlaceholderData}
              rows={data.items}
              rowKey={(property) => property._id}
              columns={[
                {
                  label: 'Image',
                  cell: (property) => (
                    <img
                      src={property.image}
                      alt=""
                      className="h-12 w-16 rounded object-cover"
                      loading="lazy"
                    />
                  ),
                },
                { label: 'Title', cell: (property) => property.title },
                { label: 'Price', kind: 'nowrap', cell: (property) => property.priceRange },
                { label: 'Agent', cell: (property) => property.agentName ?? 'Unknown' },
                {
                  label: 'Advertise',
                  kind: 'actions',
                  cell: (property) =>
                    // The server never advertises these; they are marked so the admin sees why (wrapping on a phone).
                    property.agentMarkedFraud ? (
                      <span className="badge badge-error badge-outline h-auto py-1 whitespace-normal">
                        Agent marked as fraud: not advertisable
                      </span>
                    ) : property.isSold ? (
                      <span className="badge badge-outline h-auto py-1 whitespace-normal">
                        Sold: not advertisable
                      </span>
                    ) : property.isAdvertised ? (
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="badge badge-success">Advertised</span>
                        <button
                          type="button"
                          className="btn btn-sm btn-ghost"
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
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        aria-label={`Advertise ${property.title}`}
                        onClick={() => promote.mutate(property._id)}
                      >
                        Advertise
                      </button>
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedView>
    </DashboardPage>
  )
}
