import {
  acceptOfferResultSchema,
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
  type Offer,
  type OfferInput,
  offerSchema,
} from '@keyhaven/contract'
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useListMutation } from '../../lib/use-list-mutation.ts'

/** The root key of every offers list (the buyer's and the agent's). */
const OFFERS_KEY = ['offers'] as const

export const OFFERS_PAGE_SIZE = 12

export const buyerOffersQuery = (buyerEmail: string, page: number) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'buyer', { buyerEmail, page }],
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
    queryKey: [...OFFERS_KEY, 'agent', { email, page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/offers/agent', {
        item: offerSchema,
        query: { email, page, limit: OFFERS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

/** Accepted offers not yet paid, soonest deadline first (admins). */
export const awaitingPaymentQuery = (page: number) =>
  queryOptions({
    queryKey: [...OFFERS_KEY, 'awaiting-payment', { page }],
    queryFn: async ({ signal }) => {
      return fetchPage('/offers/awaiting-payment', {
        item: offerSchema,
        query: { page, limit: OFFERS_PAGE_SIZE },
        signal,
      })
    },
    placeholderData: keepPreviousData,
  })

const makeOffer = (input: OfferInput) =>
  apiRequest('/offers', { method: 'POST', body: input, schema: insertedIdSchema })

const acceptOffer = (offer: Offer) =>
  apiRequest(`/offers/accept/${offer._id}`, {
    method: 'PATCH',
    body: offer.propertyId ? { propertyId: offer.propertyId } : {},
    schema: acceptOfferResultSchema,
  })

const rejectOffer = (offer: Offer) =>
  apiRequest(`/offers/reject/${offer._id}`, { method: 'PATCH', schema: modifiedCountSchema })

/** The buyer takes back their own pending offer. */
const withdrawOffer = (offer: Pick<Offer, '_id'>) =>
  apiRequest(`/offers/${offer._id}`, { method: 'DELETE', schema: deletedCountSchema })

/** An admin ends an accepted, unpaid offer; the buyer and the agent are told the reason. */
const releaseOffer = ({ offer, reason }: { offer: Offer; reason: string }) =>
  apiRequest(`/offers/release/${offer._id}`, {
    method: 'PATCH',
    body: { reason },
    schema: modifiedCountSchema,
  })

/** Refetches every offers list: after an offer is made, decided, withdrawn or paid for. */
export function useRefreshOffers() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY })
}

type Outcome<TVariables> = MutationOutcome<unknown, TVariables>
export const useMakeOffer = (outcome: Outcome<OfferInput>) => useListMutation(OFFERS_KEY, makeOffer, outcome)
export const useAcceptOffer = (outcome: Outcome<Offer>) => useListMutation(OFFERS_KEY, acceptOffer, outcome)
export const useRejectOffer = (outcome: Outcome<Offer>) => useListMutation(OFFERS_KEY, rejectOffer, outcome)
export const useWithdrawOffer = (outcome: Outcome<Pick<Offer, '_id'>>) =>
  useListMutation(OFFERS_KEY, withdrawOffer, outcome)
export const useReleaseOffer = (outcome: Outcome<{ offer: Offer; reason: string }>) =>
  useListMutation(OFFERS_KEY, releaseOffer, outcome)
