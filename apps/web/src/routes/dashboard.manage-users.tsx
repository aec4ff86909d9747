import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchUsers } from '../features/users/api.ts'
import { ManageUsersPage } from '../features/users/manage-users-page.tsx'
import { manageUsersAction } from '../features/users/user-actions.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

/** The page of people the URL's search and page select (a search or a page is a navigation, read here). */
export const loader = screenData(
  ({ page, search }) => fetchUsers(search.get('search')?.trim() ?? '', page),
  'admin',
)

/** A person's role changed or undone, their two-factor sign-in reset, or the person deleted: each asked first. */
export const action = ({ request, context }: ActionFunctionArgs) => manageUsersAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('users.title'))

export default function ManageUsers() {
  return <ManageUsersPage read={useLoaderData<typeof loader>().read} />
}
