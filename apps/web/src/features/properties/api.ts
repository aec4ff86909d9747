import type { MyPropertyState, VerificationStatus } from '@keyhaven/contract'
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import { apiRequest, schemasFrom } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

const schema = schemasFrom(() => import('./schemas.ts'))

export const DASHBOARD_PAGE_SIZE = 12
const PROPERTIES_KEY = ['properties'] as const

/** A listing (its details page's loader reads it; screens not moved to their loader yet ask propertyQuery). */
export const fetchProperty = async (id: string, signal?: AbortSignal) =>
  (await apiRequest(`/properties/${id}`, { schema: schema('propertySchema'), signal })).data

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROPERTIES_KEY, 'one', id],
    queryFn: ({ signal }) => fetchProperty(id, signal),
  })

/** A listing's price changes, oldest first (its details page's loader reads them). */
export const fetchPriceHistory = async (id: string) =>
  (await apiRequest(`/properties/${id}/price-history`, { schema: schema('priceHistorySchema') })).data

/**
 * What the home is worth: the estimate, its comparables and the estimator's measured error (or why none), read
 * by its details page's loader.
 */
export const fetchEstimate = async (id: string) =>
  (await apiRequest(`/properties/${id}/estimate`, { schema: schema('propertyEstimateSchema') })).data

const MINE_KEY = ['my-property'] as const

/** What the signed-in person already did about a listing (wishlist, review, pending offer, conversation). */
export const fetchMyProperty = async (id: string, signal?: AbortSignal) =>
  (await apiRequest(`/properties/${id}/mine`, { schema: schema('myPropertyStateSchema'), signal })).data

export const myPropertyQuery = (id: string) =>
  queryOptions({
    queryKey: [...MINE_KEY, id],
    queryFn: ({ signal }) => fetchMyProperty(id, signal),
  })

/**
 * After the person changed one of those (added, removed, reviewed, withdrew): the page shows the change at
 * once and reads the whole state again.
 */
export function useUpdateMyProperty(id: string) {
  const queryClient = useQueryClient()
  const { queryKey } = myPropertyQuery(id)
  return (change: Partial<MyPropertyState>) => {
    queryClient.setQueryData(queryKey, (state) => state && { ...state, ...change })
    return queryClient.invalidateQueries({ queryKey })
  }
}

/** Tells the server the details page showed this listing (it counts one view per visitor per day). */
export const recordView = (id: string) =>
  apiRequest(`/properties/${id}/views`, { method: 'POST', schema: schema('viewRecordedSchema') })

/** Views, saves and offers of the agent's own listings among `ids` (one page of My Added Properties). */
export const fetchListingInsight = async (ids: string[]) =>
  (
    await apiRequest('/properties/agent/insight', {
      schema: schema('listingInsightsSchema'),
      query: { ids: ids.join(',') },
    })
  ).data

/** One page of the agent's own listings (My Added Properties' loader reads it). */
export const fetchAgentProperties = (email: string, page: number) =>
  fetchPage('/properties/agent', {
    item: schema('propertySchema'),
    query: { email, page, limit: DASHBOARD_PAGE_SIZE },
    envelope: 'data',
  })

/** One page of the listings in review status `status` (every one when undefined), for the admins' screens. */
export const fetchAdminProperties = (status: VerificationStatus | undefined, page: number) =>
  fetchPage('/properties', {
    item: schema('propertySchema'),
    query: { status, page, limit: DASHBOARD_PAGE_SIZE },
    envelope: 'data',
  })

export const adminPropertiesQuery = (status: VerificationStatus | undefined, search: string, page: number) =>
  queryOptions({
    queryKey: [...PROPERTIES_KEY, 'admin', { status, search, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/properties', {
        item: schema('propertySchema'),
        query: { status, search, page, limit: DASHBOARD_PAGE_SIZE },
        signal,
        envelope: 'data',
      })
    },
    placeholderData: keepPreviousData,
  })

const deleteProperty = (id: string) =>
  apiRequest(`/properties/verify/${id}`, { method: 'DELETE', schema: schema('deletedCountSchema') })

/** A listing's way through review and the market (its agent's actions). */
type LifecycleAction = 'submit' | 'withdraw' | 'renew'
const lifecycleAction = ({ id, action }: { id: string; action: LifecycleAction }) =>
  apiRequest(`/properties/${id}/${action}`, { method: 'POST', schema: schema('lifecycleResultSchema') })

const advertise = (id: string) =>
  apiRequest(`/properties/advertise/${id}`, { method: 'PATCH', schema: schema('modifiedCountSchema') })

const withdrawAdvertisement = (id: string) =>
  apiRequest(`/properties/advertise/${id}`, { method: 'DELETE', schema: schema('modifiedCountSchema') })

/**
 * After a listing was saved through its route's action: what the browser holds of listings that no page shows
 * now is dropped, so the page opened next shows what its loader read rather than the old copy first.
 */
export function useForgetListings() {
  const queryClient = useQueryClient()
  return () => queryClient.removeQueries({ queryKey: PROPERTIES_KEY, type: 'inactive' })
}

type Outcome<TVariables> = MutationOutcome<unknown, TVariables>
export const useDeleteProperty = (outcome: Outcome<string>) =>
  useApiMutation(deleteProperty, { ...outcome, refreshes: [PROPERTIES_KEY] })
export const useLifecycleAction = (outcome: Outcome<Parameters<typeof lifecycleAction>[0]>) =>
  useApiMutation(lifecycleAction, { ...outcome, refreshes: [PROPERTIES_KEY] })
// Advertise's screen reads its list in its route's loader, and has it read again once these are answered.
export const useAdvertise = (outcome: Outcome<string>) => useApiMutation(advertise, outcome)
export const useWithdrawAdvertisement = (outcome: Outcome<string>) =>
  useApiMutation(withdrawAdvertisement, outcome)

/** Places matching a typed address (the listing form's "Find on map"), the likeliest first. */
export async function findPlaces(q: string, signal?: AbortSignal) {
  return (await apiRequest('/geocode', { query: { q }, schema: schema('geocodeResultSchema'), signal })).data
    .candidates
}
