import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { LoadingState } from '../components/status.tsx'
import { RequireRole, RequireSignIn } from '../features/auth/guards.tsx'
import { advertisedPropertiesQuery, featuredAgentsQuery, latestReviewsQuery } from '../features/home/api.ts'
import { HomePage } from '../features/home/home-page.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

type Screens = Record<string, React.ComponentType>

/** A route whose screen `name` is loaded with its module on first visit (keeps the home page's bundle small). */
function screen<M extends Screens>(
  load: () => Promise<M>,
  name: keyof M & string,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) }
}

const dashboard = () => import('../features/dashboard/dashboard-routes.ts')
const auth = () => import('../features/auth/auth-routes.ts')
const browse = () => import('../features/properties/property-routes.ts')
const rent = () => import('../features/rent/rent-page.tsx')
const notFound = () => import('../features/not-found/not-found-page.tsx')

/** Marks routes the server does not render: it sends the empty app shell and the browser renders them. */
export interface RouteHandle {
  clientOnly?: boolean
  /** The not-found page: the server answers it with status 404. */
  notFound?: boolean
}

/**
 * Every screen of the app. The server renders the public ones with React Router's static handler (their
 * loaders fill `queryClient`, which is then dehydrated into the page); the browser hydrates the same tree.
 * Loaders only prefetch: a failed request leaves the query to the screen's own error state.
 */
export function createRoutes(queryClient: QueryClient, { awaitData = false } = {}): RouteObject[] {
  // The server waits for the data, to render the page with it. The browser does not: the screen shows at once
  // with its own loading and error states, and its queries join the requests already under way.
  const prefetch = <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) => {
    const prefetched = queryClient.prefetchQuery(query)
    return awaitData ? prefetched : undefined
  }
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while the first screen's code loads when the page was not rendered on the server.
      hydrateFallbackElement: <LoadingState label="Loading Keyhaven..." />,
      children: [
        {
          index: true,
          element: <HomePage />,
          loader: async () => {
            await Promise.all([
              prefetch(advertisedPropertiesQuery),
              prefetch(latestReviewsQuery),
              prefetch(featuredAgentsQuery),
            ])
            return null
          },
        },
        {
          path: 'rentProperties',
          loader: async ({ request }) => {
            // With the screen's module: reading the page's filter takes the contract's schemas.
            const { rentPageQuery } = await import('../features/rent/api.ts')
            await prefetch(rentPageQuery(new URL(request.url).searchParams))
            return null
          },
          ...screen(rent, 'RentPage'),
        },
        { path: 'login', ...screen(auth, 'LoginPage') },
        { path: 'register', ...screen(auth, 'RegisterPage') },
        { path: 'forgot-password', ...screen(auth, 'ForgotPasswordPage') },
        { path: 'reset-password', ...screen(auth, 'ResetPasswordPage') },
        { path: 'auth/callback', handle: { clientOnly: true }, ...screen(auth, 'SocialCallbackPage') },
        {
          element: <RequireSignIn />,
          handle: { clientOnly: true },
          children: [
            { path: 'allProperties', ...screen(browse, 'AllPropertiesPage') },
            { path: 'property-details/:id', ...screen(browse, 'PropertyDetailsPage') },
            {
              path: 'dashboard',
              ...screen(dashboard, 'DashboardLayout'),
              children: [
                { index: true, ...screen(dashboard, 'ProfilePage') },
                { path: 'myProfile', ...screen(dashboard, 'ProfilePage') },
                { path: 'wishlist', ...screen(dashboard, 'WishlistPage') },
                { path: 'saved-searches', ...screen(dashboard, 'SavedSearchesPage') },
                { path: 'reviews', ...screen(dashboard, 'MyReviewsPage') },
                { path: 'property-bought', ...screen(dashboard, 'PropertyBoughtPage') },
                // Any signed-in person may have contacted an agent (agents buy homes too).
                { path: 'my-inquiries', ...screen(dashboard, 'MyInquiriesPage') },
                { path: 'my-inquiries/:id', ...screen(dashboard, 'MyInquiryPage') },
                { path: 'make-offer/:id', ...screen(dashboard, 'MakeOfferPage') },
                { path: 'apply/:id', ...screen(dashboard, 'ApplyPage') },
                { path: 'my-applications', ...screen(dashboard, 'MyApplicationsPage') },
                { path: 'my-viewings', ...screen(dashboard, 'MyViewingsPage') },
                { path: 'payment/:offerId', ...screen(dashboard, 'PaymentPage') },
                // No role guard, as in the original product (docs/decisions/0005): the server lets only the owning agent or an admin update.
                { path: 'update-property/:id', ...screen(dashboard, 'UpdatePropertyPage') },
                {
                  element: <RequireRole allow="agent" />,
                  children: [
                    {
                      path: 'agentProfile',
                      ...screen(dashboard, 'ProfilePage'),
                    },
                    { path: 'addProperty', ...screen(dashboard, 'AddPropertyPage') },
                    { path: 'myAddProperties', ...screen(dashboard, 'MyPropertiesPage') },
                    { path: 'mySoldProperties', ...screen(dashboard, 'SoldPropertiesPage') },
                    { path: 'requestedProperties', ...screen(dashboard, 'RequestedOffersPage') },
                    { path: 'applications', ...screen(dashboard, 'ApplicationsPage') },
                    { path: 'viewings', ...screen(dashboard, 'AgentViewingsPage') },
                    { path: 'leads', ...screen(dashboard, 'LeadsPage') },
                    { path: 'leads/:id', ...screen(dashboard, 'LeadPage') },
                  ],
                },
                {
                  element: <RequireRole allow="admin" />,
                  children: [
                    {
                      path: 'adminProfile',
                      ...screen(dashboard, 'ProfilePage'),
                    },
                    { path: 'manageUser', ...screen(dashboard, 'ManageUsersPage') },
                    { path: 'manageProperties', ...screen(dashboard, 'ManagePropertiesPage') },
                    { path: 'awaiting-payment', ...screen(dashboard, 'AwaitingPaymentPage') },
                    { path: 'manage-review', ...screen(dashboard, 'ManageReviewsPage') },
                    { path: 'advertise-property', ...screen(dashboard, 'AdvertisePage') },
                  ],
                },
              ],
            },
          ],
        },
        {
          path: '*',
          handle: { notFound: true },
          ...screen(notFound, 'NotFoundPage'),
        },
      ],
    },
  ]
}
