import type { GeocodeCandidate } from '@keyhaven/contract'
import { useRef, useState } from 'react'
import type { Point } from '../../components/map/leaflet-map.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { findPlaces } from './api.ts'

type Search =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; query: string; candidates: GeocodeCandidate[]; shown: number }
  | { status: 'failed'; message: string }

const label = (candidate: GeocodeCandidate) =>
  candidate.country ? `${candidate.name}, ${candidate.country}` : candidate.name

/**
 * "Find on map": looks up the address typed in the form and moves the map there (the likeliest place; the others
 * are offered beside it). The agent still places the pin with a click.
 */
export function PlaceFinder({
  address,
  onFound,
}: {
  address: () => string
  onFound: (point: Point) => void
}) {
  const t = useT('agent')
  const [search, setSearch] = useState<Search>({ status: 'idle' })
  const running = useRef<AbortController | null>(null)

  const show = (candidates: GeocodeCandidate[], index: number) => {
    const candidate = candidates[index]
    if (candidate) onFound({ latitude: candidate.lat, longitude: candidate.lng })
  }

  const find = async () => {
    const query = address().trim()
    if (query.length < 2) {
      setSearch({ status: 'failed', message: t('place.typeFirst') })
      return
    }
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setSearch({ status: 'searching' })
    try {
      const candidates = await findPlaces(query.slice(0, 100), controller.signal)
      setSearch({ status: 'found', query, candidates, shown: 0 })
      show(candidates, 0)
    } catch (error) {
      if (!controller.signal.aborted) setSearch({ status: 'failed', message: (error as Error).message })
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline btn-primary"
          onClick={find}
          disabled={search.status === 'searching'}
        >
          {search.status === 'searching' ? t('place.finding') : t('place.find')}
        </button>
        <p className="text-sm" aria-live="polite">
          {search.status === 'idle' && t('place.idle')}
          {search.status === 'searching' && t('place.searching')}
          {search.status === 'found' &&
            (search.candidates[search.shown]
              ? t('place.moved', { place: label(search.candidates[search.shown] as GeocodeCandidate) })
              : t('place.none', { query: search.query }))}
        </p>
      </div>
      {search.status === 'failed' && (
        <p role="alert" className="text-sm text-error">
          {search.message}
        </p>
      )}
      {search.status === 'found' && search.candidates.length > 1 && (
        <ul aria-label={t('place.others')} className="flex flex-wrap gap-2">
          {search.candidates.map((candidate, index) =>
            index === search.shown ? null : (
              <li key={`${candidate.lat},${candidate.lng},${candidate.name}`}>
                <button
                  type="button"
                  className="btn btn-xs btn-outline"
                  onClick={() => {
                    setSearch({ ...search, shown: index })
                    show(search.candidates, index)
                  }}
                >
                  {label(candidate)}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  )
}
