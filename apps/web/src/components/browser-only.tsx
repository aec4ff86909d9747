import { type ReactNode, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * Children that only the browser can show (a Leaflet map, whose module reads `window` as it loads): the server's
 * page, and the browser's first render that hydrates it, show `fallback`; the children follow at once.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return inBrowser ? children : fallback
}
