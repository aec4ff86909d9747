import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { ownRecordQuery } from '../features/auth/sign-in-api.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'
import { availabilityQuery } from '../features/viewings/api.ts'
import { saveAvailabilityAction } from '../features/viewings/availability-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

// Two-factor sign-in is set up here with the sign-in screens' own steps (and their messages); an agent's
// viewing hours are in the agent's words, and come with the page so that their form works without scripts.
export const loader = screenLoader(
  async (queryClient) => {
    const own = await queryClient.fetchQuery(ownRecordQuery()).catch(() => null)
    if (own?.role === 'agent') await queryClient.prefetchQuery(availabilityQuery())
  },
  'auth',
  'agent',
)

/** The agent's viewing hours (features/viewings/availability-actions.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  return saveAvailabilityAction(request, context, form)
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('profile.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ProfilePage)
