import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { viewingsQuery } from '../features/viewings/api.ts'
import { AgentViewingsPage } from '../features/viewings/viewing-pages.tsx'

// The agent's list shares the buyer's status badges and steps ('buying').
export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(viewingsQuery('agent', page)),
  'buying',
)

export const meta = () => screenMeta('Viewings')

export const shouldRevalidate = notOnQueryChange

export default withServerData(AgentViewingsPage)
