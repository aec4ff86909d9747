import type { MetaFunction } from 'react-router'
import { pageMeta } from '../app/seo.ts'
import type { loader as rootLoader } from '../root.tsx'

export const meta: MetaFunction<unknown, { root: typeof rootLoader }> = ({ matches }) =>
  pageMeta({
    title: 'Choose a new password · Keyhaven',
    description: 'Choose a new password for your Keyhaven account.',
    path: '/reset-password',
    site: matches.find((match) => match.id === 'root')?.data?.settings,
  })

export { ResetPasswordPage as default } from '../features/auth/password-reset-pages.tsx'
