import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { SharedWishlistPage } from '../features/wishlist/shared-wishlist-page.tsx'
import { sharedWishlistAction } from '../features/wishlist/sharing-actions.server.ts'
import { sharedWishlistQuery } from '../features/wishlist/sharing-api.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { params, page }) =>
    queryClient.prefetchQuery(sharedWishlistQuery(params.shareId ?? '', page)),
  'wishlist',
)

/** Notes written and deleted, homes removed. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  sharedWishlistAction(request, context, params.shareId ?? '')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'wishlist')('shared.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(SharedWishlistPage)
