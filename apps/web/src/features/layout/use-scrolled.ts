import { useSyncExternalStore } from 'react'

export const SCROLL_THRESHOLD_PX = 50

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

const isScrolled = () => window.scrollY > SCROLL_THRESHOLD_PX

/**
 * The original product's scrolled state (docs/decisions/0005): the page scrolled more than 50 px. Only a wide
 * screen shows it (the navbar's `lg:` classes), so that the server's HTML, which knows no screen width, is
 * already right on a phone: hydrating it re-renders nothing (a width read here differed from the server's
 * guess on every phone and forced a synchronous re-render of the navbar right after hydration).
 */
export function useScrolled() {
  return useSyncExternalStore(subscribe, isScrolled, () => false)
}
