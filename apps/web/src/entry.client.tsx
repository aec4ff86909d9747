import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { mountToaster } from './app/toaster.tsx'

// Zod would probe `new Function` for faster object parsing when the contract's schemas load; the content security
// policy refuses eval and the browser reports the refusal. Zod reads its configuration from this global, which it
// creates only when absent (zod/v4/core/core.js), so setting it here, before any schema loads, costs no zod code
// in the first chunk (importing zod's `config` would add 4 KB).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

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
