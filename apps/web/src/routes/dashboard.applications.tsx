import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { applicationsQuery } from '../features/applications/api.ts'
import { ApplicationsPage } from '../features/applications/application-pages.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(applicationsQuery('agent', page)),
)

export const meta = () => screenMeta('Applications')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplicationsPage)
