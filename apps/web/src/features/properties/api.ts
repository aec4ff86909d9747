import {
  listingInsightSchema,
  myPropertyStateSchema,
  priceChangeSchema,
  propertyEstimateSchema,
  propertySchema,
  type VerificationStatus,
} from '@keyhaven/contract'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const DASHBOARD_PAGE_SIZE = 12
const PROPERTIES_KEY = ['properties'] as const

/** One listing, as its agent, an admin or (once public) anyone may read it. */
export const fetchProperty = async (id: string) =>
  (await apiRequest(`/properties/${id}`, { schema: propertySchema })).data

/** A listing's price changes, oldest first (its details page's loader reads them). */
export const fetchPriceHistory = async (id: string) =>
  (await apiRequest(`/properties/${id}/price-history`, { schema: z.array(priceChangeSchema) })).data

/**
 * What the home is worth: the estimate, its comparables and the estimator's measured error (or why none), read
 * by its details page's loader.
 */
export const fetchEstimate = async (id: string) =>
  (await apiRequest(`/properties/${id}/estimate`, { schema: propertyEstimateSchema })).data

/** What the signed-in person already did about a listing (wishlist, review, pending offer, conversation). */
export const fetchMyProperty = async (id: string) =>
  (await apiRequest(`/properties/${id}/mine`, { schema: myPropertyStateSchema })).data

/**
 * Tells the server the details page showed this listing (it counts one view per visitor per day). Sent by the
 * details page's own scripts: its schema comes with the answer, so zod stays off that page's first scripts.
 */
export const recordView = (id: string) =>
  apiRequest(`/properties/${id}/views`, {
    method: 'POST',
    schema: async () => (await import('@keyhaven/contract/insight')).viewRecordedSchema,
  })

/** Views, saves and offers of the agent's own listings among `ids` (one page of My Added Properties). */
export const fetchListingInsight = async (ids: string[]) =>
  (
    await apiRequest('/properties/agent/insight', {
      schema: z.array(listingInsightSchema),
      query: { ids: ids.join(',') },
    })
  ).data

/** One page of the agent's own listings (My Added Properties' loader reads it). */
export const fetchAgentProperties = (email: string, page: number) =>
  fetchPage('/properties/agent', {
    item: propertySchema,
    query: { email, page, limit: DASHBOARD_PAGE_SIZE },
    envelope: 'data',
  })

/** One page of the listings in review status `status` (every one when undefined), for the admins' screens. */
export const fetchAdminProperties = (status: VerificationStatus | undefined, page: number) =>
  fetchPage('/properties', {
    item: propertySchema,
    query: { status, page, limit: DASHBOARD_PAGE_SIZE },
    envelope: 'data',
  })

/**
 * After a listing was saved through its route's action: what the browser holds of listings that no page shows
 * now is dropped, so the page opened next shows what its loader read rather than the old copy first.
 */
export function useForgetListings() {
  const queryClient = useQueryClient()
  return () => queryClient.removeQueries({ queryKey: PROPERTIES_KEY, type: 'inactive' })
}

/**
 * Places matching a typed address (the listing form's "Find on map"), the likeliest first. Asked by the form's
 * own scripts: the schema comes with the answer (this module is among the details page's first scripts too).
 */
export async function findPlaces(q: string, signal?: AbortSignal) {
  const schema = async () => (await import('@keyhaven/contract/geocode')).geocodeResultSchema
  return (await apiRequest('/geocode', { query: { q }, schema, signal })).data.candidates
}
