import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { ActionFunctionArgs } from 'react-router'
import { withServerData } from '../../app/screen-with-data.tsx'
import { action } from '../../routes/dashboard.profile.tsx'
import { renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'

// For the profile's component tests: a section on a route shaped as My Profile's is, its loader reading what the
// section shows into the page's cache (again after each post), and its action the profile route's own, run beside
// the page as the server runs it.

/** Opens `section` at '/', with `reads` filling the loader's cache (the section's own queries). */
export function openOnProfileRoute(section: ReactElement, reads: (queries: QueryClient) => Promise<unknown>) {
  return renderPage(
    [
      {
        path: '/',
        loader: async () => {
          const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } })
          await reads(queries)
          return { queries: dehydrate(queries) }
        },
        Component: withServerData(() => section),
        action: routeAction((request, context) =>
          action({ request, context, params: {}, pattern: '/' } as ActionFunctionArgs),
        ),
      },
    ],
    '/',
  )
}
