// The wishlist's answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  sharedWishlistItemSchema,
  wishlistItemSchema,
  wishlistSharingSchema,
} from '@keyhaven/contract'
