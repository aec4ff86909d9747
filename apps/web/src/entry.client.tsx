import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { mountToaster } from './app/toaster.tsx'

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

// Toasts only follow something the visitor did: their code loads at the first tap, click or key press, not
// while the page loads (a toast raised before the toaster mounts waits in react-hot-toast's store and shows
// when it does).
const events = ['pointerdown', 'keydown', 'touchstart'] as const
const mountOnce = () => {
  for (const event of events) window.removeEventListener(event, mountOnce, true)
  void mountToaster()
}
for (const event of events) window.addEventListener(event, mountOnce, { capture: true, passive: true })
