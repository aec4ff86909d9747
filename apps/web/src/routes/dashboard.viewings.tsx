import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { viewingsQuery } from '../features/viewings/api.ts'
import { AgentViewingsPage } from '../features/viewings/viewing-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the buyer's status badges and steps ('buying').
export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(viewingsQuery('agent', page)),
  'agent',
  'buying',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('viewings.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(AgentViewingsPage)
