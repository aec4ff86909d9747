import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { advertiseAction } from '../features/properties/advertise-action.server.ts'
import { AdvertisePage } from '../features/properties/advertise-page.tsx'
import { fetchAdminProperties } from '../features/properties/api.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ page }) => fetchAdminProperties('verified', page), 'admin')

/** A verified listing advertised on the home page, or withdrawn from it. */
export const action = ({ request, context }: ActionFunctionArgs) => advertiseAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('advertise.title'))

export default function Advertise() {
  return <AdvertisePage read={useLoaderData<typeof loader>().read} />
}
