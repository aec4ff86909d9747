import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { wishlistQuery } from '../features/wishlist/api.ts'
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx'

export const loader = screenLoader((queryClient, { email, page }) =>
  queryClient.prefetchQuery(wishlistQuery(email, page)),
)

export const meta = () => screenMeta('My Wishlist')

export const shouldRevalidate = notOnQueryChange

export default withServerData(WishlistPage)
