import { decodeSearchArea } from '@keyhaven/contract'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { areaProblem } from '../../components/map/map-area.ts'
import { PageWidth } from '../../components/page.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { LoadingState } from '../../components/status.tsx'
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
import { listPositionOf, SEARCH_PAGE_SIZE, type SearchPage } from './api.ts'
import { FilterBar } from './filter-bar.tsx'
import { FILTER_FORM } from './filter-form.ts'
import {
  askedFilters,
  countText,
  maximumsBelowTheirMinimum,
  type SearchFilters,
  type SearchT,
} from './filters.ts'
import { PlaceSearchBox } from './place-search-box.tsx'
import type { FiltersRead } from './read-filters.ts'
import { ResultsPager } from './results-pager.tsx'
import { SaveSearch } from './save-search.tsx'

// The map view (Leaflet, its pins' query) loads when it is shown: the list view never pays for it.
const MapView = lazy(() => import('./map-view.tsx'))

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
 * its filters' first page (`loaded`, the filters the page was read with) counted in this visit, else none.
 */
function useCountedTotal(
  page: SearchPage | undefined,
  loaded: SearchFilters,
): Pick<SearchPage, 'total' | 'capped'> {
  const filters = JSON.stringify(loaded)
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
export function AllPropertiesPage({
  read,
  filtersRead,
}: {
  read: ScreenRead<SearchPage> | null
  filtersRead: FiltersRead
}) {
  const t = useT('search')
  const [, update] = useQueryParams()
  const params = useAskedQuery()
  const query: [URLSearchParams, UpdateQuery] = [params, update]
  const { state } = useAuth()
  const { text: search, setText: setSearch, settled: debouncedSearch } = useSearchParam(query)
  const asked = askedFilters(params)
  // The loader checked the filters against the contract; until it has read the ones asked now (a change on its
  // way, a move of the map), they show as asked.
  const shown = JSON.stringify(asked) === JSON.stringify(filtersRead.asked) ? filtersRead.valid : asked
  const filters = { ...shown, search: debouncedSearch || undefined }
  const displayCurrency = useDisplayCurrency()?.currency ?? null
  const removedMaximums = useRemovedMaximums(params, update)
  const unreadArea = unreadAreaOf(t, params)
  const position = listPositionOf(params)
  const view: View = params.get('view') === 'map' ? 'map' : 'list'
  // Without a list read (the map view was shown), the list view is on its way from the loader: its Try again
  // runs the loader again otherwise.
  const properties = useScreenRead(read ?? { failed: 'error' })
  const counted = useCountedTotal(properties.data, filtersRead.valid)

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
        <section aria-label={t('map.label')}>
          <BrowserOnly fallback={<LoadingState label={t('map.loading')} />}>
            <Suspense fallback={<LoadingState label={t('map.loading')} />}>
              <MapView
                params={params}
                search={filters.search}
                onSearchArea={(bbox) => update({ bbox, page: undefined, cursor: undefined })}
                onArea={(area) => update({ area, page: undefined, cursor: undefined })}
              />
            </Suspense>
          </BrowserOnly>
        </section>
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
