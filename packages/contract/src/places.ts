import { z } from 'zod'
import { text } from './common.ts'

/** Suggestions one request answers at most. */
export const MAX_PLACE_SUGGESTIONS = 8

export const placeSuggestQuerySchema = z.object({
  q: text({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q must be at least 1 character' })
    .max(100, { error: 'q must be at most 100 characters' }),
})
export type PlaceSuggestQuery = z.infer<typeof placeSuggestQuerySchema>

export const placeSuggestionSchema = z
  .object({
    city: z.string(),
    region: z.string().nullable(),
    /** "Chicago, IL": what the list shows. */
    label: z.string(),
    /** Publicly listed homes there. */
    listings: z.number().int().min(0),
  })
  .meta({ id: 'PlaceSuggestion' })
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>

/**
 * The response header of an All Properties search that found nothing as typed and answers the homes of the
 * place it read the text as instead ("Chicago, IL" for "Chicgo"), percent-encoded (a place's name may have
 * accents, which a header cannot carry as they are).
 */
export const MATCHED_PLACE_HEADER = 'X-Matched-Place'
