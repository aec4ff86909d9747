import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { signInAction } from '../features/auth/auth-actions.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Login · Keyhaven',
    description: 'Sign in to Keyhaven to keep a wishlist, make offers on homes and follow your purchases.',
    path: '/login',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return signInAction(request, context)
}

export { LoginPage as default } from '../features/auth/login-page.tsx'
