/** The events a tap or a key on a button makes, each of which React would hear at once or replay after hydrating. */
const BUTTON_EVENTS = [
  'pointerover',
  'pointerout',
  'gotpointercapture',
  'lostpointercapture',
  'touchstart',
  'touchend',
  'pointerdown',
  'pointerup',
  'mouseover',
  'mouseout',
  'mousedown',
  'mouseup',
  'focusin',
  'click',
  'keydown',
  'keypress',
  'keyup',
] as const
/** The events of a popover that opens, before its `toggle`: the sheet slides in with a transition. */
const POPOVER_EVENTS = ['beforetoggle', 'transitionrun', 'transitionstart'] as const

/**
 * A button that opens or closes a popover (the phone's menu, the dashboard's) works without scripts, but a tap or
 * a key on it while the page hydrates would reach React's listener at the document first, and React hydrates the
 * document's frame and the tapped part at once, synchronously, before it lets the event on and the browser open
 * the popover. Until the page is interactive, then, those events, and the popover's own until its `toggle`, stop
 * at the window: the browser opens the popover at once. Its `toggle`, which follows the opening, still reaches React,
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
  const onPopover = stopAt('[popover]')
  for (const type of POPOVER_EVENTS) {
    window.addEventListener(type, onPopover, { capture: true, passive: true, signal: listening.signal })
  }
}
