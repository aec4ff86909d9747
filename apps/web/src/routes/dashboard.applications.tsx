import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { applicationsQuery } from '../features/applications/api.ts'
import { ApplicationsPage } from '../features/applications/application-pages.tsx'

// The agent's list shares the renter's status badges and terms ('buying').
export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(applicationsQuery('agent', page)),
  'buying',
)

export const meta = () => screenMeta('Applications')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplicationsPage)
