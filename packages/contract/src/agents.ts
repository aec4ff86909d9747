import { z } from 'zod'

export const featuredAgentSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    soldCount: z.number().int().min(0),
    photoURL: z.string().nullable(),
  })
  .meta({ id: 'FeaturedAgent' })
export type FeaturedAgent = z.infer<typeof featuredAgentSchema>

export const FEATURED_AGENTS_COUNT = 3
