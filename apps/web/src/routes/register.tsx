import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { registerByForm } from '../features/auth/auth-forms.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Create an account · Keyhaven',
    description: 'Create a free Keyhaven account to save homes to your wishlist and make offers.',
    path: '/register',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form posted without the page's scripts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return registerByForm(request, context)
}

export { RegisterPage as default } from '../features/auth/register-page.tsx'
