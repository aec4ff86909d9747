import { wishlistItemSchema } from '@keyhaven/contract'
import { fetchPage } from '../../lib/fetch-page.ts'

export const WISHLIST_PAGE_SIZE = 12

/** One page of the buyer's wishlist (the page's loader reads it). */
export const fetchWishlist = (email: string, page: number) =>
  fetchPage('/wishlist', { item: wishlistItemSchema, query: { email, page, limit: WISHLIST_PAGE_SIZE } })
