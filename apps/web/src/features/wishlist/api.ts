import { deletedCountSchema, insertedIdSchema, wishlistItemSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const WISHLIST_PAGE_SIZE = 12

export const wishlistQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['wishlist', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/wishlist', {
        item: wishlistItemSchema,
        query: { email, page, limit: WISHLIST_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

export const addToWishlist = (propertyId: string) =>
  apiRequest('/wishlist', { method: 'POST', body: { propertyId }, schema: insertedIdSchema })

export const removeFromWishlist = (id: string) =>
  apiRequest(`/wishlist/${id}`, { method: 'DELETE', schema: deletedCountSchema })
