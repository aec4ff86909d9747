import { sharedWishlistItemSchema, wishlistSharingSchema } from '@keyhaven/contract'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { WISHLIST_PAGE_SIZE } from './api.ts'

// Searching with a partner: the reads of the Wishlist page's sharing and of the shared list, made by the routes'
// loaders. The writes are the routes' actions (sharing-actions.server.ts), so they work before the page's scripts
// run.

export const fetchWishlistSharing = async () =>
  (await apiRequest('/wishlist/shares', { schema: wishlistSharingSchema })).data

export const fetchSharedWishlist = (shareId: string, page: number) =>
  fetchPage(`/wishlist/shares/${shareId}/items`, {
    item: sharedWishlistItemSchema,
    query: { page, limit: WISHLIST_PAGE_SIZE },
  })
