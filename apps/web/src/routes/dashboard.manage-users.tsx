import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { usersQuery } from '../features/users/api.ts'
import { ManageUsersPage } from '../features/users/manage-users-page.tsx'
import { manageUsersAction } from '../features/users/user-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page, search }) =>
    queryClient.prefetchQuery(usersQuery(search.get('search')?.trim() ?? '', page)),
  'admin',
)

/** A person's role changed or undone, their two-factor sign-in reset, or the person deleted: each asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => manageUsersAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('users.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageUsersPage)
