import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { wishlistQuery } from '../features/wishlist/api.ts'
import { wishlistSharingAction } from '../features/wishlist/sharing-actions.server.ts'
import { wishlistSharingQuery } from '../features/wishlist/sharing-api.ts'
import { wishlistRemoveAction } from '../features/wishlist/wishlist-actions.server.ts'
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx'
import { formText } from '../lib/forms/submit-form.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// The sharing is a buyer's only: for anyone else the API refuses it, and the page shows none.
export const loader = screenLoader(async (queryClient, { email, page }) => {
  await Promise.all([
    queryClient.prefetchQuery(wishlistQuery(email, page)),
    queryClient.prefetchQuery(wishlistSharingQuery()),
  ])
}, 'wishlist')

/** A home removed (asked first), and the sharing panel's forms: invite a partner, accept, decline, revoke, leave. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  return formText(form, 'intent') === 'wishlist-remove'
    ? wishlistRemoveAction(request, context, form)
    : wishlistSharingAction(request, context, form)
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'wishlist')('title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(WishlistPage)
