import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { ownRecordQuery } from '../features/auth/sign-in-api.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// Two-factor sign-in is set up here with the sign-in screens' own steps (and their messages); an agent's
// viewing hours are in the agent's words.
export const loader = screenLoader(
  (queryClient) => queryClient.prefetchQuery(ownRecordQuery()),
  'auth',
  'agent',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('profile.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ProfilePage)
