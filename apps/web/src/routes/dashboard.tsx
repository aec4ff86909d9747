import type { LoaderFunctionArgs } from 'react-router'
import { messagesFor } from '../lib/i18n/messages.server.ts'

/** The dashboard's messages (its menus, the profile's sections), for every screen inside it. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { messages: await messagesFor(context, 'dashboard') }
}

// The messages do not change while the page stays: its language is its address's.
export const shouldRevalidate = () => false

export { DashboardLayout as default } from '../features/dashboard/dashboard-layout.tsx'
