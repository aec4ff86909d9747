import { authMessages } from '../features/auth/auth-messages.server.ts'

export const loader = authMessages

export { SocialCallbackPage as default } from '../features/auth/social-callback-page.tsx'
