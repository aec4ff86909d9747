import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query'
import type { LoadContext } from '../load-context.ts'
import { createQueryClient } from '../query-client.ts'
import { asVisitor } from './request-api.server.ts'

/**
 * TanStack Query's server-rendering pattern: a loader fills a fresh cache of its own with what its screen
 * shows, read on behalf of the request's visitor, and hands it over dehydrated; the route's component puts it
 * into the page's cache (<HydrationBoundary>), so the screen renders with its data on the server and the browser
 * does not ask again. A failed read is left to the screen's own error state. What `fill` answers comes back
 * beside the cache (what the page's `meta` needs).
 */
export async function prefetchFor<T>(
  request: Request,
  context: LoadContext,
  fill: (queryClient: QueryClient) => Promise<T>,
): Promise<{ queries: DehydratedState; found: T }> {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const found = await asVisitor(request, context, () => fill(queryClient))
  return { queries: dehydrate(queryClient), found }
}
