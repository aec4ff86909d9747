import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { requireRole } from '../app/server/request-api.server.ts'

/** Admins' screens: anyone else goes home, as the spec's guard does. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'admin')
  return null
}

export const shouldRevalidate = notOnQueryChange

export default function AdminOnly() {
  return <Outlet />
}
