import type { PropertyPin } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { QueryCache } from '../../app/query-cache.tsx'
import ResultsMap from '../../components/map/results-map.tsx'
import { ErrorState } from '../../components/status.tsx'
import { formatCompactAmount } from '../../lib/currency.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { countText } from './filters.ts'
import { mapPinsQuery } from './map-pins.ts'
import { readFilters } from './read-filters.ts'

/**
 * A pin's price. One function for the page's life: the map builds its markers again whenever this changes, which
 * would close the card a person has open.
 */
const pinPrice = (pin: PropertyPin) => formatCompactAmount(pin.priceLow, pin.currency)

/**
 * All Properties' map view: a summary of what the map shows, then the map, which stays while new results load.
 * The pins are read here, in the browser, as the map moves (the route's loader reads no list for it), so this
 * module, with Leaflet, TanStack Query and its cache and the filters' checks, loads when the map is shown. The filters are
 * checked against the contract again: a map's move does not run the loader that checked them.
 */
export default function MapView(props: MapViewProps) {
  return (
    <QueryCache>
      <PinsOnMap {...props} />
    </QueryCache>
  )
}

interface MapViewProps {
  params: URLSearchParams
  search: string | undefined
  onSearchArea: (bbox: string) => void
  onArea: (area: string | undefined) => void
}

function PinsOnMap({ params, search, onSearchArea, onArea }: MapViewProps) {
  const t = useT('search')
  const navigate = useNavigate()
  const filters = { ...readFilters(params), search }
  const query = useQuery(mapPinsQuery(filters))
  const data = query.data
  const unplaced = data ? data.items.filter((property) => property.latitude === null).length : 0
  let summary = t('loading')
  if (query.isPlaceholderData) summary = t('results.updating')
  else if (data && data.total === 0)
    summary = filters.bbox || filters.area ? t('map.noneInArea') : t('empty.filters')
  else if (data) {
    const shown = data.items.length
    const results = countText(t, data.total, data.capped)
    summary = shown < data.total ? t('map.summaryFirst', { results, shown }) : t('map.summary', { results })
    if (unplaced > 0) summary = `${summary} ${t('map.unplaced', { count: unplaced })}`
  }
  return (
    <>
      {query.isError ? (
        <ErrorState message={t('error')} onRetry={() => void query.refetch()} />
      ) : (
        <p className="mb-4 text-sm text-base-content/70" aria-live="polite">
          {summary}
        </p>
      )}
      <ResultsMap
        properties={data?.items ?? []}
        bbox={filters.bbox}
        onSearchArea={onSearchArea}
        area={filters.area}
        onArea={onArea}
        onNavigate={(path) => navigate(path)}
        formatPin={pinPrice}
      />
    </>
  )
}
