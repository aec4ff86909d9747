import type { SavedSearch } from '@keyhaven/contract'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone, isFailure } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { describeFilters } from './filters.ts'
import { savedSearchIntent } from './saved-search-forms.ts'
import type { SavedSearchRead } from './saved-searches-read.server.ts'

/**
 * The caller's saved searches: open one, switch its e-mail alerts, or delete it (asked first), each a form of
 * the route's action (search-actions.server.ts); the route's loader then reads the searches again.
 */
export function SavedSearchesPage({ read }: { read: ScreenRead<SavedSearchRead[]> }) {
  // The filters' words are the search screens' (its route loads their namespace).
  const t = useT('search')
  const searches = useScreenRead(read)
  // The page's own words are the dashboard's (its layout loads them).
  const words = useT('dashboard')
  const common = useT('common')
  const { unit: unitWord } = useAreaText()
  const unit = unitWord()
  // A deletion made without scripts: its row is gone with the search, so the page says it.
  const deleted = usePostedOutcome((intent) => intent.startsWith('delete:'))
  // Every row's Delete is one form state of the page's (rowForm): the row goes with the answer (the route's
  // loader reads the searches again), and the page, which stays, tells the result.
  const deletion = useActionForm({ intent: deleted?.intent ?? savedSearchIntent('delete', '') })
  return (
    <DashboardPage id="saved-searches-title" title={words('menu.savedSearches')}>
      <p className="mb-6 text-base-content/70">{words('savedSearches.intro')}</p>
      {isDone(deleted) && <FormStatus outcome={deleted} />}
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
              const labels = describeFilters(t, search.filters, unit)
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
                      <AlertsSwitch search={search} />
                      <Link
                        to={`/allProperties${search.query ? `?${search.query}` : ''}`}
                        className="btn btn-sm btn-primary"
                      >
                        {words('savedSearches.open')}
                        <span className="sr-only"> {search.name}</span>
                      </Link>
                      <DeleteSearch form={deletion} search={search} />
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

/**
 * A search's e-mail alerts: the switch posts its state as it moves (once the page's scripts run; without them,
 * with the Save beside it).
 */
function AlertsSwitch({ search }: { search: SavedSearch }) {
  const words = useT('dashboard')
  // The switch shows the saved state: a reset after the post would turn it back to what the page first drew.
  const form = useActionForm({ intent: savedSearchIntent('alerts', search._id), reset: false })
  // The state chosen, shown until the server's answer (read again by the route's loader) says the same, or
  // the post failed and the switch goes back.
  const [wanted, setWanted] = useState<boolean | null>(null)
  const failed = isFailure(form.outcome)
  useEffect(() => {
    if (wanted === null || form.busy) return
    if (search.alertsEnabled === wanted || failed) setWanted(null)
  }, [wanted, form.busy, search.alertsEnabled, failed])
  return (
    <div className="flex flex-col gap-1">
      <ActionForm form={form} className="flex items-center gap-2">
        <input type="hidden" name="intent" value="alerts" />
        <input type="hidden" name="searchId" value={search._id} />
        <label className="label cursor-pointer gap-2">
          <input
            type="checkbox"
            name="alertsEnabled"
            className="toggle toggle-primary"
            checked={wanted ?? search.alertsEnabled}
            disabled={form.busy}
            // A change React hands over is a change the page's scripts make, even in the moment before the
            // form counts itself hydrated: a tap then posts in place too, rather than being undone by the
            // controlled state.
            onChange={(event) => {
              setWanted(event.currentTarget.checked)
              event.currentTarget.form?.requestSubmit()
            }}
          />
          <span>
            {words('savedSearches.alerts')}
            <span className="sr-only"> {words('savedSearches.alertsOf', { name: search.name })}</span>
          </span>
        </label>
        {/* Without scripts the switch is saved with a button; once they run, as it moves. */}
        <noscript>
          <button type="submit" className="btn btn-ghost btn-xs">
            {words('savedSearches.saveAlerts')}
            <span className="sr-only"> {words('savedSearches.alertsOf', { name: search.name })}</span>
          </button>
        </noscript>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </div>
  )
}

/** Delete a saved search: the route's action asks first (with the app's dialog, or in the page without scripts). */
function DeleteSearch({ form: page, search }: { form: ActionFormState; search: SavedSearch }) {
  const words = useT('dashboard')
  const form = rowForm(page, savedSearchIntent('delete', search._id), {
    intent: 'delete',
    searchId: search._id,
  })
  return (
    <>
      <ActionForm form={form}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="searchId" value={search._id} />
        <input type="hidden" name="name" value={search.name} />
        <button type="submit" className="btn btn-sm btn-error btn-outline" disabled={form.busy}>
          {words('delete')}
          <span className="sr-only"> {search.name}</span>
        </button>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
