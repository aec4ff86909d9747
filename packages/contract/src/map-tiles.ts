/**
 * The map's tiles: OpenStreetMap's by default (server: MAP_TILE_URL, MAP_TILE_ATTRIBUTION). The server writes
 * its configuration into every page as meta tags of these names; the web app falls back to these defaults
 * when it runs without them (the Vite dev server).
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
export const MAP_TILE_URL_META = 'keyhaven-map-tiles'
export const MAP_TILE_ATTRIBUTION_META = 'keyhaven-map-attribution'
