import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { applyAction } from '../features/applications/application-actions.server.ts'
import { ApplyPage } from '../features/applications/apply-page.tsx'
import { fetchListing } from '../lib/fetch-listing.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ params }) => fetchListing(params.id ?? ''), 'buying')

/** The application: checked, then sent (features/applications/application-actions.server.ts). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  applyAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(
    loaderData && 'failed' in loaderData.read && loaderData.read.failed === 'not-found'
      ? metaT(matches, 'common')('notFound.title')
      : metaT(matches, 'buying')('apply.title'),
  )

export default function Apply() {
  return <ApplyPage read={useLoaderData<typeof loader>().read} />
}
