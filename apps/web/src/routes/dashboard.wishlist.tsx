export { WishlistPage as default } from '../features/wishlist/wishlist-page.tsx'
