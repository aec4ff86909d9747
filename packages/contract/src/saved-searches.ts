import { z } from 'zod'
import { text } from './common.ts'
import { type SavedSearchFilters, savedSearchFiltersSchema } from './properties.ts'
import { SAVED_SEARCH_PARAMETERS } from './search-vocabulary.ts'

/** How many searches one account may keep. */
export const MAX_SAVED_SEARCHES = 50

/**
 * The filters of a saved search's query string, or the first problem with it (naming the parameter). Keeps
 * the first value of a repeated parameter, as the listing route does.
 */
export function parseSavedSearchQuery(
  query: string,
): { ok: true; filters: SavedSearchFilters; canonical: string } | { ok: false; message: string } {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  const kept: Record<string, string> = {}
  for (const [key, value] of params) {
    if (!(SAVED_SEARCH_PARAMETERS as readonly string[]).includes(key)) {
      return { ok: false, message: `${key} is not a filter of All Properties` }
    }
    if (!(key in kept) && value.trim() !== '') kept[key] = value
  }
  const parsed = savedSearchFiltersSchema.safeParse(kept)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.')
    const message = issue?.message ?? 'invalid'
    return { ok: false, message: field && !message.includes(field) ? `${field}: ${message}` : message }
  }
  // One spelling per search, in a fixed order, so equal searches compare equal.
  const canonical = new URLSearchParams(
    SAVED_SEARCH_PARAMETERS.flatMap((key): [string, string][] => {
      const value = kept[key]
      return value === undefined ? [] : [[key, value]]
    }),
  ).toString()
  return { ok: true, filters: parsed.data, canonical }
}

export const savedSearchInputSchema = z
  .object({
    name: text({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name is required' })
      .max(80, { error: 'name must be at most 80 characters' }),
    query: text({ error: 'query must be a query string' })
      // Room for a drawn area of fifty corners, percent-encoded, beside every other filter.
      .max(3000, { error: 'query must be at most 3000 characters' })
      .transform((value, ctx) => {
        const parsed = parseSavedSearchQuery(value)
        if (parsed.ok) return parsed.canonical
        ctx.addIssue({ code: 'custom', message: `query: ${parsed.message}` })
        return z.NEVER
      })
      .meta({
        description:
          'The query string of the search, e.g. `listingType=rent&maxPrice=3000&sort=newest`: the filters and sort of GET /api/properties/verified (no page, limit or cursor).',
      }),
  })
  .meta({ id: 'SavedSearchInput' })
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>

export const savedSearchSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    query: z.string(),
    /** Whether a newly verified listing that matches sends an e-mail (at most one an hour). */
    alertsEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedSearch' })
export type SavedSearch = z.infer<typeof savedSearchSchema>

export const savedSearchUpdateSchema = z
  .object({ alertsEnabled: z.boolean({ error: 'alertsEnabled must be true or false' }) })
  .meta({ id: 'SavedSearchUpdate' })
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>
