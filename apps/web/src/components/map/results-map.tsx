import 'leaflet.markercluster'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import { decodeSearchArea, type PropertyPin } from '@keyhaven/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { AreaDrawing } from './area-drawing.tsx'
import { createMap, L, textElement, WORLD_VIEW } from './leaflet-map.ts'
import { bboxParam } from './map-area.ts'

export interface ResultsMapProps {
  /** The results to pin; those without a location get no marker. */
  properties: PropertyPin[]
  /** The area searched, as the URL says it (west,south,east,north): the map opens on it. */
  bbox: string | undefined
  /** "Search this area": the visible area (see bboxParam). */
  onSearchArea: (bbox: string) => void
  /** The drawn area searched (an encoded polyline, valid), if any: the map opens on it when there is no bbox. */
  area: string | undefined
  /** A newly drawn area, or undefined when the person clears it. */
  onArea: (area: string | undefined) => void
  /** Opens a page of the app (a card's Details link) without reloading it. */
  onNavigate: (path: string) => void
  /** A pin's short price ($350K). */
  formatPin: (pin: PropertyPin) => string
}

type Located = PropertyPin & { latitude: number; longitude: number }
const isLocated = (property: PropertyPin): property is Located =>
  property.latitude !== null && property.longitude !== null

/** What the map shows, as the bbox filter. */
const visibleArea = (map: L.Map) => {
  const bounds = map.getBounds()
  return bboxParam({
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  })
}

function boundsOf(bbox: string): L.LatLngBounds {
  const [west = 0, south = 0, east = 0, north = 0] = bbox.split(',').map(Number)
  return L.latLngBounds([south, west], [north, east])
}

/** What the map opens on: the searched box, else the box around the drawn area; keyed by what the URL says. */
function searchedFrame(bbox: string | undefined, area: string | undefined) {
  if (bbox) return { key: bbox, bounds: boundsOf(bbox) }
  const decoded = area ? decodeSearchArea(area) : null
  if (!decoded?.ok) return undefined
  const { west, south, east, north } = decoded.area
  return { key: `area:${area}`, bounds: L.latLngBounds([south, west], [north, east]) }
}

/** The map's words: its own (search) and the listing cards' (common). */
interface MapWords {
  t: Translate<'search'>
  common: Translate<'common'>
}

function pinIcon(property: Located, formatPin: (pin: PropertyPin) => string, { t }: MapWords): L.DivIcon {
  const label = document.createElement('span')
  label.append(textElement('span', 'sr-only', t('map.pin', { title: property.title })), formatPin(property))
  return L.divIcon({ className: 'keyhaven-pin', html: label, iconSize: undefined, iconAnchor: [24, 14] })
}

/** A result's card in its pin's popup: picture, title, place, price and a link to the details. */
function popupCard(property: Located, onNavigate: (path: string) => void, { common }: MapWords): HTMLElement {
  const card = document.createElement('div')
  card.className = 'flex flex-col gap-1'
  const image = document.createElement('img')
  image.src = property.image
  image.alt = ''
  image.className = 'h-24 w-full rounded object-cover'
  const path = `/property-details/${property._id}`
  const link = textElement('a', 'btn btn-primary btn-sm mt-1', common('details.button')) as HTMLAnchorElement
  link.href = path
  link.setAttribute('aria-label', common('details.label', { title: property.title }))
  link.addEventListener('click', (event) => {
    // A plain click stays in the app; a new tab or window opens the address as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onNavigate(path)
  })
  card.append(
    image,
    textElement('p', 'font-semibold', property.title),
    textElement('p', 'text-sm', property.location),
    textElement(
      'p',
      'text-sm',
      `${property.priceRange}${property.listingType === 'rent' ? common('price.perMonth') : ''}`,
    ),
    link,
  )
  return card
}

function clusterIcon(cluster: L.MarkerCluster, { t }: MapWords): L.DivIcon {
  const count = cluster.getChildCount()
  const label = document.createElement('span')
  label.append(
    new Intl.NumberFormat(pageLocale()).format(count),
    textElement('span', 'sr-only', t('map.cluster')),
  )
  const size = count < 10 ? 36 : count < 100 ? 42 : 48
  return L.divIcon({ className: 'keyhaven-cluster', html: label, iconSize: [size, size] })
}

/**
 * All Properties on a map: a price pin per located result, clustered where they crowd, a card in a popup
 * linking to the details, and "Search this area" once the person has moved the map.
 */
