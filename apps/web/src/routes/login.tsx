import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { signInByForm } from '../features/auth/auth-forms.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Login · Keyhaven',
    description: 'Sign in to Keyhaven to keep a wishlist, make offers on homes and follow your purchases.',
    path: '/login',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form posted without the page's scripts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return signInByForm(request, context)
}

export { LoginPage as default } from '../features/auth/login-page.tsx'
