import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { requestResetByForm } from '../features/auth/auth-forms.server.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Reset your password · Keyhaven',
    description: 'Forgot your Keyhaven password? Get a link to choose a new one by e-mail.',
    path: '/forgot-password',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })

/** The form posted without the page's scripts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return requestResetByForm(request, context)
}

export { ForgotPasswordPage as default } from '../features/auth/password-reset-pages.tsx'
