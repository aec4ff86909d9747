// The sign-in screens, loaded together on demand.
export { LoginPage } from './login-page.tsx'
export { ForgotPasswordPage, ResetPasswordPage } from './password-reset-pages.tsx'
export { RegisterPage } from './register-page.tsx'
export { SocialCallbackPage } from './social-callback-page.tsx'
