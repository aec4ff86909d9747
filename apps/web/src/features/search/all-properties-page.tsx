import { decodeSearchArea, type Page, type PropertyPin } from '@keyhaven/contract'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { areaProblem } from '../../components/map/map-area.ts'
import { PageWidth } from '../../components/page.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { formatCompactAmount } from '../../lib/currency.ts'
import { useDisplayCurrency } from '../../lib/display-currency.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import {
  type UpdateQuery,
  useAskedQuery,
  useQueryParams,
  useSearchParam,
} from '../../lib/use-query-params.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { listPositionOf, mapPinsQuery, SEARCH_PAGE_SIZE, type SearchPage } from './api.ts'
import { FilterBar } from './filter-bar.tsx'
import { FILTER_FORM } from './filter-form.ts'
import {
  maximumsBelowTheirMinimum,
  readFilters,
  type SearchFilters,
  type SearchT,
  searchFiltersOf,
} from './filters.ts'
import { PlaceSearchBox } from './place-search-box.tsx'
import { ResultsPager } from './results-pager.tsx'
import { SaveSearch } from './save-search.tsx'

// Leaflet loads with the map view only: the list view and the home page never pay for it.
const ResultsMap = lazy(() => import('../../components/map/results-map.tsx'))

type View = 'list' | 'map'

/** List or map, as a pair of toggle buttons (the list stays the fallback that reads best with a screen reader). */
function ViewToggle({ view, onView }: { view: View; onView: (view: View) => void }) {
  const t = useT('search')
  return (
    <fieldset className="join">
      <legend className="sr-only">{t('view.legend')}</legend>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          className={`btn join-item btn-sm ${view === option ? 'btn-neutral' : ''}`}
          onClick={() => onView(option)}
        >
          {option === 'list' ? t('view.list') : t('view.map')}
        </button>
      ))}
    </fieldset>
  )
}

const countText = (t: SearchT, total: number, capped = false) =>
  t(capped ? 'results.capped' : 'results.count', { count: total })

/**
 * A URL whose maximum lies below its minimum (typed by hand, shared) is corrected rather than kept: the maximum
 * leaves the URL, and the explanation stays on the page.
 */
function useRemovedMaximums(params: URLSearchParams, update: UpdateQuery) {
  const t = useT('search')
  const [explanation, setExplanation] = useState<string | null>(null)
  const raw: SearchFilters = {
    minPrice: params.get('minPrice') ?? undefined,
    maxPrice: params.get('maxPrice') ?? undefined,
    minArea: params.get('minArea') ?? undefined,
    maxArea: params.get('maxArea') ?? undefined,
  }
  const below = maximumsBelowTheirMinimum(raw).join(',')
  useEffect(() => {
    if (!below) return
    const keys = below.split(',') as ReturnType<typeof maximumsBelowTheirMinimum>
    setExplanation(
      t(keys.length > 1 ? 'removed.both' : keys[0] === 'maxArea' ? 'removed.maxArea' : 'removed.maxPrice'),
    )
    update(Object.fromEntries(keys.map((key) => [key, undefined])), { replace: true })
  }, [below, update, t])
  return explanation
}

/**
 * A drawn area in the URL that cannot be read (a link cut short, edited by hand) is left out of the search (see
 * readFilters): the page says so, and why, rather than searching everywhere silently. Drawing a new area or
 * clearing it replaces it.
 */
function unreadAreaOf(t: SearchT, params: URLSearchParams): string | null {
  const area = params.get('area')?.trim()
  if (!area) return null
  const decoded = decodeSearchArea(area)
  if (decoded.ok) return null
  return t('unreadArea', { problem: areaProblem(t, decoded.message) })
}

/**
 * The matches' total, which only an offset page counts: a page reached with Next (a cursor page) shows the one
 * its filters' first page counted in this visit, else none.
 */
function useCountedTotal(page: SearchPage | undefined): Pick<SearchPage, 'total' | 'capped'> {
  const [loaded] = useSearchParams()
  const filters = JSON.stringify(searchFiltersOf(loaded))
  const counted = useRef(new Map<string, Pick<SearchPage, 'total' | 'capped'>>())
  if (page && page.total !== null) counted.current.set(filters, { total: page.total, capped: page.capped })
  return counted.current.get(filters) ?? { total: null, capped: false }
}

/**
 * Search, filters, sort, page and the list/map view live in the URL, so back, refresh and sharing keep them. The
 * list's page is what the route's loader read for the URL (`read`; none for the map view): a change of the
 * URL's query shows the controls as asked at once, and the list on screen, marked as updating, until the
 * loader's answer. The map's pins are read in the browser as the map moves.
 */
