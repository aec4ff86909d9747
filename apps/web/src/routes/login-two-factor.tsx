import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { secondFactorAction } from '../features/auth/auth-actions.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Two-factor sign-in · Keyhaven',
    description: 'Finish signing in to Keyhaven with the code from your authenticator app.',
    path: '/login/two-factor',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return secondFactorAction(request, context)
}

export { TwoFactorSignInPage as default } from '../features/auth/two-factor-sign-in-page.tsx'
