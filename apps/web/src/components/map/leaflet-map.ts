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

/** The titles of the zoom buttons in the page's language (Leaflet's own are English). */
export interface ZoomTitles {
  zoomInTitle: string
  zoomOutTitle: string
}

/**
 * A map in `container` with the configured tiles. Leaflet makes the container focusable (arrow keys pan,
 * + and - zoom); it becomes a labelled region described by `descriptionId`.
 */
export function createMap(
  container: HTMLElement,
  label: string,
  descriptionId: string,
  zoomTitles?: ZoomTitles,
): L.Map {
  const map = L.map(container, { minZoom: 1, maxZoom: 18, worldCopyJump: true, zoomControl: false })
  L.control.zoom(zoomTitles).addTo(map)
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
