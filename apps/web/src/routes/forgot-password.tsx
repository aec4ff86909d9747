import type { MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Reset your password · Keyhaven',
    description: 'Forgot your Keyhaven password? Get a link to choose a new one by e-mail.',
    path: '/forgot-password',
    site: matches.find((match) => match.id === 'root')?.data?.settings,
  })

export { ForgotPasswordPage as default } from '../features/auth/password-reset-pages.tsx'
