import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchApplications } from '../features/applications/api.ts'
import { myApplicationsAction } from '../features/applications/application-decisions.server.ts'
import { MyApplicationsPage } from '../features/applications/application-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchApplications('renter', page), 'buying')

/** Withdraw an open application, asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => myApplicationsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'buying')('applications.title'))

export default function MyApplications() {
  return <MyApplicationsPage read={useLoaderData<typeof loader>().read} />
}
