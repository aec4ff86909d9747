import { Suspense, useState } from 'react'
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router'
import { LoadingState } from '../../components/status.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { TwoFactorSetup } from '../account/components.tsx'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import { returnPath } from './return-to.ts'

/**
 * Where a role that must sign in with two factors (REQUIRE_2FA_FOR) is sent until it has set them up: every
 * other page, and the API, wait for this. Anyone may set up two-factor here too; the profile has the same steps.
 */
export function TwoFactorSetupPage() {
  const t = useT('auth')
  const { state, signOut } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const required = state.status === 'signed-in' && state.mustEnrolTwoFactor
  // As the page opened: setting up here switches it on, and the backup codes must still be shown after that
  // (without scripts, the page that answers a step's post shows them).
  const posted = useActionData()
  const [alreadyOn] = useState(
    () => posted === undefined && state.status === 'signed-in' && state.user.twoFactorEnabled === true,
  )
  const from = returnPath(params)

  return (
    <AuthCard title={t('setup.title')}>
      {required && (
        <p role="status" className="alert alert-info alert-soft mb-2 text-sm">
          {t('setup.required')}
        </p>
      )}
      {alreadyOn ? (
        <div className="space-y-3">
          <p>{t('setup.alreadyOn')}</p>
          <Link to={from === '/' ? dashboardPaths.myProfile : from} className="btn btn-primary w-full">
            {t('setup.continue')}
          </Link>
        </div>
      ) : (
        // Its steps post to this page's action, so they work before (or without) the page's scripts too.
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <TwoFactorSetup onDone={() => navigate(from, { replace: true })} continueTo={from} />
        </Suspense>
      )}
      {required && (
        <button type="button" className="btn btn-ghost btn-sm mt-4" onClick={() => void signOut()}>
          {t('setup.signOut')}
        </button>
      )}
    </AuthCard>
  )
}
