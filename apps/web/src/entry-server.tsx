import { dehydrate, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import { QUERY_STATE_ID } from './app/hydration.ts'
import { createQueryClient } from './app/query-client.ts'
import { createRoutes, type RouteHandle } from './app/routes.tsx'
import { headTags, scriptJson } from './app/seo.ts'
import { setApiTransport } from './lib/api-client.ts'
import { setCurrency } from './lib/currency.ts'

// The server side of the public pages, bundled by `vite build --ssr` and imported by the API server. React
// Router's static handler runs the matched routes' loaders (which fill a fresh query cache), the page renders
// to HTML, and the cache is dehydrated into it for the browser's hydrate (src/main.tsx).

export interface RenderOptions {
  /** The API, reached in the same process. */
  fetch: (url: string, init: RequestInit) => Promise<Response>
  /** The public URL of the site, for canonical links and structured data. */
  siteUrl: string
  currency: string
  /** Allows the router's inline hydration script under the content security policy. */
  nonce?: string
}

export type RenderResult =
  /** A guarded page: the browser renders it from the empty shell. */
  | { kind: 'client-only' }
  | { kind: 'redirect'; response: Response }
  | { kind: 'page'; status: number; head: string; body: string }

export function configureRenderer({ fetch, currency }: Pick<RenderOptions, 'fetch' | 'currency'>) {
  setApiTransport(fetch)
  setCurrency(currency)
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  configureRenderer(options)
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const routes = createRoutes(queryClient, { awaitData: true })
  const url = new URL(request.url)
  const matches = matchRoutes(routes, url) ?? []
  if (matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.clientOnly)) {
    return { kind: 'client-only' }
  }
  const handler = createStaticHandler(routes)
  const context = await handler.query(request)
  if (context instanceof Response) return { kind: 'redirect', response: context }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} nonce={options.nonce} />
      </QueryClientProvider>
    </StrictMode>,
  )
  // React places the <title> (and any <meta>/<link>) a page renders before everything else; they belong in <head>.
  const hoisted = HOISTED.exec(html)?.[0] ?? ''
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? 'Keyhaven'
  const notFound = context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.notFound)
  const head = [
    hoisted,
    headTags({
      url,
      title: title.replace(/&amp;/g, '&'),
      notFound,
      siteUrl: options.siteUrl,
      currency: options.currency,
      queryClient,
    }),
  ].join('\n    ')
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(dehydrate(queryClient))}</script>`
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    head,
    body: `<div id="root">${html.slice(hoisted.length)}</div>\n    ${state}`,
  }
}
