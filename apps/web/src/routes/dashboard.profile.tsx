import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { isTwoFactorForm, twoFactorAction } from '../features/account/two-factor-actions.server.ts'
import { profileAction } from '../features/dashboard/profile-actions.server.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'
import { readProfile } from '../features/dashboard/profile-read.server.ts'
import { saveAvailabilityAction } from '../features/viewings/availability-actions.server.ts'
import { calendarFeedAction } from '../features/viewings/calendar-feed-actions.server.ts'
import { formText } from '../lib/forms/submit-form.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// Two-factor sign-in is set up here with the sign-in screens' own steps (and their messages); an agent's
// viewing hours are in the agent's words. Each section's part is read here, again after each of the page's forms.
export const loader = screenData(readProfile, 'auth', 'agent')

/**
 * Every form of the page: own details, e-mail choices, two-factor, passkeys, sessions, deleting the account, and
 * an agent's viewing hours and the calendar feed's address (features/viewings). Two-factor's forms are the setup
 * page's too (features/account).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = formText(form, 'intent')
  if (intent === 'availability') return saveAvailabilityAction(request, context, form)
  if (intent === 'calendar-feed') return calendarFeedAction(request, context, form)
  return isTwoFactorForm(intent)
    ? twoFactorAction(request, context, form)
    : profileAction(request, context, form)
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('profile.title'))

function Profile() {
  return <ProfilePage read={useLoaderData<typeof loader>().read} />
}

export default Profile
