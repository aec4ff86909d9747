import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { importListingsAction } from '../features/listing-import/import-actions.server.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  return { messages: await messagesFor(context, 'agent') }
}

/** A CSV checked, then its good rows imported as drafts (features/listing-import/import-actions.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => importListingsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('import.title'))

export { ImportListingsPage as default } from '../features/listing-import/import-listings-page.tsx'
