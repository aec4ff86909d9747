import { type ListingType, type MarketStatus, RENTAL_NO_OFFERS_NOTE } from '@keyhaven/contract'

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

/** Why no offer can be made on this listing (told where Make an Offer would be), or null when one can. */
export function noOfferReason(listing: ListingStanding): string | null {
  if (listing.listingType === 'rent') return RENTAL_NO_OFFERS_NOTE
  switch (saleStateOf(listing)) {
    case 'sold':
      return 'This home is sold and no longer available.'
    case 'under_offer':
      return 'An offer on this home has been accepted, so it takes no new offers.'
    case 'let':
    case 'open':
      return null
  }
}
