import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { passkeysQuery, sessionsQuery } from '../features/account/api.ts'
import { isTwoFactorForm, twoFactorAction } from '../features/account/two-factor-actions.server.ts'
import { ownRecordQuery } from '../features/auth/sign-in-api.ts'
import { profileAction } from '../features/dashboard/profile-actions.server.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'
import { notificationPreferencesQuery } from '../features/notifications/api.ts'
import { availabilityQuery } from '../features/viewings/api.ts'
import { saveAvailabilityAction } from '../features/viewings/availability-actions.server.ts'
import { formText } from '../lib/forms/submit-form.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// Two-factor sign-in is set up here with the sign-in screens' own steps (and their messages); an agent's
// viewing hours are in the agent's words. What the page's forms change comes with it, so it works without
// scripts and reads again after each of them.
export const loader = screenLoader(
  async (queryClient) => {
    const [own] = await Promise.all([
      queryClient.fetchQuery(ownRecordQuery()).catch(() => null),
      queryClient.prefetchQuery(notificationPreferencesQuery()),
      queryClient.prefetchQuery(passkeysQuery()),
      queryClient.prefetchQuery(sessionsQuery()),
    ])
    if (own?.role === 'agent') await queryClient.prefetchQuery(availabilityQuery())
  },
  'auth',
  'agent',
)

/**
 * Every form of the page: own details, e-mail choices, two-factor, passkeys, sessions, deleting the account, and
 * an agent's viewing hours (features/viewings). Two-factor's forms are the setup page's too (features/account).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'availability') return saveAvailabilityAction(request, context, form)
  return isTwoFactorForm(intent)
    ? twoFactorAction(request, context, form)
    : profileAction(request, context, form)
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('profile.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ProfilePage)
