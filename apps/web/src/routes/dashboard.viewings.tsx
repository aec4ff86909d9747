import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { viewingsQuery } from '../features/viewings/api.ts'
import { AgentViewingsPage } from '../features/viewings/viewing-pages.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(viewingsQuery('agent', page)),
)

export const meta = () => screenMeta('Viewings')

export const shouldRevalidate = notOnQueryChange

export default withServerData(AgentViewingsPage)
