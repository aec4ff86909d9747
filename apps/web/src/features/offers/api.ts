import { deletedCountSchema, modifiedCountSchema, type Offer, offerSchema } from '@keyhaven/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

/** The root key of every offers list (the buyer's and the agent's). */
export const OFFERS_KEY = ['offers'] as const

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
type Outcome<TVariables> = MutationOutcome<unknown, TVariables>
export const useWithdrawOffer = (outcome: Outcome<Pick<Offer, '_id'>>) =>
  useApiMutation(withdrawOffer, { ...outcome, refreshes: [OFFERS_KEY] })
export const useReleaseOffer = (outcome: Outcome<{ offer: Offer; reason: string }>) =>
  useApiMutation(releaseOffer, { ...outcome, refreshes: [OFFERS_KEY] })
