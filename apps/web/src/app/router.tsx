import { createBrowserRouter } from 'react-router'
import { HomePage } from '../features/home/home-page.tsx'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'

export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'rentProperties',
        lazy: async () => ({ Component: (await import('../features/rent/rent-page.tsx')).RentPage }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
])
