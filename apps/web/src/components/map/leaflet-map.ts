// Leaflet with its styles, bundled (no CDN): only the screens that show a map load this module.
import 'leaflet/dist/leaflet.css'
import './map.css'
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  MAP_TILE_ATTRIBUTION_META,
  MAP_TILE_URL_META,
} from '@keyhaven/contract'
import L from 'leaflet'

/** The server writes its tile configuration into the page; the Vite dev server's page has none. */
const pageSetting = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined

/** The whole world, for a map with nothing to show yet. */
export const WORLD_VIEW = { center: L.latLng(20, 0), zoom: 2 }

export interface Point {
  latitude: number
  longitude: number
}

/**
 * A map in `container` with the configured tiles. Leaflet makes the container focusable (arrow keys pan,
 * + and - zoom); it becomes a labelled region described by `descriptionId`.
 */
export function createMap(container: HTMLElement, label: string, descriptionId: string): L.Map {
  const map = L.map(container, { minZoom: 1, maxZoom: 18, worldCopyJump: true })
  L.tileLayer(pageSetting(MAP_TILE_URL_META) ?? DEFAULT_MAP_TILE_URL, {
    attribution: pageSetting(MAP_TILE_ATTRIBUTION_META) ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    maxZoom: 18,
  }).addTo(map)
  container.setAttribute('role', 'region')
  container.setAttribute('aria-label', label)
  container.setAttribute('aria-describedby', descriptionId)
  return map
}

/** A DOM element with text, for marker icons (never HTML from a listing). */
export function textElement(tag: string, className: string, text: string): HTMLElement {
  const element = document.createElement(tag)
  element.className = className
  element.textContent = text
  return element
}

export { L }
