import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAdminProperties } from '../features/properties/api.ts'
import { ManagePropertiesPage, reviewStatusOf } from '../features/properties/manage-properties-page.tsx'
import { verifyAction } from '../features/properties/verify-action.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/** The listings of the URL's review status and page: the page opens on what waits for review, as it says. */
export const loader = screenData(
  ({ page, search }) => fetchAdminProperties(reviewStatusOf(search), page),
  'admin',
)

/** A pending listing verified, rejected or sent back for changes, asked first (the last two with a reason). */
export const action = ({ request, context }: ActionFunctionArgs) => verifyAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('properties.title'))

export default function ManageProperties() {
  return <ManagePropertiesPage read={useLoaderData<typeof loader>().read} />
}
