import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import { secondFactorAction } from '../features/auth/auth-actions.server.ts'
import { authMessages } from '../features/auth/auth-messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

export const loader = authMessages

// The messages do not change with a post: the page's language is its address's.
export const shouldRevalidate = () => false

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const t = metaT(matches, 'auth')
  return pageMeta({
    title: `${t('secondFactor.title')} · Keyhaven`,
    description: t('secondFactor.description'),
    path: '/login/two-factor',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
  })
}

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return secondFactorAction(request, context)
}

export { TwoFactorSignInPage as default } from '../features/auth/two-factor-sign-in-page.tsx'
