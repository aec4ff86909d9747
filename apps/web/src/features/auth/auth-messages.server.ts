import type { LoaderFunctionArgs } from 'react-router'
import { messagesFor } from '../../lib/i18n/messages.server.ts'

/** The loader of a sign-in screen: its messages, in the page's language (the screen reads nothing else first). */
export async function authMessages({ context }: LoaderFunctionArgs) {
  return { messages: await messagesFor(context, 'auth') }
}
