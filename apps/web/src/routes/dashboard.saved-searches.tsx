import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { savedSearchesQuery } from '../features/search/api.ts'
import { SavedSearchesPage } from '../features/search/saved-searches-page.tsx'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(savedSearchesQuery()), 'search')

export const meta = () => screenMeta('Saved Searches')

export const shouldRevalidate = notOnQueryChange

export default withServerData(SavedSearchesPage)
