import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { ownRecordQuery } from '../features/auth/sign-in-api.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(ownRecordQuery()))

export const meta = () => screenMeta('My profile')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ProfilePage)
