import { VERIFICATION_STATUSES, type VerificationStatus, verificationStatusSchema } from '@keyhaven/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { useSearchParams } from 'react-router'
import Swal from 'sweetalert2'
import { Pager } from '../../components/pager.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { adminPropertiesQuery, DASHBOARD_PAGE_SIZE, setVerification } from './api.ts'
import { StatusBadge } from './status-badge.tsx'

async function confirmStatus(status: 'verified' | 'rejected'): Promise<boolean> {
  const result = await Swal.fire({
    title: `Are you sure to mark this as ${status}?`,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: 'Yes',
    cancelButtonText: 'Cancel',
  })
  return result.isConfirmed
}

export function ManagePropertiesPage() {
  const [params, setParams] = useSearchParams()
  const parsedStatus = verificationStatusSchema.safeParse(params.get('status'))
  const status = parsedStatus.success ? parsedStatus.data : undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const queryClient = useQueryClient()
  const properties = useQuery(adminPropertiesQuery(status, '', page))
  const verification = useMutation({
    mutationFn: ({ id, next }: { id: string; next: 'verified' | 'rejected' }) => setVerification(id, next),
    onSuccess: () => toast.success('Property status updated.'),
    onError: (error) => toast.error(`Failed to update status. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  })

  const decide = async (id: string, next: 'verified' | 'rejected') => {
    if (await confirmStatus(next)) verification.mutate({ id, next })
  }
  const showStatus = (next: VerificationStatus | '') => setParams(next ? { status: next } : {})

  return (
    <section aria-labelledby="manage-properties-title">
      <title>Manage Properties · Keyhaven</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 id="manage-properties-title" className="text-2xl font-bold">
          Manage Properties
        </h1>
        <label className="flex items-center gap-2 text-sm">
          Show
          <select
            className="select select-sm"
            value={status ?? ''}
            onChange={(event) => showStatus(event.target.value as VerificationStatus | '')}
          >
            <option value="">All statuses</option>
            {VERIFICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView
        query={properties}
        loading="Loading properties..."
        error="We could not load the properties."
        isEmpty={(data) => data.properties.length === 0}
        empty={`No properties${status ? ` are ${status}` : ' yet'}.`}
      >
        {(data) => (
          <>
            <div className="overflow-x-auto rounded-box bg-base-100 shadow">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Location</th>
                    <th scope="col">Agent</th>
                    <th scope="col">Agent email</th>
                    <th scope="col">Price range</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.properties.map((property) => (
                    <tr key={property._id}>
                      <td>{property.title}</td>
                      <td>{property.location}</td>
                      <td>{property.agentName ?? 'Unknown'}</td>
                      <td className="break-all">{property.agentEmail ?? '-'}</td>
                      <td className="whitespace-nowrap">{property.priceRange}</td>
                      <td>
                        {property.verificationStatus === 'pending' ? (
                          <div className="flex gap-2">
                            <button
                              type="button"
                              className="btn btn-xs btn-success"
                              disabled={verification.isPending}
                              aria-label={`Verify ${property.title}`}
                              onClick={() => decide(property._id, 'verified')}
                            >
                              Verify
                            </button>
                            <button
                              type="button"
                              className="btn btn-xs btn-error"
                              disabled={verification.isPending}
                              aria-label={`Reject ${property.title}`}
                              onClick={() => decide(property._id, 'rejected')}
                            >
                              Reject
                            </button>
                          </div>
                        ) : (
                          <StatusBadge status={property.verificationStatus} />
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
              onPage={(next) => setParams({ ...(status && { status }), page: String(next) })}
            />
          </>
        )}
      </QueryView>
    </section>
  )
}
