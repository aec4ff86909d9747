import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { withQueryCache } from '../app/query-cache.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchViewings } from '../features/viewings/api.ts'
import { MyViewingsPage } from '../features/viewings/viewing-pages.tsx'
import { viewingStepAction } from '../features/viewings/viewing-steps.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchViewings('buyer', page), 'buying')

/** Accept a proposed time, or cancel (with the reason the agent reads). */
export const action = ({ request, context }: ActionFunctionArgs) =>
  viewingStepAction(request, context, 'buyer')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('viewings.title'))

function MyViewings() {
  return <MyViewingsPage read={useLoaderData<typeof loader>().read} />
}

export default withQueryCache(MyViewings)