export function AllPropertiesPage({ read }: { read: ScreenRead<SearchPage> | null }) {
  const t = useT('search')
  const [, update] = useQueryParams()
  const params = useAskedQuery()
  const query: [URLSearchParams, UpdateQuery] = [params, update]
  const { state } = useAuth()
  const { text: search, setText: setSearch, settled: debouncedSearch } = useSearchParam(query)
  const filters = { ...readFilters(params), search: debouncedSearch || undefined }
  const displayCurrency = useDisplayCurrency()?.currency ?? null
  const removedMaximums = useRemovedMaximums(params, update)
  const unreadArea = unreadAreaOf(t, params)
  const position = listPositionOf(params)
  const view: View = params.get('view') === 'map' ? 'map' : 'list'
  // Without a list read (the map view was shown), the list view is on its way from the loader: its Try again
  // runs the loader again otherwise.
  const properties = useScreenRead(read ?? { failed: 'error' })
  const counted = useCountedTotal(properties.data)
  const mapResults = useQuery({ ...mapPinsQuery(filters), enabled: view === 'map' })

  return (
    <PageWidth className="py-10">
      <h1 className="text-center text-3xl font-bold">{t('heading')}</h1>
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
        {filters.area && <input type="hidden" name="area" value={filters.area} />}
        <noscript>
          <button type="submit" className="btn btn-primary btn-sm mt-4">
            {t('applyFilters')}
          </button>
        </noscript>
      </form>
      <div className="mt-8 mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PlaceSearchBox value={search} onChange={setSearch} form={FILTER_FORM} />
        <ViewToggle view={view} onView={(next) => update({ view: next === 'map' ? 'map' : undefined })} />
      </div>
      <div className="mb-8 flex flex-col gap-4">
        <FilterBar
          filters={filters}
          displayCurrency={displayCurrency}
          onChange={(changes) => update({ ...changes, page: undefined, cursor: undefined })}
        />
        {removedMaximums && (
          <p role="status" className="alert alert-warning alert-soft text-sm">
            {removedMaximums}
          </p>
        )}
        {unreadArea && (
          <p role="alert" className="alert alert-warning alert-soft text-sm">
            {unreadArea}
          </p>
        )}
        {state.status === 'signed-in' && <SaveSearch filters={filters} />}
      </div>
      {view === 'map' ? (
        <MapView
          query={mapResults}
          bbox={filters.bbox}
          onSearchArea={(bbox) => update({ bbox, page: undefined, cursor: undefined })}
          area={filters.area}
          onArea={(area) => update({ area, page: undefined, cursor: undefined })}
        />
      ) : (
        <QueryView
          query={properties}
          isEmpty={(data) => data.items.length === 0 && position.page <= 1}
          loading={t('loading')}
          error={t('error')}
          empty={
            debouncedSearch
              ? t('empty.search', { search: debouncedSearch })
              : Object.keys(filters).some((key) => key !== 'search' && key !== 'sort')
                ? t('empty.filters')
                : t('empty.none')
          }
        >
          {(data) => {
            const { total, capped } = data.total === null ? counted : data
            const results = total === null ? '' : countText(t, total, capped)
            return (
              <>
                {data.matchedPlace && debouncedSearch && (
                  <p role="status" className="alert alert-info alert-soft mb-4 text-sm">
                    {t('matchedPlace', { place: data.matchedPlace, search: debouncedSearch })}
                  </p>
                )}
                <PropertyGrid
                  label={t('results.label')}
                  summary={
                    // The count belongs to the results on screen: while newer ones load, it does not pair them.
                    properties.busy
                      ? t('results.updating')
                      : total === null
                        ? debouncedSearch
                          ? t('results.pageMatching', { page: position.page, search: debouncedSearch })
                          : t('results.page', { page: position.page })
                        : data.matchedPlace
                          ? t('results.in', { results, place: data.matchedPlace })
                          : debouncedSearch
                            ? t('results.matching', { results, search: debouncedSearch })
                            : results
                  }
                  properties={data.items}
                  busy={properties.busy}
                />
                <ResultsPager
                  position={position}
                  results={data}
                  pageCount={total === null || capped ? null : Math.ceil(total / SEARCH_PAGE_SIZE)}
                  update={update}
                />
              </>
            )
          }}
        </QueryView>
      )}
    </PageWidth>
  )
}

/** The map view: a summary of what the map shows, then the map, which stays while new results load. */
function MapView({
  query,
  bbox,
  onSearchArea,
  area,
  onArea,
}: {
  query: UseQueryResult<Page<PropertyPin>>
  bbox: string | undefined
  onSearchArea: (bbox: string) => void
  area: string | undefined
  onArea: (area: string | undefined) => void
}) {
  const t = useT('search')
  const navigate = useNavigate()
  const data = query.data
  const unplaced = data ? data.items.filter((property) => property.latitude === null).length : 0
  let summary = t('loading')
  if (query.isPlaceholderData) summary = t('results.updating')
  else if (data && data.total === 0) summary = bbox || area ? t('map.noneInArea') : t('empty.filters')
  else if (data) {
    const shown = data.items.length
    const results = countText(t, data.total, data.capped)
    summary = shown < data.total ? t('map.summaryFirst', { results, shown }) : t('map.summary', { results })
    if (unplaced > 0) summary = `${summary} ${t('map.unplaced', { count: unplaced })}`
  }
  return (
    <section aria-label={t('map.label')}>
      {query.isError ? (
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} />
      ) : (
        <p className="mb-4 text-sm text-base-content/70" aria-live="polite">
          {summary}
        </p>
      )}
      <BrowserOnly fallback={<LoadingState label={t('map.loading')} />}>
        <Suspense fallback={<LoadingState label={t('map.loading')} />}>
          <ResultsMap
            properties={data?.items ?? []}
            bbox={bbox}
            onSearchArea={onSearchArea}
            area={area}
            onArea={onArea}
            onNavigate={(path) => navigate(path)}
            formatPin={(pin) => formatCompactAmount(pin.priceLow, pin.currency)}
          />
        </Suspense>
      </BrowserOnly>
    </section>
  )
}
