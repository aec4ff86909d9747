import { LISTING_PAGE_REACH, type Page, type PropertyPin } from '@keyhaven/contract'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { PageWidth } from '../../components/page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { formatCompactAmount } from '../../lib/currency.ts'
import { paths } from '../../lib/paths.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { useQueryParams, useSearchParam } from '../../lib/use-query-params.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { mapPinsQuery, SEARCH_PAGE_SIZE, searchPropertiesQuery } from './api.ts'
import { FilterBar } from './filter-bar.tsx'
import { FILTER_FORM } from './filter-form.ts'
import { readFilters } from './filters.ts'
import { SaveSearch } from './save-search.tsx'

// Leaflet loads with the map view only: the list view and the home page never pay for it.
const ResultsMap = lazy(() => import('../../components/map/results-map.tsx'))

type View = 'list' | 'map'

/** List or map, as a pair of toggle buttons (the list stays the fallback that reads best with a screen reader). */
function ViewToggle({ view, onView }: { view: View; onView: (view: View) => void }) {
  return (
    <fieldset className="join">
      <legend className="sr-only">Show results as</legend>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={`btn join-item btn-sm ${view === option ? 'btn-neutral' : ''}`}
          onClick={() => onView(option)}
        >
          {option === 'list' ? 'List' : 'Map'}
        </button>
      ))}
    </fieldset>
  )
}

const countText = ({ total, capped }: Page<unknown>) =>
  `${capped ? `${total.toLocaleString('en-US')}+` : total.toLocaleString('en-US')} ${total === 1 && !capped ? 'property' : 'properties'}`

/** Search, filters, sort, page and the list/map view live in the URL, so back, refresh and sharing keep them. */
export function AllPropertiesPage() {
  const query = useQueryParams()
  const [params, update] = query
  const { state } = useAuth()
  const { text: search, setText: setSearch, settled: debouncedSearch } = useSearchParam(query)
  const filters = { ...readFilters(params), search: debouncedSearch || undefined }
  const page = pageOf(params)
  const view: View = params.get('view') === 'map' ? 'map' : 'list'
  const properties = useQuery({ ...searchPropertiesQuery(filters, page), enabled: view === 'list' })
  const mapResults = useQuery({ ...mapPinsQuery(filters), enabled: view === 'map' })

  return (
    <PageWidth className="py-10">
      <title>All Properties · Keyhaven</title>
      <h1 className="text-center text-3xl font-bold">All Properties</h1>
      {/* A GET form over the search box and the filters (their fields name it): before the page's scripts run,
          or without them, submitting it loads the same URL the hydrated page keeps. Once hydrated, every change
          applies at once instead. */}
      <form
        id={FILTER_FORM}
        method="get"
        action={paths.allProperties}
        onSubmit={(event) => event.preventDefault()}
      >
        {view === 'map' && <input type="hidden" name="view" value="map" />}
        {filters.bbox && <input type="hidden" name="bbox" value={filters.bbox} />}
        <noscript>
          <button type="submit" className="btn btn-primary btn-sm mt-4">
            Apply filters
          </button>
        </noscript>
      </form>
      <div className="mt-8 mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="input w-full sm:max-w-sm">
          <span className="sr-only">Search by location</span>
          <input
            type="search"
            name="search"
            form={FILTER_FORM}
            autoComplete="off"
            placeholder="Search by location"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <ViewToggle view={view} onView={(next) => update({ view: next === 'map' ? 'map' : undefined })} />
      </div>
      <div className="mb-8 flex flex-col gap-4">
        <FilterBar filters={filters} onChange={(changes) => update({ ...changes, page: undefined })} />
        {state.status === 'signed-in' && <SaveSearch filters={filters} />}
      </div>
      {view === 'map' ? (
        <MapView
          query={mapResults}
          bbox={filters.bbox}
          onSearchArea={(bbox) => update({ bbox, page: undefined })}
        />
      ) : (
        <PagedView
          query={properties}
          page={page}
          pageSize={SEARCH_PAGE_SIZE}
          onPage={(next) => update({ page: String(next) })}
          reach={LISTING_PAGE_REACH}
          beyondReach="narrow the search"
          loading="Loading properties..."
          error="We could not load the properties."
          empty={
            debouncedSearch
              ? `No properties found in "${debouncedSearch}".`
              : Object.keys(filters).some((key) => key !== 'search' && key !== 'sort')
                ? 'No properties match these filters.'
                : 'No properties are listed yet.'
          }
        >
          {(data) => (
            <PropertyGrid
              label="Properties"
              summary={
                // The count belongs to the results on screen: while newer ones load, it does not pair them.
                properties.isPlaceholderData
                  ? 'Updating the results...'
                  : `${countText(data)}${debouncedSearch ? ` matching "${debouncedSearch}"` : ''}`
              }
              properties={data.items}
              busy={properties.isPlaceholderData}
            />
          )}
        </PagedView>
      )}
    </PageWidth>
  )
}

/** The map view: a summary of what the map shows, then the map, which stays while new results load. */
function MapView({
  query,
  bbox,
  onSearchArea,
}: {
  query: UseQueryResult<Page<PropertyPin>>
  bbox: string | undefined
  onSearchArea: (bbox: string) => void
}) {
  const navigate = useNavigate()
  const data = query.data
  const unplaced = data ? data.items.filter((property) => property.latitude === null).length : 0
  let summary = 'Loading properties...'
  if (query.isPlaceholderData) summary = 'Updating the results...'
  else if (data && data.total === 0)
    summary = bbox ? 'No properties in this area.' : 'No properties match these filters.'
  else if (data) {
    const shown = data.items.length
    summary = `${countText(data)}${shown < data.total ? `; the map shows the first ${shown}: zoom in and search this area for the rest` : ''}.${unplaced > 0 ? ` ${unplaced} of them ${unplaced === 1 ? 'has' : 'have'} no map location (see the list).` : ''}`
  }
  return (
    <section aria-label="Map view">
      {query.isError ? (
        <ErrorState message="We could not load the properties." onRetry={() => void query.refetch()} />
      ) : (
        <p className="mb-4 text-sm text-base-content/70" aria-live="polite">
          {summary}
        </p>
      )}
      <BrowserOnly fallback={<LoadingState label="Loading the map..." />}>
        <Suspense fallback={<LoadingState label="Loading the map..." />}>
          <ResultsMap
            properties={data?.items ?? []}
            bbox={bbox}
            onSearchArea={onSearchArea}
            onNavigate={(path) => navigate(path)}
            formatPin={formatCompactAmount}
          />
        </Suspense>
      </BrowserOnly>
    </section>
  )
}
