import type { MetaFunction } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { authMessages } from '../features/auth/auth-messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = authMessages

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'auth')('setup.title'))

export { TwoFactorSetupPage as default } from '../features/auth/two-factor-setup-page.tsx'
