import type { SignInOptions } from '@keyhaven/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type InitialEntry, Outlet, type RouteObject, RouterProvider } from 'react-router'
import { afterEach } from 'vitest'
import { AuthProvider } from '../features/auth/auth-context.tsx'
import { paths } from '../lib/paths.ts'
import { action as markPageRead } from '../routes/notifications.read-page.ts'
import type { ApiServer } from './api-server.ts'
import { routeModuleAction } from './route-action.ts'

export const LENA = { id: 'user-lena', name: 'Lena Park', email: 'user@example.com', image: null }

/** The server knows the visitor: Better Auth's session, the access-token trade and the role, as the app asks. */
export function answerSignedIn(api: ApiServer, user = LENA, role = 'user') {
  api.answer('GET', '/api/auth/get-session', {
    body: {
      user: { ...user, role },
      session: { id: `session-of-${user.id}`, expiresAt: '2030-01-01T00:00:00.000Z' },
    },
  })
  api.answer('POST', '/api/jwt', { body: { token: `token-of-${user.id}` } })
  api.answer('GET', `/api/users/role/${encodeURIComponent(user.email)}`, { body: { role } })
}

let signInOptions: SignInOptions | undefined
afterEach(() => {
  signInOptions = undefined
})

/** The server's sign-in options, which its pages bring with the root's settings, for the pages this test opens. */
export function pageSignInOptions(options: SignInOptions) {
  signInOptions = options
}

/**
 * The routes inside the app's providers (a fresh query cache that does not retry, the auth provider), opened
 * at `at` (a path, or a location with state); the router tells where the page went.
 */
export function renderPage(routes: RouteObject[], at: InitialEntry) {
  const root = signInOptions && { settings: { signIn: signInOptions } }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      {
        // The app's root route, as far as the screens read it: the sign-in options of its settings, when given.
        id: 'root',
        ...(root && { loader: () => root }),
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        // The app's routes beside the screens': the resource route a page that notifications lead to posts to.
        children: [...routes, { path: paths.notificationsRead, action: routeModuleAction(markPageRead) }],
      },
    ],
    {
      initialEntries: [at],
      // There from the first render, as the server's page brings them.
      ...(root && { hydrationData: { loaderData: { root } } }),
    },
  )
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}
