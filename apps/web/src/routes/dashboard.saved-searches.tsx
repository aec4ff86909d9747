import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { SavedSearchesPage } from '../features/search/saved-searches-page.tsx'
import { readSavedSearches } from '../features/search/saved-searches-read.server.ts'
import { savedSearchesAction } from '../features/search/search-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(readSavedSearches, 'search')

/** A search's alerts switched, or the search deleted (asked first). */
export const action = ({ request, context }: ActionFunctionArgs) => savedSearchesAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.savedSearches'))

export default function SavedSearches() {
  return <SavedSearchesPage read={useLoaderData<typeof loader>().read} />
}
