import type { AreaUnit, Language, SignInOptions } from '@keyhaven/contract'
import { createContext, type RouterContextProvider } from 'react-router'

/** The server's configuration that pages show or hand to the browser. */
export interface SiteSettings {
  /** The public URL of the site: canonical links and structured data. */
  siteUrl: string
  currency: string
  /** AREA_UNIT: the unit of every area the server keeps (forms and filters label theirs with it). */
  areaUnit: AreaUnit
  /** The map's tile server: Leaflet's URL template and its credit (HTML). */
  mapTiles: { url: string; attribution: string }
  /**
   * The social sign-ins configured (GOOGLE_*, OIDC_*), so the login pages show them without asking the API;
   * absent under Vite's dev server, whose pages ask.
   */
  signIn?: SignInOptions
}

/** What the API server (apps/server/src/spa) hands React Router's request handler for each page request. */
export interface PageContext {
  /** The API in the same process, called on behalf of this request's client (its address goes along). */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>
  /** Admits the page's inline scripts under the content security policy. */
  nonce: string | undefined
  settings: SiteSettings
  /** The page's language, from its address's prefix (English has none). */
  language: Language
}

/**
 * Where a page request's PageContext sits in React Router's request context. The server build exports it
 * (entry.server.tsx), so that the API server fills the very key the loaders read; Vite's dev server fills none.
 */
export const pageContextKey = createContext<Partial<PageContext>>({})

/** The request context that loaders, actions and the document's renderer get. */
export type LoadContext = Readonly<RouterContextProvider>
