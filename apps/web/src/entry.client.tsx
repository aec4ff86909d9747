import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { leavePopoverButtonsToTheBrowser } from './app/popover-buttons.ts'
import { mountToaster } from './app/toaster.tsx'

leavePopoverButtonsToTheBrowser()

// Hydrating in a transition lets React yield to the browser every few milliseconds (a default-priority hydration
// runs in one task): the page, already painted from the server's HTML, answers a tap sooner.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})

// Toasts only follow something the visitor did: their code loads after the first tap, click or key press, not
// while the page loads (a toast raised before the toaster mounts waits in react-hot-toast's store and shows
// when it does). Once the browser is idle, not within the tap's own task, which the tap's answer waits for.
const events = ['pointerdown', 'keydown', 'touchstart'] as const
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 1_000 }) : setTimeout(task, 200)
const mountOnce = () => {
  for (const event of events) window.removeEventListener(event, mountOnce, true)
  whenIdle(() => void mountToaster())
}
for (const event of events) window.addEventListener(event, mountOnce, { capture: true, passive: true })
