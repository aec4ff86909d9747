import { z } from 'zod'
import { emailQueryField, paginationQuerySchema, text } from './common.ts'
import { REVIEW_MAX_LENGTH } from './review-limits.ts'

/** A review as anyone may see it: the reviewer's e-mail stays private. */
export const publicReviewSchema = z
  .object({
    _id: z.uuid(),
    propertyId: z.uuid(),
    propertyTitle: z.string(),
    agentName: z.string().nullable(),
    reviewerName: z.string(),
    reviewerImage: z.string().nullable(),
    description: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PublicReview' })
export type PublicReview = z.infer<typeof publicReviewSchema>

/** A review as its author and admins see it. */
export const reviewSchema = publicReviewSchema.extend({ reviewerEmail: z.string() }).meta({ id: 'Review' })
export type Review = z.infer<typeof reviewSchema>

export const LATEST_REVIEWS_COUNT = 6

/** Everything else a client may send (title, reviewer...) is taken from the database instead. */
export const reviewInputSchema = z
  .object({
    propertyId: z.uuid({ error: 'propertyId must be a property id' }),
    description: text({ multiline: true, error: 'Review text is required' })
      .trim()
      .min(1, { error: 'Review text is required' })
      .max(REVIEW_MAX_LENGTH, { error: `Review text must be at most ${REVIEW_MAX_LENGTH} characters` }),
  })
  .meta({ id: 'ReviewInput' })
export type ReviewInput = z.infer<typeof reviewInputSchema>

/** An author's edit of their review: only the text changes. */
export const reviewEditSchema = reviewInputSchema.pick({ description: true }).meta({ id: 'ReviewEdit' })
export type ReviewEdit = z.infer<typeof reviewEditSchema>

export const ALREADY_REVIEWED = 'You have already reviewed this property: edit your review instead.'

export const reviewsByEmailQuerySchema = paginationQuerySchema.extend({
  email: emailQueryField('email'),
})
export const reviewDeleteQuerySchema = z.object({
  email: emailQueryField('email').optional(),
})
