export { SocialCallbackPage as default } from '../features/auth/social-callback-page.tsx'
