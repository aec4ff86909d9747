import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { withQueryCache } from '../app/query-cache.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchViewings } from '../features/viewings/api.ts'
import { AgentViewingsPage } from '../features/viewings/viewing-pages.tsx'
import { viewingStepAction } from '../features/viewings/viewing-steps.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the buyer's status badges and steps ('buying').
export const loader = screenData(({ page }) => fetchViewings('agent', page), 'agent', 'buying')

/** Confirm, propose another free time, decline or cancel (with the reason the buyer reads) a viewing. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  viewingStepAction(request, context, 'agent')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('viewings.title'))

function Viewings() {
  return <AgentViewingsPage read={useLoaderData<typeof loader>().read} />
}

export default withQueryCache(Viewings)
