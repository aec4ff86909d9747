import { paths } from './paths.ts'

// The dashboard's screens (see paths.ts).
const dashboard = paths.dashboard

export const dashboardPaths = {
  myProfile: `${dashboard}/myProfile`,
  /** Everything Keyhaven holds about the person, as a JSON file (a resource route, as listingsCsv). */
  ownData: `${dashboard}/myProfile/export`,
  wishlist: `${dashboard}/wishlist`,
  sharedWishlist: (shareId: string) => `${dashboard}/wishlist/shared/${shareId}`,
  savedSearches: `${dashboard}/saved-searches`,
  myReviews: `${dashboard}/reviews`,
  propertyBought: `${dashboard}/property-bought`,
  myInquiries: `${dashboard}/my-inquiries`,
  myInquiry: (id: string) => `${dashboard}/my-inquiries/${id}`,
  makeOffer: (propertyId: string) => `${dashboard}/make-offer/${propertyId}`,
  applyForRental: (propertyId: string) => `${dashboard}/apply/${propertyId}`,
  myApplications: `${dashboard}/my-applications`,
  applications: `${dashboard}/applications`,
  myViewings: `${dashboard}/my-viewings`,
  viewings: `${dashboard}/viewings`,
  payment: (offerId: string) => `${dashboard}/payment/${offerId}`,
  /** Where the payment page posts its card steps (a resource route: the intent made, the test card paid). */
  paymentCard: (offerId: string) => `${dashboard}/payment/${offerId}/card`,
  updateProperty: (id: string) => `${dashboard}/update-property/${id}`,
  agentProfile: `${dashboard}/agentProfile`,
  addProperty: `${dashboard}/addProperty`,
  importListings: `${dashboard}/import-listings`,
  myAddedProperties: `${dashboard}/myAddProperties`,
  /** The agent's listings as a CSV file (a resource route: a GET form or link downloads it). */
  listingsCsv: `${dashboard}/myAddProperties/export`,
  mySoldProperties: `${dashboard}/mySoldProperties`,
  requestedProperties: `${dashboard}/requestedProperties`,
  leads: `${dashboard}/leads`,
  lead: (id: string) => `${dashboard}/leads/${id}`,
  adminProfile: `${dashboard}/adminProfile`,
  manageProperties: `${dashboard}/manageProperties`,
  awaitingPayment: `${dashboard}/awaiting-payment`,
  manageUsers: `${dashboard}/manageUser`,
  manageReviews: `${dashboard}/manage-review`,
  advertiseProperty: `${dashboard}/advertise-property`,
  auditLog: `${dashboard}/audit-log`,
  feedKeys: `${dashboard}/feed-keys`,
  exchangeRates: `${dashboard}/exchange-rates`,
} as const
