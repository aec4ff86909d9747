import type { MetaFunction } from 'react-router'

export const meta: MetaFunction = () => [{ title: 'Set up two-factor sign-in · Keyhaven' }]

export { TwoFactorSetupPage as default } from '../features/auth/two-factor-setup-page.tsx'
