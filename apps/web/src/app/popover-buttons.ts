/** The events a tap or a key on a button makes, each of which React would hydrate for. */
const BUTTON_EVENTS = [
  'touchstart',
  'touchend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'focusin',
  'click',
  'keydown',
  'keypress',
  'keyup',
] as const

/**
 * A button that opens or closes a popover (the phone's menu, the dashboard's) works without scripts, but a tap or
 * a key on it while the page hydrates would reach React's listener at the document first, and React hydrates the
 * document's frame and the tapped part at once, synchronously, before it lets the event on and the browser open
 * the popover. Until the page is interactive, then, those events, and the popover's `beforetoggle`, stop at the
 * window: the browser opens the popover at once. Its `toggle`, which follows the opening, still reaches React,
 * which then hydrates the popover and hears that it opened. So a popover button has no handler of React's
 * (decision 0051).
 */
export function leavePopoverButtonsToTheBrowser() {
  const interactive = () => document.documentElement.hasAttribute('data-interactive')
  const listening = new AbortController()
  const stopAt = (selector: string) => (event: Event) => {
    if (interactive()) {
      listening.abort()
      return
    }
    if (event.target instanceof Element && event.target.closest(selector)) event.stopPropagation()
  }
  const onButton = stopAt('[popovertarget]')
  for (const type of BUTTON_EVENTS) {
    window.addEventListener(type, onButton, { capture: true, passive: true, signal: listening.signal })
  }
  window.addEventListener('beforetoggle', stopAt('[popover]'), { capture: true, signal: listening.signal })
}
