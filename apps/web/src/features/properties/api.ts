import {
  deletedCountSchema,
  insertedIdSchema,
  listingInsightSchema,
  modifiedCountSchema,
  type PropertyInput,
  priceChangeSchema,
  propertySchema,
  propertyUpdateResultSchema,
  type VerificationStatus,
  type VerifyProperty,
  viewRecordedSchema,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const DASHBOARD_PAGE_SIZE = 12

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/properties/${id}`, { schema: propertySchema, signal })).data,
  })

export const priceHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'price-history', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/properties/${id}/price-history`, { schema: z.array(priceChangeSchema), signal }))
        .data,
  })

/** Tells the server the details page showed this listing (it counts one view per visitor per day). */
export const recordView = (id: string) =>
  apiRequest(`/properties/${id}/views`, { method: 'POST', schema: viewRecordedSchema })

/** Views, saves and offers of the agent's own listings among `ids` (one page of My Added Properties). */
export const listingInsightQuery = (ids: string[]) =>
  queryOptions({
    queryKey: ['properties', 'insight', ids],
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/properties/agent/insight', {
          schema: z.array(listingInsightSchema),
          query: { ids: ids.join(',') },
          signal,
        })
      ).data,
    enabled: ids.length > 0,
  })

export const agentPropertiesQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['properties', 'agent', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/properties/agent', {
        item: propertySchema,
        query: { email, page, limit: DASHBOARD_PAGE_SIZE },
        signal,
        envelope: 'data',
      })
    },
    placeholderData: keepPreviousData,
  })

export const adminPropertiesQuery = (status: VerificationStatus | undefined, search: string, page: number) =>
  queryOptions({
    queryKey: ['properties', 'admin', { status, search, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/properties', {
        item: propertySchema,
        query: { status, search, page, limit: DASHBOARD_PAGE_SIZE },
        signal,
        envelope: 'data',
      })
    },
    placeholderData: keepPreviousData,
  })

export const addProperty = (input: PropertyInput) =>
  apiRequest('/properties', { method: 'POST', body: input, schema: insertedIdSchema })

export const updateProperty = (id: string, input: PropertyInput) =>
  apiRequest(`/properties/${id}`, { method: 'PUT', body: input, schema: propertyUpdateResultSchema })

export const deleteProperty = (id: string) =>
  apiRequest(`/properties/verify/${id}`, { method: 'DELETE', schema: deletedCountSchema })

export const setVerification = (id: string, decision: VerifyProperty) =>
  apiRequest(`/properties/verify/${id}`, { method: 'PATCH', body: decision, schema: modifiedCountSchema })

export const advertise = (id: string) =>
  apiRequest(`/properties/advertise/${id}`, { method: 'PATCH', schema: modifiedCountSchema })

export const withdrawAdvertisement = (id: string) =>
  apiRequest(`/properties/advertise/${id}`, { method: 'DELETE', schema: modifiedCountSchema })
