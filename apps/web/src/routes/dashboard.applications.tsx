import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchApplications } from '../features/applications/api.ts'
import { applicationsAction } from '../features/applications/application-decisions.server.ts'
import { ApplicationsPage } from '../features/applications/application-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// The agent's list shares the renter's status badges and terms ('buying').
export const loader = screenData(({ page }) => fetchApplications('agent', page), 'agent', 'buying')

/** Shortlist, accept (asked first) or decline (with a reason) an application. */
export const action = ({ request, context }: ActionFunctionArgs) => applicationsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('applications.title'))

export default function Applications() {
  return <ApplicationsPage read={useLoaderData<typeof loader>().read} />
}
