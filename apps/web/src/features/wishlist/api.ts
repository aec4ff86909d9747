import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

const schema = schemasFrom(() => import('./schemas.ts'))

export const WISHLIST_PAGE_SIZE = 12
const WISHLIST_KEY = ['wishlist'] as const

export const wishlistQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: [...WISHLIST_KEY, { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/wishlist', {
        item: schema('wishlistItemSchema'),
        query: { email, page, limit: WISHLIST_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

const removeFromWishlist = (id: string) =>
  apiRequest(`/wishlist/${id}`, { method: 'DELETE', schema: schema('deletedCountSchema') })

export const useRemoveFromWishlist = (outcome: MutationOutcome<unknown, string>) =>
  useApiMutation(removeFromWishlist, { ...outcome, refreshes: [WISHLIST_KEY] })
