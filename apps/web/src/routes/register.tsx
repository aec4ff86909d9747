import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { registerAction } from '../features/auth/auth-actions.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Create an account · Keyhaven',
    description: 'Create a free Keyhaven account to save homes to your wishlist and make offers.',
    path: '/register',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context)
}

export { RegisterPage as default } from '../features/auth/register-page.tsx'
