import { useSyncExternalStore } from 'react'

export const WIDE_SCREEN_QUERY = '(min-width: 1024px)'
export const SCROLL_THRESHOLD_PX = 50

function subscribe(onChange: () => void) {
  const wide = window.matchMedia(WIDE_SCREEN_QUERY)
  window.addEventListener('scroll', onChange, { passive: true })
  wide.addEventListener('change', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    wide.removeEventListener('change', onChange)
  }
}

const isWideAndScrolled = () =>
  window.matchMedia(WIDE_SCREEN_QUERY).matches && window.scrollY > SCROLL_THRESHOLD_PX
const isWide = () => window.matchMedia(WIDE_SCREEN_QUERY).matches

/** The original product's scrolled state (docs/decisions/0005): a wide screen scrolled more than 50 px. */
export function useScrolledState() {
  const scrolled = useSyncExternalStore(subscribe, isWideAndScrolled, () => false)
  const wide = useSyncExternalStore(subscribe, isWide, () => true)
  return { scrolled, wide }
}
