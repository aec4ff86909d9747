import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { withQueryCache } from '../app/query-cache.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchProperty } from '../features/properties/api.ts'
import { mayUpdateListing } from '../features/properties/may-update.ts'
import { savePropertyAction } from '../features/properties/property-actions.server.ts'
import { UpdatePropertyPage } from '../features/properties/update-property-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

/** The listing as it is, which the form opens on. */
export const loader = screenData(({ params }) => fetchProperty(params.id ?? ''), 'agent')

/** The listing's changes, or a draft's saved as they are (features/properties/property-actions.server.ts). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  savePropertyAction(request, context, params.id ?? '')

/** As the screen shows: the form only for the listing's own agent or an admin, 'Access Denied' to others. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) => {
  const read = loaderData?.read
  if (read && 'failed' in read && read.failed === 'not-found')
    return screenMeta(metaT(matches, 'common')('notFound.title'))
  const property = read && 'data' in read ? read.data : undefined
  const session = matches.find((match) => match.id === 'root')?.loaderData?.session
  const mayUpdate =
    !property || !session || mayUpdateListing({ role: session.role, email: session.user.email }, property)
  return screenMeta(metaT(matches, 'agent')(mayUpdate ? 'update.title' : 'update.denied'))
}

function UpdateProperty() {
  return <UpdatePropertyPage read={useLoaderData<typeof loader>().read} />
}

export default withQueryCache(UpdateProperty)
