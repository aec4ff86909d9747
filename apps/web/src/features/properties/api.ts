import {
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
  type PropertyInput,
  propertyListSchema,
  propertySchema,
  propertyUpdateResultSchema,
  type VerificationStatus,
  type VerifyProperty,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

export const ALL_PROPERTIES_PAGE_SIZE = 12
export const DASHBOARD_PAGE_SIZE = 12

export type PriceSort = 'asc' | 'desc' | ''

export const verifiedPropertiesQuery = (search: string, sort: PriceSort, page: number) =>
  queryOptions({
    queryKey: ['properties', 'verified', { search, sort, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/properties/verified', {
        schema: z.array(propertySchema),
        query: { search, sort: sort || undefined, page, limit: ALL_PROPERTIES_PAGE_SIZE },
        signal,
      })
      return { properties: data, total: total ?? data.length }
    },
    placeholderData: keepPreviousData,
  })

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'one', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/properties/${id}`, { schema: propertySchema, signal })).data,
  })

export const agentPropertiesQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['properties', 'agent', { email, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/properties/agent', {
        schema: propertyListSchema,
        query: { email, page, limit: DASHBOARD_PAGE_SIZE },
        signal,
      })
      return { properties: data.data, total: total ?? data.data.length }
    },
    placeholderData: keepPreviousData,
  })

export const adminPropertiesQuery = (status: VerificationStatus | undefined, search: string, page: number) =>
  queryOptions({
    queryKey: ['properties', 'admin', { status, search, page }],
    queryFn: async ({ signal }) => {
      const { data, total } = await apiRequest('/properties', {
        schema: propertyListSchema,
        query: { status, search, page, limit: DASHBOARD_PAGE_SIZE },
        signal,
      })
      return { properties: data.data, total: total ?? data.data.length }
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
