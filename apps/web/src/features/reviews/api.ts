import { publicReviewSchema, reviewSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

// Reviews are read by the routes' loaders, on the server: the pages' scripts carry none of these reads.

export const REVIEWS_PAGE_SIZE = 12

/** What people wrote about a listing, newest first (its details page's loader reads it). */
export const fetchPropertyReviews = async (propertyId: string) =>
  (
    await apiRequest(`/properties/${propertyId}/reviews`, {
      schema: z.array(publicReviewSchema),
      query: { limit: 50 },
    })
  ).data

/** One page of the author's reviews (My Reviews' loader reads it). */
export const fetchMyReviews = (email: string, page: number) =>
  fetchPage('/reviews', { item: reviewSchema, query: { email, page, limit: REVIEWS_PAGE_SIZE } })

/** One page of every review (Manage Reviews' loader reads it). */
export const fetchAllReviews = (page: number) =>
  fetchPage('/reviews/all', { item: reviewSchema, query: { page, limit: REVIEWS_PAGE_SIZE } })
