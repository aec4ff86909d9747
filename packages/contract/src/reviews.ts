import { z } from 'zod'

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

export const LATEST_REVIEWS_COUNT = 6
