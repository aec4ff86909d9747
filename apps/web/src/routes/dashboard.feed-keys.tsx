import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchFeedKeys } from '../features/feed/api.ts'
import { feedKeyAction } from '../features/feed/feed-key-actions.server.ts'
import { FeedKeysPage } from '../features/feed/feed-keys-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(() => fetchFeedKeys(), 'admin')

/** A key issued (shown this once) or revoked (asked first): features/feed/feed-key-actions.server.ts. */
export const action = ({ request, context }: ActionFunctionArgs) => feedKeyAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('feed.title'))

export default function FeedKeys() {
  return <FeedKeysPage read={useLoaderData<typeof loader>().read} />
}
