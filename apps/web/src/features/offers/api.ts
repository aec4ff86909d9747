import { myPropertyStateSchema, offerSchema } from '@keyhaven/contract'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchListing } from '../../lib/fetch-listing.ts'
import { fetchPage } from '../../lib/fetch-page.ts'

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

/** The listing an offer is made on, and the buyer's own state of it (a pending offer shows instead of the form). */
export const fetchOfferedListing = async (id: string) => {
  const [property, { data: mine }] = await Promise.all([
    fetchListing(id),
    apiRequest(`/properties/${encodeURIComponent(id)}/mine`, { schema: myPropertyStateSchema }),
  ])
  return { property, mine }
}
