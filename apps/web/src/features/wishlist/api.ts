import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

const schema = schemasFrom(() => import('./schemas.ts'))

export const WISHLIST_PAGE_SIZE = 12

export const wishlistQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['wishlist', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/wishlist', {
        item: schema('wishlistItemSchema'),
        query: { email, page, limit: WISHLIST_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })
