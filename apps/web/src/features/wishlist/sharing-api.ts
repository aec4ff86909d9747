import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { WISHLIST_PAGE_SIZE } from './api.ts'

// Searching with a partner: the reads of the Wishlist page's sharing and of the shared list. The writes are the
// routes' actions (sharing-actions.server.ts), so they work before the page's scripts run.

const schema = schemasFrom(() => import('./schemas.ts'))

export const wishlistSharingQuery = () =>
  queryOptions({
    queryKey: ['wishlist-sharing'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/wishlist/shares', { schema: schema('wishlistSharingSchema'), signal })).data,
  })

export const sharedWishlistQuery = (shareId: string, page: number) =>
  queryOptions({
    queryKey: ['shared-wishlist', shareId, { page }],
    queryFn: ({ signal }) =>
      fetchPage(`/wishlist/shares/${shareId}/items`, {
        item: schema('sharedWishlistItemSchema'),
        query: { page, limit: WISHLIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
