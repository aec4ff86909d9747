import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { QUERY_STATE_ID } from './app/hydration.ts'
import { queryClient } from './app/query-client.ts'
import { createRoutes } from './app/routes.tsx'
import { mountToaster } from './app/toaster.tsx'
import './styles.css'

// Zod would probe `new Function` for faster object parsing when the contract's schemas load; the content security
// policy refuses eval and the browser reports the refusal. Zod reads its configuration from this global, which it
// creates only when absent (zod/v4/core/core.js), so setting it here, before any schema loads, costs no zod code
// in the first chunk (importing zod's `config` would add 4 KB).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true }

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A public page comes rendered by the server, with the data it shows; a guarded page comes as the empty shell.
const serverRendered = root.hasChildNodes()

/**
 * Ends the current task, so the start-up runs as several short tasks rather than one long one: a
 * server-rendered page is already on screen, and the browser can answer a tap or scroll between them. On a
 * mid-range phone evaluating the scripts, reading the page's data, making the router and hydrating took one
 * task of several hundred milliseconds.
 */
const yieldToBrowser = () =>
  serverRendered ? new Promise<void>((resolve) => setTimeout(resolve, 0)) : Promise.resolve()

await yieldToBrowser()
if (serverRendered) {
  const state = document.getElementById(QUERY_STATE_ID)?.textContent
  if (state) hydrate(queryClient, JSON.parse(state))
}

/**
 * Marks the page interactive once React has committed it. A server-rendered page shows its links, buttons and
 * forms before then, and what is clicked or typed in that moment is lost; browser tests wait for this mark.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

await yieldToBrowser()
// Reads the server's loader results from window.__staticRouterHydrationData, so nothing loads twice. The router
// is the only one to read the routes (matching them before it, to load this URL's screen, took the ~45 routes
// through React Router twice in the start-up's longest steps).
const router = createBrowserRouter(createRoutes(queryClient))
// The screen of this URL must be loaded before hydrating, or the first render would be the fallback, not the
// server's HTML. The router loads a lazy screen itself, in its initial navigation, and says when it is done (the
// home page's screen is not lazy: the router starts initialized there). That navigation runs the lazy route's
// loader once more, which finds the page's queries fresh in the cache the server's data filled.
if (serverRendered && !router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
    <InteractiveMark />
  </StrictMode>
)
// Hydrating in a transition lets React yield to the browser every few milliseconds (a default-priority hydration
// runs in one task): the page, already painted from the server's HTML, answers a tap sooner instead of blocking
// for the whole tree.
if (serverRendered) {
  await yieldToBrowser()
  startTransition(() => void hydrateRoot(root, app))
} else createRoot(root).render(app)

// Toasts only follow something the visitor did: a server-rendered page loads the toaster's code at its first
// tap, click or key press, not while it loads (a toast raised before the toaster mounts waits in
// react-hot-toast's store and shows when it does). A page rendered in the browser mounts it at once.
if (serverRendered) {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const
  const mountOnce = () => {
    for (const event of events) window.removeEventListener(event, mountOnce, true)
    void mountToaster()
  }
  for (const event of events) window.addEventListener(event, mountOnce, { capture: true, passive: true })
} else void mountToaster()
