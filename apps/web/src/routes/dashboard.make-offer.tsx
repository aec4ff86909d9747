export { MakeOfferPage as default } from '../features/offers/make-offer-page.tsx'
