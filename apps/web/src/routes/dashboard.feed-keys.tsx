import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { feedKeysQuery } from '../features/feed/api.ts'
import { feedKeyAction } from '../features/feed/feed-key-actions.server.ts'
import { FeedKeysPage } from '../features/feed/feed-keys-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(feedKeysQuery()), 'admin')

/** A key issued (shown this once) or revoked (asked first): features/feed/feed-key-actions.server.ts. */
export const action = ({ request, context }: ActionFunctionArgs) => feedKeyAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('feed.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(FeedKeysPage)
