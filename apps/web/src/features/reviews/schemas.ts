import { publicReviewSchema } from '@keyhaven/contract'
import { z } from 'zod'

// Reviews' answers, checked against the contract; imported with the first answer (see schemasFrom).
export { reviewSchema } from '@keyhaven/contract'
export const publicReviewsSchema = z.array(publicReviewSchema)
