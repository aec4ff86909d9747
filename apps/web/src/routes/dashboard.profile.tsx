import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { ownRecordQuery } from '../features/auth/auth-api.ts'
import { ProfilePage } from '../features/dashboard/profile-page.tsx'

export const loader = screenLoader((queryClient) => queryClient.prefetchQuery(ownRecordQuery()))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ProfilePage)
