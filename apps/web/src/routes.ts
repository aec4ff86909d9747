import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

// Every screen of the app, each a route module in routes/ (its code is a chunk of its own, which the server
// preloads with the page). The odd spellings (allProperties, manage-review, ...) are the original product's
// addresses (docs/decisions/0001); lib/paths.ts names them for links, and paths.test.ts checks the two agree.
export default [
  // Every screen reads in its route's loader. The parts that stay live without a navigation (the bell, the
  // map's pins, a listing's viewing slots) load TanStack Query with their code (app/query-cache.tsx), and the few
  // screens that still use it for a part of theirs wrap themselves in its cache.
  index('routes/home.tsx'),
  route('rentProperties', 'routes/rent.tsx'),
  route('login', 'routes/login.tsx'),
  route('login/two-factor', 'routes/login-two-factor.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('auth/callback', 'routes/social-callback.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('display-currency', 'routes/display-currency.tsx'),
  route('language', 'routes/language.tsx'),
  route('notifications/read-page', 'routes/notifications.read-page.ts'),
  // Downloads of the visitor's own data: resource routes, which check the session themselves (no layout's
  // loader runs for them).
  route('dashboard/myAddProperties/export', 'routes/dashboard.listings-csv.ts'),
  route('dashboard/myProfile/export', 'routes/dashboard.own-data.ts'),
  // The payment page's card steps: its payment intent, and the test gateway's card paid.
  route('dashboard/payment/:offerId/card', 'routes/dashboard.payment-card.ts'),
  layout('routes/signed-in.tsx', [
    route('two-factor-setup', 'routes/two-factor-setup.tsx'),
    route('allProperties', 'routes/all-properties.tsx'),
    route('property-details/:id', 'routes/property-details.tsx'),
    route('dashboard', 'routes/dashboard.tsx', [
      index('routes/dashboard.profile.tsx', { id: 'dashboard-home' }),
      route('myProfile', 'routes/dashboard.profile.tsx'),
      route('wishlist', 'routes/dashboard.wishlist.tsx'),
      route('wishlist/shared/:shareId', 'routes/dashboard.shared-wishlist.tsx'),
      route('saved-searches', 'routes/dashboard.saved-searches.tsx'),
      route('reviews', 'routes/dashboard.reviews.tsx'),
      route('property-bought', 'routes/dashboard.property-bought.tsx'),
      // Any signed-in person may have contacted an agent (agents buy homes too).
      route('my-inquiries', 'routes/dashboard.my-inquiries.tsx'),
      route('my-inquiries/:id', 'routes/dashboard.my-inquiry.tsx'),
      route('make-offer/:id', 'routes/dashboard.make-offer.tsx'),
      route('payment/:offerId', 'routes/dashboard.payment.tsx'),
      route('apply/:id', 'routes/dashboard.apply.tsx'),
      route('my-applications', 'routes/dashboard.my-applications.tsx'),
      route('my-viewings', 'routes/dashboard.my-viewings.tsx'),
      // No role guard, as in the original product (docs/decisions/0005): the server lets only the owning agent or an admin update.
      route('update-property/:id', 'routes/dashboard.update-property.tsx'),
      layout('routes/agent-only.tsx', [
        route('agentProfile', 'routes/dashboard.profile.tsx', { id: 'agent-profile' }),
        route('addProperty', 'routes/dashboard.add-property.tsx'),
        route('import-listings', 'routes/dashboard.import-listings.tsx'),
        route('myAddProperties', 'routes/dashboard.my-properties.tsx'),
        route('mySoldProperties', 'routes/dashboard.sold-properties.tsx'),
        route('requestedProperties', 'routes/dashboard.requested-offers.tsx'),
        route('leads', 'routes/dashboard.leads.tsx'),
        route('leads/:id', 'routes/dashboard.lead.tsx'),
        route('applications', 'routes/dashboard.applications.tsx'),
        route('viewings', 'routes/dashboard.viewings.tsx'),
      ]),
      layout('routes/admin-only.tsx', [
        route('adminProfile', 'routes/dashboard.profile.tsx', { id: 'admin-profile' }),
        route('manageUser', 'routes/dashboard.manage-users.tsx'),
        route('manageProperties', 'routes/dashboard.manage-properties.tsx'),
        route('awaiting-payment', 'routes/dashboard.awaiting-payment.tsx'),
        route('manage-review', 'routes/dashboard.manage-reviews.tsx'),
        route('advertise-property', 'routes/dashboard.advertise.tsx'),
        route('audit-log', 'routes/dashboard.audit-log.tsx'),
        route('feed-keys', 'routes/dashboard.feed-keys.tsx'),
        route('exchange-rates', 'routes/dashboard.exchange-rates.tsx'),
      ]),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
