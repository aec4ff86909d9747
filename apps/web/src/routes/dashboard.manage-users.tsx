import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { usersQuery } from '../features/users/api.ts'
import { ManageUsersPage } from '../features/users/manage-users-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page, search }) =>
    queryClient.prefetchQuery(usersQuery(search.get('search')?.trim() ?? '', page)),
  'admin',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('users.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageUsersPage)
