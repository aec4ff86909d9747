import { type ReactNode, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and in the browser's first render, which hydrates the server's page (so the two agree),
 * true at once after it: for what only the browser knows (its `window`, the history entry's state).
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )

/**
 * Children that only the browser can show (a Leaflet map, whose module reads `window` as it loads): the server's
 * page, and the browser's first render that hydrates it, show `fallback`; the children follow at once.
 */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useInBrowser() ? children : fallback
}
