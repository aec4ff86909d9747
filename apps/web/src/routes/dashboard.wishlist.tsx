import type { ActionFunctionArgs } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { wishlistQuery } from '../features/wishlist/api.ts'
import { wishlistSharingAction } from '../features/wishlist/sharing-actions.server.ts'
import { wishlistSharingQuery } from '../features/wishlist/sharing-api.ts'
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx'

// The sharing is a buyer's only: for anyone else the API refuses it, and the page shows none.
export const loader = screenLoader(async (queryClient, { email, page }) => {
  await Promise.all([
    queryClient.prefetchQuery(wishlistQuery(email, page)),
    queryClient.prefetchQuery(wishlistSharingQuery()),
  ])
})

/** Invite a partner, accept, decline, revoke, leave: the forms of the sharing panel. */
export const action = ({ request, context }: ActionFunctionArgs) => wishlistSharingAction(request, context)

export const meta = () => screenMeta('My Wishlist')

export const shouldRevalidate = notOnQueryChange

export default withServerData(WishlistPage)
