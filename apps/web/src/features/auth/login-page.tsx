import { useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { FormField, InputField } from '../../components/form-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import { returnPath, withReturnTo } from './return-to.ts'
import { signInReason } from './sign-in-reason.ts'
import { SocialSignIn } from './social-sign-in.tsx'

export function LoginPage() {
  const t = useT('auth')
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { establish } = useAuth()
  const [showPassword, setShowPassword] = useState(false)
  const from = returnPath(params)
  const reason = signInReason(params, t)

  /** A finished sign-in: the access-token from the new session, then on to where the person was going. */
  const goOn = async (to: string) => {
    const state = await establish()
    if (state.status !== 'signed-in') throw new Error('No session after sign-in')
    // A role that must sign in with two factors sets them up first (REQUIRE_2FA_FOR).
    await navigate(state.mustEnrolTwoFactor ? withReturnTo(paths.twoFactorSetup, to) : to, { replace: true })
  }
  // The password step's action answers where to go: the code step (no session yet), or signed in.
  const form = useActionForm({ onDone: ({ ok, to }) => (ok ? goOn(to) : navigate(to)) })
  const email = form.field('email', 'login-email')
  const password = form.field('password', 'login-password')
  const socialFailed = params.get('social') === 'failed' && !form.outcome

  return (
    <AuthCard title={t('login.title')}>
      {reason && (
        <p role="status" className="alert alert-info alert-soft mb-4">
          {reason}
        </p>
      )}
      {/* noValidate: the server's check says what the product says of each field (lib/forms). */}
      <ActionForm form={form} noValidate className="space-y-4">
        <InputField
          label={t('email')}
          error={email.error}
          type="email"
          required
          autoComplete="email"
          {...email.input}
        />
        <FormField id="login-password" label={t('password')} error={password.error}>
          <div className="join w-full">
            <input
              type={showPassword ? 'text' : 'password'}
              required
              minLength={6}
              autoComplete="current-password"
              className="input join-item w-full"
              {...password.input}
            />
            <button
              type="button"
              className="btn join-item"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          </div>
        </FormField>
        <div className="text-end text-sm">
          <Link to={paths.forgotPassword} className="link">
            {t('login.forgotPassword')}
          </Link>
        </div>
        {socialFailed && (
          <p role="alert" className="alert alert-error alert-soft">
            {t('login.socialFailed')}
          </p>
        )}
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t('login.submitting') : t('login.submit')}
        </button>
      </ActionForm>
      <PasskeySignIn
        onSignedIn={async () => {
          await goOn(from)
          toast.success(t('loginSuccessful'))
        }}
      />
      <SocialSignIn from={from} />
      <p className="mt-4 text-center text-sm">
        {t('login.newHere')}{' '}
        <Link to={{ pathname: paths.register, search: location.search }} className="link link-primary">
          {t('login.createAccount')}
        </Link>
      </p>
    </AuthCard>
  )
}
