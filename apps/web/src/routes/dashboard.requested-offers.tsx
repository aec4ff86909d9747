export { RequestedOffersPage as default } from '../features/offers/requested-offers-page.tsx'
