import { useEffect, useId, useRef } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'
import { createMap, L, type Point, WORLD_VIEW } from './leaflet-map.ts'
import { clampLatitude, wrapLongitude } from './map-area.ts'

export interface LocationPickerProps {
  value: Point | null
  onChange: (point: Point | null) => void
  /** Where the map looks, when the form found the address typed ("Find on map"); a new one moves it there. */
  lookAt?: Point | null
}

// Six decimals are about 10 cm: more than a click can mean.
const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6
const toPoint = (at: L.LatLng): Point => ({
  latitude: round6(clampLatitude(at.lat)),
  longitude: round6(wrapLongitude(at.lng)),
})

const CHOICE_ICON = L.divIcon({ className: 'keyhaven-choice', iconSize: [20, 20] })

/**
 * Where a listing is: a click on the map places it (a marker shows the choice). Keyboard users move the map
 * with the arrow keys and take its centre; "Clear location" removes it.
 */
export default function LocationPicker({ value, onChange, lookAt }: LocationPickerProps) {
  // Only the agent's listing form places a listing: its words are the form's ('agent').
  const t = useT('agent')
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<{ map: L.Map; marker: L.Marker } | null>(null)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const descriptionId = useId()
  const initial = useRef(value)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const map = createMap(container, t('map.label'), descriptionId)
    const start = initial.current
    if (start) map.setView([start.latitude, start.longitude], 14)
    else map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom)
    const marker = L.marker(WORLD_VIEW.center, {
      icon: CHOICE_ICON,
      keyboard: false,
      title: t('map.chosen'),
    })
    map.on('click', (event: L.LeafletMouseEvent) => onChangeRef.current(toPoint(event.latlng)))
    mapRef.current = { map, marker }
    return () => {
      mapRef.current = null
      map.remove()
    }
  }, [descriptionId, t])

  useEffect(() => {
    const current = mapRef.current
    if (!current) return
    const { map, marker } = current
    if (value) marker.setLatLng([value.latitude, value.longitude]).addTo(map)
    else marker.remove()
  }, [value])

  useEffect(() => {
    // A city's scale: the agent then clicks the very spot.
    if (lookAt) mapRef.current?.map.setView([lookAt.latitude, lookAt.longitude], 13)
  }, [lookAt])

  return (
    <div className="flex flex-col gap-2">
      <p id={descriptionId} className="text-sm text-base-content/70">
        {t('map.help')}
      </p>
      <div ref={containerRef} className="h-72 w-full rounded-box border border-base-300" />
      <div className="flex flex-wrap items-center gap-2">
        <p className="grow text-sm" aria-live="polite">
          {value
            ? t('map.location', {
                latitude: value.latitude.toFixed(5),
                longitude: value.longitude.toFixed(5),
              })
            : t('map.none')}
        </p>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => {
            const map = mapRef.current?.map
            if (map) onChange(toPoint(map.getCenter()))
          }}
        >
          {t('map.useCentre')}
        </button>
        {value && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => onChange(null)}>
            {t('map.clear')}
          </button>
        )}
      </div>
    </div>
  )
}
