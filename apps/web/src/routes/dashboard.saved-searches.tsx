import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { savedSearchesQuery } from '../features/search/api.ts'
import { SavedSearchesPage } from '../features/search/saved-searches-page.tsx'
import { savedSearchesAction } from '../features/search/search-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(savedSearchesQuery()), 'search')

/** A search's alerts switched, or the search deleted (asked first). */
export const action = ({ request, context }: ActionFunctionArgs) => savedSearchesAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.savedSearches'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(SavedSearchesPage)
