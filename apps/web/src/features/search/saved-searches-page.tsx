import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { savedSearchesQuery, useDeleteSavedSearch, useSetSearchAlerts } from './api.ts'
import { describeFilters, readFilters } from './filters.ts'

/** The caller's saved searches: open one, switch its e-mail alerts, or delete it. */
export function SavedSearchesPage() {
  // The filters' words are the search screens' (its route loads their namespace).
  const t = useT('search')
  const searches = useQuery(savedSearchesQuery())
  // The page's own words are the dashboard's (its layout loads them).
  const words = useT('dashboard')
  const common = useT('common')
  const { unit: unitWord } = useAreaText()
  const unit = unitWord()
  const alerts = useSetSearchAlerts({
    onSuccess: (saved) => {
      toast.success(
        words(saved.alertsEnabled ? 'savedSearches.alertsOn' : 'savedSearches.alertsOff', {
          name: saved.name,
        }),
      )
    },
    onError: (error) => toast.error(words('savedSearches.alertsFailed', { reason: error.message })),
  })
  const removal = useDeleteSavedSearch({
    onSuccess: () => toast.success(words('savedSearches.deleted')),
    onError: (error) => toast.error(words('savedSearches.deleteFailed', { reason: error.message })),
  })

  return (
    <DashboardPage id="saved-searches-title" title={words('menu.savedSearches')}>
      <p className="mb-6 text-base-content/70">{words('savedSearches.intro')}</p>
      <QueryView
        query={searches}
        loading={words('savedSearches.loading')}
        error={words('savedSearches.error')}
        isEmpty={(data) => data.length === 0}
        empty={messageWith((marks) => words('savedSearches.empty', marks), {
          allProperties: (
            <Link to={paths.allProperties} className="link link-primary">
              {common('nav.allProperties')}
            </Link>
          ),
        })}
      >
        {(data) => (
          <ul aria-label={words('savedSearches.list')} className="flex flex-col gap-4">
            {data.map((search) => {
              const labels = describeFilters(t, readFilters(new URLSearchParams(search.query)), unit)
              return (
                <li key={search._id} className="card card-border bg-base-100">
                  <div className="card-body gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <h2 className="card-title text-lg break-words">{search.name}</h2>
                      <p className="text-sm text-base-content/70">
                        {labels.length > 0
                          ? labels.map((label) => label.label).join(' · ')
                          : words('savedSearches.everyListing')}
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
                          {words('savedSearches.alerts')}
                          <span className="sr-only">
                            {' '}
                            {words('savedSearches.alertsOf', { name: search.name })}
                          </span>
                        </span>
                      </label>
                      <Link
                        to={`/allProperties${search.query ? `?${search.query}` : ''}`}
                        className="btn btn-sm btn-primary"
                      >
                        {words('savedSearches.open')}
                        <span className="sr-only"> {search.name}</span>
                      </Link>
                      <button
                        type="button"
                        className="btn btn-sm btn-error btn-outline"
                        disabled={removal.isPending}
                        onClick={async () => {
                          if (
                            await confirmDanger(
                              words('savedSearches.confirmTitle'),
                              words('savedSearches.confirmText', { name: search.name }),
                            )
                          ) {
                            removal.mutate(search._id)
                          }
                        }}
                      >
                        {words('delete')}
                        <span className="sr-only"> {search.name}</span>
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
