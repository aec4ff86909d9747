import { createBrowserRouter, type RouteObject } from 'react-router'
import { LoadingState } from '../components/status.tsx'
import { RequireRole, RequireSignIn } from '../features/auth/guards.tsx'
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

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (every screen but home is loaded on demand).
    hydrateFallbackElement: <LoadingState label="Loading Keyhaven..." />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'rentProperties',
        ...screen(rent, 'RentPage'),
      },
      { path: 'login', ...screen(auth, 'LoginPage') },
      { path: 'register', ...screen(auth, 'RegisterPage') },
      { path: 'forgot-password', ...screen(auth, 'ForgotPasswordPage') },
      { path: 'reset-password', ...screen(auth, 'ResetPasswordPage') },
      { path: 'auth/callback', ...screen(auth, 'SocialCallbackPage') },
      {
        element: <RequireSignIn />,
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
              { path: 'make-offer/:id', ...screen(dashboard, 'MakeOfferPage') },
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
        ...screen(notFound, 'NotFoundPage'),
      },
    ],
  },
])
