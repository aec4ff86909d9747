import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { applicationsQuery } from '../features/applications/api.ts'
import { applicationsAction } from '../features/applications/application-decisions.server.ts'
import { ApplicationsPage } from '../features/applications/application-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the renter's status badges and terms ('buying').
export const loader = screenLoader(
  (queryClient, { page }) => queryClient.prefetchQuery(applicationsQuery('agent', page)),
  'agent',
  'buying',
)

/** Shortlist, accept (asked first) or decline (with a reason) an application. */
export const action = ({ request, context }: ActionFunctionArgs) => applicationsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('applications.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplicationsPage)
