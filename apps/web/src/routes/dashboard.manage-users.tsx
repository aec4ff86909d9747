import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { usersQuery } from '../features/users/api.ts'
import { ManageUsersPage } from '../features/users/manage-users-page.tsx'

export const loader = screenLoader((queryClient, { page, search }) =>
  queryClient.prefetchQuery(usersQuery(search.get('search')?.trim() ?? '', page)),
)

export const meta = () => screenMeta('Manage Users')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageUsersPage)
