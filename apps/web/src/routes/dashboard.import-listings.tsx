import { LISTING_CSV_COLUMNS } from '@keyhaven/contract'
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { importListingsAction } from '../features/listing-import/import-actions.server.ts'
import { ImportListingsPage } from '../features/listing-import/import-listings-page.tsx'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/**
 * The CSV's columns, which the contract derives from the property record's schemas, come with the page's data:
 * the page's own code would bring zod into its first scripts.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { messages: await messagesFor(context, 'agent'), columns: LISTING_CSV_COLUMNS }
}

/** A CSV checked, then its good rows imported as drafts (features/listing-import/import-actions.server.ts). */
export const action = ({ request, context }: ActionFunctionArgs) => importListingsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('import.title'))

export default function ImportListings() {
  return <ImportListingsPage columns={useLoaderData<typeof loader>().columns} />
}
