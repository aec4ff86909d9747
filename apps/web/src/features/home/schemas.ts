import { advertisedPropertySchema, featuredAgentSchema, publicReviewSchema } from '@keyhaven/contract'
import { z } from 'zod'

// The home page's answers, checked against the contract; imported on demand (see ResponseSchema).
export const advertisedPropertiesSchema = z.array(advertisedPropertySchema)
export const latestReviewsSchema = z.array(publicReviewSchema)
export const featuredAgentsSchema = z.array(featuredAgentSchema)
