import type { AreaUnit, SignInOptions } from '@keyhaven/contract'

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

// What the API server (apps/server/src/spa) hands React Router's request handler for each page request.
declare module 'react-router' {
  interface AppLoadContext {
    /** The API in the same process, called on behalf of this request's client (its address goes along). */
    apiFetch: (url: string, init: RequestInit) => Promise<Response>
    /** Admits the page's inline scripts under the content security policy. */
    nonce: string | undefined
    settings: SiteSettings
  }
}
