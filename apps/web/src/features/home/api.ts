import { advertisedPropertySchema, featuredAgentSchema, publicReviewSchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

// The home page's lists, read by its route's loader on the server: the page comes with them, and its scripts
// carry neither these reads nor their schemas.

export const HOME_ADVERTISEMENTS_LIMIT = 8

export const fetchAdvertisedProperties = async () =>
  (
    await apiRequest('/properties/advertised', {
      schema: z.array(advertisedPropertySchema),
      query: { limit: HOME_ADVERTISEMENTS_LIMIT },
    })
  ).data

export const fetchLatestReviews = async () =>
  (await apiRequest('/reviews/latest', { schema: z.array(publicReviewSchema) })).data

export const fetchFeaturedAgents = async () =>
  (await apiRequest('/agents/featured', { schema: z.array(featuredAgentSchema) })).data

/**
 * An advertised listing, with its price range as an estimate in the visitor's display currency when they chose
 * one and a rate joins the two ("≈ €92,000 - €110,400 (Rates of 2026-11-28)"): made by the loader on the server,
 * so the home page's scripts carry no conversion.
 */
export type AdvertisedCard = Awaited<ReturnType<typeof fetchAdvertisedProperties>>[number] & {
  estimate?: string | undefined
}

export type HomeLists = {
  /** Each list, or null when it could not be read (the section says so). */
  advertised: AdvertisedCard[] | null
  reviews: Awaited<ReturnType<typeof fetchLatestReviews>> | null
  agents: Awaited<ReturnType<typeof fetchFeaturedAgents>> | null
}
