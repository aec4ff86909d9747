import type { MetaFunction } from 'react-router'
import { pageMeta } from '../../app/seo.ts'
import { metaT } from '../../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../../root.tsx'
import type { authMessages } from './auth-messages.server.ts'

/** The sign-in screens, by the prefix of their title's and description's messages (`login.title`, ...). */
type AuthScreen = 'login' | 'secondFactor' | 'register' | 'reset' | 'forgot'

/** A sign-in screen's head: its title and description in the page's language, at its own address. */
export const authPageMeta =
  (screen: AuthScreen, path: string): MetaFunction<typeof authMessages, { root: typeof rootLoader }> =>
  ({ matches }) => {
    const t = metaT(matches, 'auth')
    return pageMeta({
      title: `${t(`${screen}.title`)} · Keyhaven`,
      description: t(`${screen}.description`),
      path,
      site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    })
  }
