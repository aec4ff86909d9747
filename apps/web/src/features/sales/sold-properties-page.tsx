import { agentTotalSchema, soldPropertySchema } from '@keyhaven/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { Pager } from '../../components/pager.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { apiRequest } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'

const PAGE_SIZE = 20

export function SoldPropertiesPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email.toLowerCase() : ''
  const [page, setPage] = usePageParam()
  const sold = useQuery({
    queryKey: ['sales', 'sold', { email, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/sold-properties', {
        schema: z.array(soldPropertySchema),
        query: { agentEmail: email, page, limit: PAGE_SIZE },
        signal,
      })
      return { rows: data, total: total ?? data.length }
    },
    placeholderData: keepPreviousData,
  })
  const total = useQuery({
    queryKey: ['sales', 'total', email],
    queryFn: async ({ signal }) =>
      (await apiRequest('/agent-total-sales', { schema: agentTotalSchema, query: { email }, signal })).data,
  })

  return (
    <DashboardPage id="sold-title" title="My Sold Properties">
      <div className="mb-6 rounded-box bg-success p-6 text-success-content shadow" aria-live="polite">
        <p className="text-sm font-medium">Total Property Sold Amount</p>
        <p className="text-3xl font-bold">
          {total.isPending ? '...' : total.isError ? 'Unavailable' : formatAmount(total.data.totalAmount)}
        </p>
      </div>
      <QueryView
        query={sold}
        loading="Loading your sales..."
        error="We could not load your sales."
        isEmpty={(data) => data.rows.length === 0}
        empty="You have not sold any properties yet."
      >
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-box bg-base-100 shadow">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Title</th>
                    <th scope="col">Location</th>
                    <th scope="col">Buyer name</th>
                    <th scope="col">Buyer email</th>
                    <th scope="col">Sold price</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row, index) => (
                    <tr key={row._id}>
                      <td>{(page - 1) * PAGE_SIZE + index + 1}</td>
                      <td>{row.title}</td>
                      <td>{row.location}</td>
                      <td>{row.buyerName}</td>
                      <td>{row.buyerEmail}</td>
                      <td className="whitespace-nowrap">{formatAmount(row.soldPrice)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} pageCount={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </QueryView>
    </DashboardPage>
  )
}
