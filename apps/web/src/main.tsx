import { hydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
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

const routes = createRoutes(queryClient)
// A public page comes rendered by the server, with the data it shows; a guarded page comes as the empty shell.
const serverRendered = root.hasChildNodes()

if (serverRendered) {
  const state = document.getElementById(QUERY_STATE_ID)?.textContent
  if (state) hydrate(queryClient, JSON.parse(state))
  // The screens of this URL must be loaded before hydrating, or the first render would differ from the HTML.
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, { ...(await route.lazy()), lazy: undefined })
    }),
  )
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

// Reads the server's loader results from window.__staticRouterHydrationData, so nothing loads twice.
const router = createBrowserRouter(routes)
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
if (serverRendered) startTransition(() => void hydrateRoot(root, app))
else createRoot(root).render(app)
void mountToaster()
