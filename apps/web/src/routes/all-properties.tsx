import { HydrationBoundary } from '@tanstack/react-query'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { screenMeta } from '../app/seo.ts'
import { prefetchFor } from '../app/server/page-data.server.ts'
import { pageUrl } from '../app/server/page-url.server.ts'
import { AllPropertiesPage } from '../features/search/all-properties-page.tsx'
import { listPositionOf, searchPropertiesQuery } from '../features/search/api.ts'
import { readFilters } from '../features/search/filters.ts'
import { saveSearchAction } from '../features/search/search-actions.server.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/** The list view's first results come with the page (the map loads in the browser). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = pageUrl(request).searchParams
  const [{ queries }, messages] = await Promise.all([
    prefetchFor(request, context, async (queryClient) => {
      if (params.get('view') === 'map') return
      const filters = { ...readFilters(params), search: params.get('search')?.trim() || undefined }
      await queryClient.prefetchQuery(searchPropertiesQuery(filters, listPositionOf(params)))
    }),
    messagesFor(context, 'search'),
  ])
  return { queries, messages }
}

/** "Save this search": the page's filters kept under the name given (features/search/search-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return saveSearchAction(request, context, await request.formData())
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'search')('title'))

export const shouldRevalidate = notOnQueryChange

export default function AllProperties() {
  const { queries } = useLoaderData<typeof loader>()
  return (
    <HydrationBoundary state={queries}>
      <AllPropertiesPage />
    </HydrationBoundary>
  )
}
