import type { ListingType, MarketStatus } from '@keyhaven/contract'

/**
 * Where a listing stands: open, under offer (one was accepted), sold (paid for), or let (a rental whose
 * application was accepted), spelled as the contract's market statuses are.
 */
export type SaleState = 'open' | Extract<MarketStatus, 'under_offer' | 'sold' | 'let'>

interface ListingStanding {
  listingType: ListingType
  isSold: boolean
  underContract: boolean
  /** Absent where a list does not carry it (wishlist entries: a let rental leaves the wishlist's lists anyway). */
  isLet?: boolean
}

export const saleStateOf = (
  listing: Pick<ListingStanding, 'isSold' | 'underContract' | 'isLet'>,
): SaleState =>
  listing.isLet ? 'let' : listing.isSold ? 'sold' : listing.underContract ? 'under_offer' : 'open'

/** Why no offer can be made on this listing, or null when one can: a rental, or a home sold or under offer. */
export function noOfferCause(listing: ListingStanding): 'rent' | 'sold' | 'under_offer' | null {
  if (listing.listingType === 'rent') return 'rent'
  const state = saleStateOf(listing)
  return state === 'sold' || state === 'under_offer' ? state : null
}
