import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { savedSearchesQuery, useDeleteSavedSearch, useSetSearchAlerts } from './api.ts'
import { describeFilters, readFilters } from './filters.ts'

/** The caller's saved searches: open one, switch its e-mail alerts, or delete it. */
export function SavedSearchesPage() {
  // The filters' words are the search screens' (its route loads their namespace).
  const t = useT('search')
  const searches = useQuery(savedSearchesQuery())
  const alerts = useSetSearchAlerts({
    onSuccess: (saved) => {
      toast.success(saved.alertsEnabled ? `Alerts on for “${saved.name}”` : `Alerts off for “${saved.name}”`)
    },
    onError: (error) => toast.error(`Could not change the alerts: ${error.message}`),
  })
  const removal = useDeleteSavedSearch({
    onSuccess: () => toast.success('Saved search deleted'),
    onError: (error) => toast.error(`Could not delete it: ${error.message}`),
  })

  return (
    <DashboardPage id="saved-searches-title" title="Saved Searches">
      <p className="mb-6 text-base-content/70">
        With alerts on, you get an e-mail when a newly verified listing matches the search (at most one an
        hour for each search).
      </p>
      <QueryView
        query={searches}
        loading="Loading your saved searches..."
        error="We could not load your saved searches."
        isEmpty={(data) => data.length === 0}
        empty={
          <>
            No saved searches yet. Filter{' '}
            <Link to={paths.allProperties} className="link link-primary">
              All Properties
            </Link>{' '}
            and choose Save this search.
          </>
        }
      >
        {(data) => (
          <ul aria-label="Saved searches" className="flex flex-col gap-4">
            {data.map((search) => {
              const labels = describeFilters(t, readFilters(new URLSearchParams(search.query)))
              return (
                <li key={search._id} className="card card-border bg-base-100">
                  <div className="card-body gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <h2 className="card-title text-lg break-words">{search.name}</h2>
                      <p className="text-sm text-base-content/70">
                        {labels.length > 0 ? labels.map((label) => label.label).join(' · ') : 'Every listing'}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-3">
                      <label className="label cursor-pointer gap-2">
                        <input
                          type="checkbox"
                          className="toggle toggle-primary"
                          // The switch moves at once; it settles on the server's answer.
                          checked={
                            alerts.isPending && alerts.variables?.id === search._id
                              ? alerts.variables.alertsEnabled
                              : search.alertsEnabled
                          }
                          disabled={alerts.isPending}
                          onChange={(event) =>
                            alerts.mutate({ id: search._id, alertsEnabled: event.target.checked })
                          }
                        />
                        <span>
                          E-mail alerts<span className="sr-only"> for {search.name}</span>
                        </span>
                      </label>
                      <Link
                        to={`/allProperties${search.query ? `?${search.query}` : ''}`}
                        className="btn btn-sm btn-primary"
                      >
                        Open<span className="sr-only"> {search.name}</span>
                      </Link>
                      <button
                        type="button"
                        className="btn btn-sm btn-error btn-outline"
                        disabled={removal.isPending}
                        onClick={async () => {
                          if (
                            await confirmDanger('Delete this saved search?', `“${search.name}” will be gone.`)
                          ) {
                            removal.mutate(search._id)
                          }
                        }}
                      >
                        Delete<span className="sr-only"> {search.name}</span>
                      </button>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </QueryView>
    </DashboardPage>
  )
}
