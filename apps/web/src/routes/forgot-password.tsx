import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { forgotPasswordAction } from '../features/auth/auth-actions.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Reset your password · Keyhaven',
    description: 'Forgot your Keyhaven password? Get a link to choose a new one by e-mail.',
    path: '/forgot-password',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context)
}

export { ForgotPasswordPage as default } from '../features/auth/password-reset-pages.tsx'
