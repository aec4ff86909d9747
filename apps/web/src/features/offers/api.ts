import {
  acceptOfferResultSchema,
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
  type Offer,
  type OfferInput,
  offerSchema,
} from '@keyhaven/contract'
import {
  type DefaultError,
  keepPreviousData,
  queryOptions,
  type UseMutationOptions,
  useQueryClient,
} from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { useGuardedMutation } from '../../lib/use-guarded-mutation.ts'

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
const withdrawOffer = (offer: Offer) =>
  apiRequest(`/offers/${offer._id}`, { method: 'DELETE', schema: deletedCountSchema })

/** Refetches every offers list: after an offer is made, decided, withdrawn or paid for. */
export function useRefreshOffers() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY })
}

/** What a screen does with a mutation's outcome (its messages); the lists are refreshed by the hook. */
type Outcome<TData, TVariables> = Pick<
  UseMutationOptions<TData, DefaultError, TVariables>,
  'onSuccess' | 'onError'
>

/** One offers mutation: one call at a time (see useGuardedMutation), the lists refreshed once it settles. */
function useOfferMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  outcome: Outcome<TData, TVariables>,
) {
  const refresh = useRefreshOffers()
  return useGuardedMutation<TData, TVariables>({ mutationFn, ...outcome, onSettled: refresh })
}

export const useMakeOffer = (outcome: Outcome<unknown, OfferInput>) => useOfferMutation(makeOffer, outcome)
export const useAcceptOffer = (outcome: Outcome<unknown, Offer>) => useOfferMutation(acceptOffer, outcome)
export const useRejectOffer = (outcome: Outcome<unknown, Offer>) => useOfferMutation(rejectOffer, outcome)
export const useWithdrawOffer = (outcome: Outcome<unknown, Offer>) => useOfferMutation(withdrawOffer, outcome)
