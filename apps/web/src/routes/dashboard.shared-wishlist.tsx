import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { SharedWishlistPage } from '../features/wishlist/shared-wishlist-page.tsx'
import { sharedWishlistAction } from '../features/wishlist/sharing-actions.server.ts'
import { fetchSharedWishlist } from '../features/wishlist/sharing-api.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(
  ({ params, page }) => fetchSharedWishlist(params.shareId ?? '', page),
  'wishlist',
)

/** Notes written and deleted, homes removed. */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  sharedWishlistAction(request, context, params.shareId ?? '')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'wishlist')('shared.title'))

export default function SharedWishlist() {
  return <SharedWishlistPage read={useLoaderData<typeof loader>().read} />
}
