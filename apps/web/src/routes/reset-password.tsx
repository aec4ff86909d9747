import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { resetPasswordAction } from '../features/auth/auth-actions.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Choose a new password · Keyhaven',
    description: 'Choose a new password for your Keyhaven account.',
    path: '/reset-password',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return resetPasswordAction(request, context)
}

export { ResetPasswordPage as default } from '../features/auth/password-reset-pages.tsx'
