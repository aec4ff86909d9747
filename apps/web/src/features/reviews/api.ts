import {
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
  publicReviewSchema,
  reviewSchema,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const REVIEWS_PAGE_SIZE = 12

export const propertyReviewsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: ['reviews', 'property', propertyId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/reviews/${propertyId}`, {
          schema: z.array(publicReviewSchema),
          query: { limit: 50 },
          signal,
        })
      ).data,
  })

export const myReviewsQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['reviews', 'mine', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/reviews', {
        item: reviewSchema,
        query: { email, page, limit: REVIEWS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

export const allReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: ['reviews', 'all', { page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/reviews/all', {
        item: reviewSchema,
        query: { page, limit: REVIEWS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

export const addReview = (propertyId: string, description: string) =>
  apiRequest('/reviews', { method: 'POST', body: { propertyId, description }, schema: insertedIdSchema })

/** The author edits the text of their own review. */
export const editReview = (id: string, description: string) =>
  apiRequest(`/reviews/${id}`, { method: 'PATCH', body: { description }, schema: modifiedCountSchema })

/** The author passes their own e-mail, as the original client's call does (docs/decisions/0001); an admin deletes without it. */
export const deleteReview = (id: string, email?: string) =>
  apiRequest(`/reviews/${id}`, { method: 'DELETE', query: { email }, schema: deletedCountSchema })
