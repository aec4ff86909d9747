import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * Whether the page's scripts run: false while the server renders and while the browser hydrates that markup
 * (so both agree), true from the render after. Without scripts a page stays as the server rendered it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
