import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { applicationsQuery } from '../features/applications/api.ts'
import { myApplicationsAction } from '../features/applications/application-decisions.server.ts'
import { MyApplicationsPage } from '../features/applications/application-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(applicationsQuery('renter', page)),
  'buying',
)

/** Withdraw an open application, asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => myApplicationsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('applications.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyApplicationsPage)
