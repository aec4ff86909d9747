// The dashboard's screens, loaded together on demand.

export { ApplicationsPage, MyApplicationsPage } from '../applications/application-pages.tsx'
export { ApplyPage } from '../applications/apply-page.tsx'
export {
  LeadPage,
  LeadsPage,
  MyInquiriesPage,
  MyInquiryPage,
} from '../inquiries/inquiry-pages.tsx'
export { AwaitingPaymentPage } from '../offers/awaiting-payment-page.tsx'
export { MakeOfferPage } from '../offers/make-offer-page.tsx'
export { PropertyBoughtPage } from '../offers/property-bought-page.tsx'
export { RequestedOffersPage } from '../offers/requested-offers-page.tsx'
export { PaymentPage } from '../payments/payment-page.tsx'
export { AddPropertyPage } from '../properties/add-property-page.tsx'
export { AdvertisePage } from '../properties/advertise-page.tsx'
export { ManagePropertiesPage } from '../properties/manage-properties-page.tsx'
export { MyPropertiesPage } from '../properties/my-properties-page.tsx'
export { UpdatePropertyPage } from '../properties/update-property-page.tsx'
export { ManageReviewsPage, MyReviewsPage } from '../reviews/review-pages.tsx'
export { SoldPropertiesPage } from '../sales/sold-properties-page.tsx'
export { SavedSearchesPage } from '../search/saved-searches-page.tsx'
export { ManageUsersPage } from '../users/manage-users-page.tsx'
export { AgentViewingsPage, MyViewingsPage } from '../viewings/viewing-pages.tsx'
export { WishlistPage } from '../wishlist/wishlist-page.tsx'
export { DashboardLayout } from './dashboard-layout.tsx'
export { ProfilePage } from './profile-page.tsx'
