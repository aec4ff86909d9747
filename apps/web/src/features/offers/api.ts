import { deletedCountSchema, modifiedCountSchema, type Offer, offerSchema } from '@keyhaven/contract'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

/** The root key of every offers list (the buyer's and the agent's) a payment refreshes. */
export const OFFERS_KEY = ['offers'] as const

export const OFFERS_PAGE_SIZE = 12

/** One page of the buyer's offers (My Offers' loader reads it). */
export const fetchBuyerOffers = (buyerEmail: string, page: number) =>
  fetchPage('/offers', { item: offerSchema, query: { buyerEmail, page, limit: OFFERS_PAGE_SIZE } })

/** One page of the offers made on the agent's listings (Offers Received's loader reads it). */
export const fetchAgentOffers = (email: string, page: number) =>
  fetchPage('/offers/agent', { item: offerSchema, query: { email, page, limit: OFFERS_PAGE_SIZE } })

/** Accepted offers not yet paid, soonest deadline first (admins). */
export const fetchAwaitingPayment = (page: number) =>
  fetchPage('/offers/awaiting-payment', { item: offerSchema, query: { page, limit: OFFERS_PAGE_SIZE } })

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

// Their screens read their lists in their routes' loaders, and have them read again once these are answered.
type Outcome<TVariables> = MutationOutcome<unknown, TVariables>
export const useWithdrawOffer = (outcome: Outcome<Pick<Offer, '_id'>>) =>
  useApiMutation(withdrawOffer, outcome)
export const useReleaseOffer = (outcome: Outcome<{ offer: Offer; reason: string }>) =>
  useApiMutation(releaseOffer, outcome)
