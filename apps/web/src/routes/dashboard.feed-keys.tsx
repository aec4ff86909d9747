import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { feedKeysQuery } from '../features/feed/api.ts'
import { FeedKeysPage } from '../features/feed/feed-keys-page.tsx'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(feedKeysQuery()))

export const meta = () => screenMeta('Feed Keys')

export const shouldRevalidate = notOnQueryChange

export default withServerData(FeedKeysPage)
