import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { withQueryCache } from '../app/query-cache.tsx'
import { screenMeta } from '../app/seo.ts'
import { AddPropertyPage } from '../features/properties/add-property-page.tsx'
import { savePropertyAction } from '../features/properties/property-actions.server.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  return { messages: await messagesFor(context, 'agent') }
}

/** The new listing, sent to review or saved as a draft (features/properties/property-actions.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => savePropertyAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('add.title'))

export default withQueryCache(AddPropertyPage)
