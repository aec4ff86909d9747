import type { ActionFunctionArgs } from 'react-router'
import { registerAction } from '../features/auth/auth-actions.server.ts'
import { authMessages } from '../features/auth/auth-messages.server.ts'
import { authPageMeta } from '../features/auth/auth-page-meta.ts'

export const loader = authMessages

// The messages do not change with a post: the page's language is its address's.
export const shouldRevalidate = () => false

export const meta = authPageMeta('register', '/register')

/** The form, posted in place or without the page's scripts (lib/forms). */
export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context)
}

export { RegisterPage as default } from '../features/auth/register-page.tsx'
