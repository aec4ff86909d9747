import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
} from '@keyhaven/contract'
import { type LoadContext, type PageContext, pageContextKey } from '../load-context.ts'

// `npm run dev` renders pages in Vite's dev server (`react-router dev`), which hands the routes no load context:
// the API runs as a process of its own there, reached over HTTP as Vite's proxy reaches it, with the default
// settings. The API server always hands a full context (apps/server/src/spa/routes.ts).
const apiOrigin = process.env.KEYHAVEN_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`

export function pageContext(context: LoadContext): PageContext {
  const given = context.get(pageContextKey)
  return {
    apiFetch: given.apiFetch ?? ((url, init) => fetch(new URL(url, apiOrigin), init)),
    nonce: given.nonce,
    language: given.language ?? DEFAULT_LANGUAGE,
    settings: given.settings ?? {
      siteUrl: process.env.BASE_URL ?? 'http://localhost:5173',
      currency: DEFAULT_CURRENCY,
      areaUnit: 'sqft',
      mapTiles: { url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION },
    },
  }
}
