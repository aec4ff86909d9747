import {
  acceptOfferResultSchema,
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
  type OfferInput,
  offerSchema,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

export const OFFERS_PAGE_SIZE = 12

export const buyerOffersQuery = (buyerEmail: string, page: number) =>
  queryOptions({
    queryKey: ['offers', 'buyer', { buyerEmail, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/offers', {
        item: offerSchema,
        query: { buyerEmail, page, limit: OFFERS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

export const agentOffersQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['offers', 'agent', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/offers/agent', {
        item: offerSchema,
        query: { email, page, limit: OFFERS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

export const makeOffer = (input: OfferInput) =>
  apiRequest('/offers', { method: 'POST', body: input, schema: insertedIdSchema })

export const acceptOffer = (offerId: string, propertyId: string | null) =>
  apiRequest(`/offers/accept/${offerId}`, {
    method: 'PATCH',
    body: propertyId ? { propertyId } : {},
    schema: acceptOfferResultSchema,
  })

export const rejectOffer = (offerId: string) =>
  apiRequest(`/offers/reject/${offerId}`, { method: 'PATCH', schema: modifiedCountSchema })

/** The buyer takes back their own pending offer. */
export const withdrawOffer = (offerId: string) =>
  apiRequest(`/offers/${offerId}`, { method: 'DELETE', schema: deletedCountSchema })
