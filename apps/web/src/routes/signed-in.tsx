import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { requireSession } from '../app/server/request-api.server.ts'

/** Pages for signed-in people: an anonymous request is sent to /login, which brings it back after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSession(request, context)
  return null
}

export const shouldRevalidate = notOnQueryChange

export default function SignedIn() {
  return <Outlet />
}
