import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { readProperty, screenLoader } from '../app/server/screen-data.server.ts'
import { mayUpdateListing } from '../features/properties/may-update.ts'
import { savePropertyAction } from '../features/properties/property-actions.server.ts'
import { UpdatePropertyPage } from '../features/properties/update-property-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

export const loader = screenLoader(
  (queryClient, { params }) => readProperty(queryClient, params.id ?? ''),
  'agent',
)

/** The listing's changes, or a draft's saved as they are (features/properties/property-actions.server.ts). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  savePropertyAction(request, context, params.id ?? '')

/** As the screen shows: the form only for the listing's own agent or an admin, 'Access Denied' to others. */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) => {
  const property = loaderData?.found
  if (property === 'not-found') return screenMeta(metaT(matches, 'common')('notFound.title'))
  const session = matches.find((match) => match.id === 'root')?.loaderData?.session
  const mayUpdate =
    !property || !session || mayUpdateListing({ role: session.role, email: session.user.email }, property)
  return screenMeta(metaT(matches, 'agent')(mayUpdate ? 'update.title' : 'update.denied'))
}

export const shouldRevalidate = notOnQueryChange

export default withServerData(UpdatePropertyPage)
