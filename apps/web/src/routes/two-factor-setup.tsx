import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { twoFactorAction } from '../features/account/two-factor-actions.server.ts'
import { authMessages } from '../features/auth/auth-messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = authMessages

/** The setup's steps: the password, then the first code of the authenticator app. */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  twoFactorAction(request, context, await request.formData())

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'auth')('setup.title'))

export { TwoFactorSetupPage as default } from '../features/auth/two-factor-setup-page.tsx'
