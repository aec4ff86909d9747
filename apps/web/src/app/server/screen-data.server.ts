import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, Params } from 'react-router'
import { pageOf } from '../../lib/use-page-param.ts'
import { prefetchFor } from './page-data.server.ts'
import { sessionOf } from './request-api.server.ts'

/** What a signed-in screen's data depends on: whose it is, the page of its list, its path and query. */
export interface ScreenRequest {
  email: string
  page: number
  params: Params
  search: URLSearchParams
}

/**
 * The loader of a signed-in screen (the dashboard's, a listing's offer form...): what the screen shows, read as
 * its visitor, comes with the page (prefetchFor). Without a session there is nothing to read: the guards above
 * it send the visitor to sign in. What the screen reads is the same query its component asks for, so the
 * browser does not ask again.
 */
export const screenLoader =
  (fill: (queryClient: QueryClient, screen: ScreenRequest) => Promise<unknown>) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const session = await sessionOf(request, context)
    const search = new URL(request.url).searchParams
    const { queries } = await prefetchFor(request, context, async (queryClient) => {
      if (session)
        await fill(queryClient, { email: session.user.email, page: pageOf(search), params, search })
    })
    return { queries }
  }
