import { queryOptions } from '@tanstack/react-query'
import { lazy } from 'react'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

/** A listing's Add a Review dialog, loaded when first opened (its form's code stays out of the details page). */
export const AddReviewDialog = lazy(async () => ({
  default: (await import('./add-review-dialog.tsx')).AddReviewDialog,
}))

const schema = schemasFrom(() => import('./schemas.ts'))

export const REVIEWS_PAGE_SIZE = 12
const REVIEWS_KEY = ['reviews'] as const

export const propertyReviewsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'property', propertyId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/properties/${propertyId}/reviews`, {
          schema: schema('publicReviewsSchema'),
          query: { limit: 50 },
          signal,
        })
      ).data,
  })

/** One page of the author's reviews (My Reviews' loader reads it). */
export const fetchMyReviews = (email: string, page: number) =>
  fetchPage('/reviews', { item: schema('reviewSchema'), query: { email, page, limit: REVIEWS_PAGE_SIZE } })

/** One page of every review (Manage Reviews' loader reads it). */
export const fetchAllReviews = (page: number) =>
  fetchPage('/reviews/all', { item: schema('reviewSchema'), query: { page, limit: REVIEWS_PAGE_SIZE } })
