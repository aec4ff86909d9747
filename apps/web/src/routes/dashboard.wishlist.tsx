import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchWishlist } from '../features/wishlist/api.ts'
import { wishlistSharingAction } from '../features/wishlist/sharing-actions.server.ts'
import { fetchWishlistSharing } from '../features/wishlist/sharing-api.ts'
import { wishlistRemoveAction } from '../features/wishlist/wishlist-actions.server.ts'
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx'
import { formText } from '../lib/forms/submit-form.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// The sharing is a buyer's only (the API refuses it to anyone else); a buyer's failed read of it is null, which
// the sharing panel shows as its own error while the list stays.
export const loader = screenData(async ({ email, role, page }) => {
  const [wishlist, sharing] = await Promise.all([
    fetchWishlist(email, page),
    role === 'user' ? fetchWishlistSharing().catch(() => null) : null,
  ])
  return { wishlist, sharing }
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

export default function Wishlist() {
  return <WishlistPage read={useLoaderData<typeof loader>().read} />
}
