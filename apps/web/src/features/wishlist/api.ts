import { deletedCountSchema, insertedIdSchema, wishlistItemSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const WISHLIST_PAGE_SIZE = 12

export const wishlistQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['wishlist', { email, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/wishlist', {
        schema: z.array(wishlistItemSchema),
        query: { email, page, limit: WISHLIST_PAGE_SIZE },
        signal,
      })
      return { items: data, total: total ?? data.length }
    },
    placeholderData: keepPreviousData,
  })

export const addToWishlist = (propertyId: string) =>
  apiRequest('/wishlist', { method: 'POST', body: { propertyId }, schema: insertedIdSchema })

export const removeFromWishlist = (id: string) =>
  apiRequest(`/wishlist/${id}`, { method: 'DELETE', schema: deletedCountSchema })
