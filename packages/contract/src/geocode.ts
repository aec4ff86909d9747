import { z } from 'zod'
import { text } from './common.ts'

/** Candidates one search answers at most. */
export const MAX_GEOCODE_CANDIDATES = 5

export const geocodeQuerySchema = z.object({
  q: text({ error: 'q is required' })
    .trim()
    .min(2, { error: 'q must be at least 2 characters' })
    .max(100, { error: 'q must be at most 100 characters' }),
})
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>

export const geocodeCandidateSchema = z
  .object({
    name: z.string(),
    country: z.string(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  })
  .meta({ id: 'GeocodeCandidate' })
export type GeocodeCandidate = z.infer<typeof geocodeCandidateSchema>

export const geocodeResultSchema = z
  .object({ candidates: z.array(geocodeCandidateSchema).max(MAX_GEOCODE_CANDIDATES) })
  .meta({ id: 'GeocodeResult' })
export type GeocodeResult = z.infer<typeof geocodeResultSchema>