export default function ResultsMap({
  properties,
  bbox,
  onSearchArea,
  area,
  onArea,
  onNavigate,
  formatPin,
}: ResultsMapProps) {
  const t = useT('search')
  const common = useT('common')
  // Leaflet keeps the icon makers it is given: they read the words of the latest render.
  const words = useRef<MapWords>({ t, common })
  words.current = { t, common }
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<{ map: L.Map; clusters: L.MarkerClusterGroup } | null>(null)
  const [map, setMap] = useState<L.Map | null>(null)
  const [drawing, setDrawing] = useState(false)
  // Moves while drawing (panning to the next corner) are no reason to offer a search of the box on screen.
  const drawingRef = useRef(false)
  drawingRef.current = drawing
  const onNavigateRef = useRef(onNavigate)
  onNavigateRef.current = onNavigate
  const [moved, setMoved] = useState(false)
  // Moves the code makes (fitting the results) are no reason to offer a new search.
  const fitting = useRef(false)
  const movedByPerson = useRef(false)
  /** The bbox or area the map shows already (fitted, or searched from here), so it is not fitted again. */
  const shownBbox = useRef<string | undefined>(undefined)
  const descriptionId = useId()

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const { t } = words.current
    const map = createMap(container, t('map.region'), descriptionId, {
      zoomInTitle: t('map.zoomIn'),
      zoomOutTitle: t('map.zoomOut'),
    })
    const clusters = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => clusterIcon(cluster, words.current),
    })
    map.addLayer(clusters)
    map.on('moveend', () => {
      if (fitting.current || drawingRef.current) return
      movedByPerson.current = true
      setMoved(true)
    })
    // Nor is the nudge that brings an opened card into view.
    map.on('autopanstart', () => {
      fitting.current = true
      map.once('moveend', () => {
        fitting.current = false
      })
    })
    // A keyboard user who opened a pin lands on its card's link; Leaflet names the close button in English.
    map.on('popupopen', (event) => {
      const popup = event.popup.getElement()
      popup
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', words.current.t('map.closePopup'))
      popup?.querySelector<HTMLElement>('a.btn')?.focus()
    })
    mapRef.current = { map, clusters }
    setMap(map)
    return () => {
      mapRef.current = null
      setMap(null)
      map.remove()
    }
  }, [descriptionId])

  useEffect(() => {
    const current = mapRef.current
    if (!current) return
    const { map, clusters } = current
    const located = properties.filter(isLocated)
    clusters.clearLayers()
    clusters.addLayers(
      located.map((property) => {
        const marker = L.marker([property.latitude, property.longitude], {
          icon: pinIcon(property, formatPin, words.current),
          title: property.title,
          riseOnHover: true,
        })
        marker.bindPopup(() => popupCard(property, (path) => onNavigateRef.current(path), words.current), {
          maxWidth: 260,
          minWidth: 200,
        })
        return marker
      }),
    )
    const fit = (show: () => void) => {
      fitting.current = true
      show()
      fitting.current = false
    }
    const frame = searchedFrame(bbox, area)
    if (frame) {
      if (frame.key !== shownBbox.current) {
        shownBbox.current = frame.key
        fit(() => map.fitBounds(frame.bounds, { animate: false, padding: bbox ? [0, 0] : [20, 20] }))
        movedByPerson.current = false
        setMoved(false)
      }
      return
    }
    if (shownBbox.current !== undefined) {
      // The area filter was removed (a chip, back): the map shows the results again.
      shownBbox.current = undefined
      movedByPerson.current = false
      setMoved(false)
    }
    if (movedByPerson.current) return
    fit(() =>
      located.length > 0
        ? map.fitBounds(L.latLngBounds(located.map((p) => [p.latitude, p.longitude])), {
            animate: false,
            padding: [40, 40],
            maxZoom: 14,
          })
        : map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom, { animate: false }),
    )
  }, [properties, bbox, area, formatPin])

  const searchArea = () => {
    const map = mapRef.current?.map
    if (!map) return
    const area = visibleArea(map)
    shownBbox.current = area
    movedByPerson.current = false
    setMoved(false)
    onSearchArea(area)
  }

  return (
    <div>
      <p id={descriptionId} className="sr-only">
        {t('map.help')}
      </p>
      <div className="mb-3">
        <AreaDrawing map={map} area={area} onArea={onArea} drawing={drawing} onDrawing={setDrawing} />
      </div>
      <div className="relative">
        <div ref={containerRef} className="h-[65vh] min-h-80 w-full rounded-box border border-base-300" />
        {drawing && <span aria-hidden="true" className="keyhaven-crosshair" />}
        {moved && !drawing && (
          <button
            type="button"
            className="btn btn-primary btn-sm absolute inset-x-0 top-3 z-[1000] mx-auto w-fit shadow"
            onClick={searchArea}
          >
            {t('map.searchArea')}
          </button>
        )}
      </div>
    </div>
  )
}
